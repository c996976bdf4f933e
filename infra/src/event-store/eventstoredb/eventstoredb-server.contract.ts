// The EventStoreDB-specific cases, beyond the port's contract: what a real server does around
// system events, positions and persistent subscriptions. Run by eventstoredb-event-store.test.ts
// when a server can be reached (docs/eventstoredb.md says how).
import { EventStoreDBClient } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { newId } from '../../ids.js';
import { eventually } from '../../testing/eventually.js';
import { readAllWhenVisible } from '../../testing/read-all-when-visible.js';
import type { EventMetadata, NewEvent } from '../event-store.js';
import { comparePositions, type GlobalPosition } from '../position.js';
import type { EventStoreDbEventStore } from './eventstoredb-event-store.js';

const metadata: EventMetadata = {
  actor: 'system:server-cases',
  correlationId: 'c0ffee00-0000-4000-8000-000000000003',
  causationId: null,
  occurredAt: '2026-11-27T08:00:00.000Z',
};
const event = (type: string): NewEvent => ({ id: newId(), type, data: {}, metadata });

export function eventStoreDbServerCases(getStore: () => EventStoreDbEventStore, url: string) {
  describe('EventStoreDB server cases', () => {
    it('600 metadata writes then one user event: readAll(after, 100) reads it and it is the head', async () => {
      const store = getStore();
      const raw = EventStoreDBClient.connectionString(url);
      try {
        const before = await store.headPosition();
        const stream = `meta-${newId()}`;
        for (let index = 0; index < 600; index += 1) {
          await raw.setStreamMetadata(stream, { maxAge: 3_600 + index });
        }
        const appended = await store.append(`order-${newId()}`, [event('AfterMetadata')], {
          expectedRevision: 'no_stream',
        });
        if (!appended.ok) throw new Error('append refused');

        const page = await store.readAll(before, { limit: 100 });
        expect(page.map((recorded) => recorded.type)).toEqual(['AfterMetadata']);
        expect(await store.headPosition()).toEqual(appended.position);
      } finally {
        await raw.dispose();
      }
    });

    it('reading and subscribing from (P, 0) of a 3-event append neither skips nor repeats', async () => {
      const store = getStore();
      const start = await store.headPosition();
      await store.append(`order-${newId()}`, [event('Before')], { expectedRevision: 'no_stream' });
      const stream = `order-${newId()}`;
      await store.append(stream, [event('One'), event('Two'), event('Three')], {
        expectedRevision: 'no_stream',
      });
      const [before, one] = await readAllWhenVisible(store, start, 4);
      const checkpoint: GlobalPosition = { commit: one!.position.commit, prepare: 0n };
      expect(comparePositions(before!.position, checkpoint)).toBe(-1);

      const read = await store.readAll(checkpoint, { limit: 10 });
      expect(read.map((recorded) => recorded.type)).toEqual(['One', 'Two', 'Three']);
      const seen: string[] = [];
      const subscription = store.subscribeAll(checkpoint, async (batch) => {
        seen.push(...batch.map((recorded) => recorded.type));
      });
      try {
        await eventually(() => seen.length >= 3, { what: 'the three events' });
        await store.append(stream, [event('Four')], { expectedRevision: 2n });
        await eventually(() => seen.length >= 4, { what: 'the live event' });
        expect(seen).toEqual(['One', 'Two', 'Three', 'Four']);
      } finally {
        await subscription.stop();
      }
    });

    it('a consumer group’s statistics count acknowledgements, not deliveries, with retries', async () => {
      const store = getStore();
      const streams = `stat${newId().slice(0, 8)}-`;
      const group = `stats-${newId()}`;
      let failures = 0;
      const subscription = store.subscribeGroup(
        group,
        async () => {
          if (failures < 2) {
            failures += 1;
            throw new Error('not yet');
          }
        },
        { filter: { streamPrefixes: [streams] }, retryDelayMs: 50 },
      );
      try {
        await store.append(`${streams}1`, [event('A'), event('B')], { expectedRevision: 'no_stream' });
        const status = await eventually(
          async () => (await store.consumerGroups()).find((candidate) => candidate.group === group),
          {
            what: 'both events acknowledged and nothing in flight',
            accept: (candidate) => candidate?.handled === 2 && candidate.inFlight === 0,
          },
        );
        expect(status).toMatchObject({ handled: 2, parked: 0 });
      } finally {
        await subscription.stop();
      }
    });
  });
}
