// The behaviour every event-store adapter must show; run against each adapter by its own test file.
import { type Actor, DomainError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { eventually } from '../testing/eventually.js';
import { readAllWhenVisible } from '../testing/read-all-when-visible.js';
import type { AppendResult, EventMetadata, EventStore, NewEvent, RecordedEvent } from './event-store.js';
import { comparePositions, type GlobalPosition } from './position.js';
import { claimReservation, releaseAfterRefusal, releaseReservation } from './reservations.js';

const metadata: EventMetadata = {
  actor: 'system:contract-test' as Actor,
  correlationId: 'c0ffee00-0000-4000-8000-000000000001',
  causationId: null,
  occurredAt: '2026-11-22T10:00:00.000Z',
};

const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  id: newId(),
  type,
  data,
  metadata,
});
const streamName = (category: string) => `${category}-${newId()}`;

async function readAllOf(store: EventStore, streamId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const recorded of store.readStream(streamId)) events.push(recorded);
  return events;
}

async function appendOk(store: EventStore, streamId: string, events: NewEvent[]) {
  const result = await store.append(streamId, events, { expectedRevision: 'any' });
  if (!result.ok) throw new Error('append failed');
  return result;
}

/** A consumer group's counts as the store reports them. */
async function groupStatus(store: EventStore, group: string) {
  return (await store.consumerGroups()).find((candidate) => candidate.group === group);
}

export function eventStoreContract(name: string, getStore: () => EventStore) {
  describe(`${name} event store contract`, () => {
    describe('expected revision', () => {
      it('no_stream creates a stream at revision 0 and refuses an existing one', async () => {
        const store = getStore();
        const stream = streamName('order');
        const first = await store.append(stream, [event('OrderPlaced')], { expectedRevision: 'no_stream' });
        expect(first).toMatchObject({ ok: true, nextRevision: 0n });

        const second = await store.append(stream, [event('OrderPlaced')], { expectedRevision: 'no_stream' });
        expect(second).toEqual({ ok: false, reason: 'wrong_expected_revision', actualRevision: 0n });
      });

      it('an exact revision appends after it; a stale or future one is refused', async () => {
        const store = getStore();
        const stream = streamName('licence');
        await store.append(stream, [event('A'), event('B')], { expectedRevision: 'no_stream' });

        const stale = await store.append(stream, [event('C')], { expectedRevision: 0n });
        expect(stale).toEqual({ ok: false, reason: 'wrong_expected_revision', actualRevision: 1n });
        const future = await store.append(stream, [event('C')], { expectedRevision: 5n });
        expect(future).toEqual({ ok: false, reason: 'wrong_expected_revision', actualRevision: 1n });
        const missing = await store.append(streamName('licence'), [event('C')], { expectedRevision: 0n });
        expect(missing).toEqual({
          ok: false,
          reason: 'wrong_expected_revision',
          actualRevision: 'no_stream',
        });

        const exact = await store.append(stream, [event('C'), event('D')], { expectedRevision: 1n });
        expect(exact).toMatchObject({ ok: true, nextRevision: 3n });
        expect((await readAllOf(store, stream)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
      });

      it('any appends at the end whatever the revision, creating the stream if needed', async () => {
        const store = getStore();
        const stream = streamName('ticket');
        expect(await store.append(stream, [event('A')], { expectedRevision: 'any' })).toMatchObject({
          ok: true,
          nextRevision: 0n,
        });
        expect(await store.append(stream, [event('B')], { expectedRevision: 'any' })).toMatchObject({
          ok: true,
          nextRevision: 1n,
        });
      });

      it('of ten concurrent appends with the same expected revision exactly one succeeds', async () => {
        const store = getStore();
        const stream = streamName('licence');
        await store.append(stream, [event('LicenceIssued')], { expectedRevision: 'no_stream' });

        const results = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            store.append(stream, [event('AccountNumberChanged', { index })], { expectedRevision: 0n }),
          ),
        );

        expect(results.filter((result) => result.ok)).toHaveLength(1);
        expect(results.filter((result) => !result.ok)).toHaveLength(9);
        expect(await readAllOf(store, stream)).toHaveLength(2);
      });
    });

    describe('relaxed durability', () => {
      it('appends like a durable append: revisions, expected revisions and idempotence hold', async () => {
        const store = getStore();
        const stream = streamName('relaxed');
        const first = event('Beat');
        const relaxed = { durability: 'relaxed' } as const;
        expect(
          await store.append(stream, [first], { expectedRevision: 'no_stream', ...relaxed }),
        ).toMatchObject({
          ok: true,
          nextRevision: 0n,
        });
        expect(
          await store.append(stream, [event('Beat')], { expectedRevision: 'any', ...relaxed }),
        ).toMatchObject({
          ok: true,
          nextRevision: 1n,
        });
        expect(
          await store.append(stream, [event('Late')], { expectedRevision: 0n, ...relaxed }),
        ).toMatchObject({
          ok: false,
          actualRevision: 1n,
        });
        expect(
          await store.append(stream, [first], { expectedRevision: 'no_stream', ...relaxed }),
        ).toMatchObject({
          ok: true,
          nextRevision: 0n,
        });
        expect((await readAllOf(store, stream)).map((recorded) => recorded.type)).toEqual(['Beat', 'Beat']);
      });
    });

    describe('appending to many streams', () => {
      const revisionOf = (result: AppendResult) => (result.ok ? result.nextRevision : undefined);

      it('appends each at the end of its stream, in the order given, and answers in that order', async () => {
        const store = getStore();
        const [fresh, existing, relaxed] = [streamName('live'), streamName('live'), streamName('live')];
        await appendOk(store, existing, [event('A'), event('B')]);
        const batch = [
          { streamId: fresh, events: [event('C'), event('D')] },
          { streamId: existing, events: [event('E')] },
          { streamId: relaxed, events: [event('F')] },
        ];

        const results = await store.appendMany(batch);

        expect(results.map(revisionOf)).toEqual([1n, 2n, 0n]);
        expect((await readAllOf(store, fresh)).map((e) => e.type)).toEqual(['C', 'D']);
        expect((await readAllOf(store, existing)).map((e) => e.type)).toEqual(['A', 'B', 'E']);
        // PostgreSQL writes the call as one statement, in the order given; EventStoreDB writes the
        // streams side by side, so only each stream's own order is promised there.
        if (store.kind === 'postgres') {
          const positions = results.map((result) => (result.ok ? result.position : undefined)!);
          expect(comparePositions(positions[0]!, positions[1]!)).toBeLessThan(0);
          expect(comparePositions(positions[1]!, positions[2]!)).toBeLessThan(0);
        }
        expect(
          await store.appendMany([{ streamId: relaxed, events: [event('G')] }], { durability: 'relaxed' }),
        ).toEqual([expect.objectContaining({ ok: true, nextRevision: 1n })]);
      });

      it('one stream twice, an event appended before, and concurrent calls: nothing lost, nothing doubled', async () => {
        const store = getStore();
        const [twice, retried, shared] = [streamName('live'), streamName('live'), streamName('live')];
        const earlier = event('Earlier');
        await appendOk(store, retried, [earlier]);

        const results = await store.appendMany([
          { streamId: twice, events: [event('First')] },
          { streamId: retried, events: [earlier] },
          { streamId: twice, events: [event('Second')] },
        ]);
        expect(results.every((result) => result.ok)).toBe(true);
        expect((await readAllOf(store, twice)).map((e) => e.type)).toEqual(['First', 'Second']);
        expect((await readAllOf(store, retried)).map((e) => e.id)).toEqual([earlier.id]);

        const calls = await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            store.appendMany([
              { streamId: shared, events: [event('Beat', { index })] },
              { streamId: streamName('live'), events: [event('Beat', { index })] },
            ]),
          ),
        );
        expect(calls.flat().every((result) => result.ok)).toBe(true);
        const beats = await readAllOf(store, shared);
        expect(beats.map((e) => e.revision)).toEqual(Array.from({ length: 8 }, (_, index) => BigInt(index)));
        expect(new Set(beats.map((e) => (e.data as { index: number }).index)).size).toBe(8);
      });
    });

    describe('idempotence', () => {
      it('appending the same event ids again changes nothing and reports success', async () => {
        const store = getStore();
        const stream = streamName('order');
        const events = [event('OrderPlaced'), event('PaymentSubmitted')];
        const first = await store.append(stream, events, { expectedRevision: 'no_stream' });
        const again = await store.append(stream, events, { expectedRevision: 'no_stream' });

        expect(first.ok && again.ok).toBe(true);
        expect(again).toEqual(first);
        expect((await readAllOf(store, stream)).map((e) => e.id)).toEqual(events.map((e) => e.id));
      });
    });

    describe('reading', () => {
      it('reads a stream in revision order with data and metadata, from a revision, and nothing for a missing one', async () => {
        const store = getStore();
        const stream = streamName('user');
        const events = [event('A', { n: 1 }), event('B', { n: 2 }), event('C', { nested: { ok: true } })];
        await store.append(stream, events, { expectedRevision: 'no_stream' });

        const read = await readAllOf(store, stream);
        expect(read.map((e) => [e.id, e.type, e.revision, e.data, e.streamId])).toEqual([
          [events[0]!.id, 'A', 0n, { n: 1 }, stream],
          [events[1]!.id, 'B', 1n, { n: 2 }, stream],
          [events[2]!.id, 'C', 2n, { nested: { ok: true } }, stream],
        ]);
        expect(read[0]!.metadata).toEqual(metadata);
        expect(read[0]!.recordedAt).toBeInstanceOf(Date);

        const fromOne: string[] = [];
        for await (const e of store.readStream(stream, { fromRevision: 1n })) fromOne.push(e.type);
        expect(fromOne).toEqual(['B', 'C']);
        expect(await readAllOf(store, streamName('user'))).toEqual([]);
      });

      it('an append answers the log position of its last event, which is then the head', async () => {
        const store = getStore();
        const start = await store.headPosition();
        const result = await appendOk(store, streamName('order'), [event('A'), event('B'), event('C')]);
        const read = await readAllWhenVisible(store, start, 3);
        expect(read.map((e) => e.type)).toEqual(['A', 'B', 'C']);
        expect(result.position).toEqual(read[2]!.position);
        expect(await store.headPosition()).toEqual(result.position);
      });

      it('reads the global log in append order, strictly after a position, in pages', async () => {
        const store = getStore();
        const start = await store.headPosition();
        const streams = [streamName('a'), streamName('b')];
        const appended: string[] = [];
        for (let i = 0; i < 6; i += 1) {
          const e = event('Step', { i });
          await appendOk(store, streams[i % 2]!, [e]);
          appended.push(e.id);
        }

        const firstPage = await readAllWhenVisible(store, start, 4);
        const secondPage = await readAllWhenVisible(store, firstPage.at(-1)!.position, 4, 2);
        const ids = [...firstPage, ...secondPage].map((e) => e.id).filter((id) => appended.includes(id));
        expect(ids).toEqual(appended);
        const positions = [...firstPage, ...secondPage].map((e) => e.position);
        for (let i = 1; i < positions.length; i += 1) {
          expect(comparePositions(positions[i - 1]!, positions[i]!)).toBe(-1);
        }
        expect(comparePositions(await store.headPosition(), positions.at(-1)!)).toBe(0);
        expect(await store.countAfter(start, 100)).toBe(6);
      });
    });

    describe('reservation streams', () => {
      it('refuses a second claim, accepts the holder again, and can be claimed after release', async () => {
        const store = getStore();
        const reservation = `email-${newId()}`;
        expect(await claimReservation(store, reservation, 'user-1', metadata)).toEqual({
          claimed: true,
          fresh: true,
        });
        expect(await claimReservation(store, reservation, 'user-2', metadata)).toEqual({
          claimed: false,
          ownerId: 'user-1',
        });
        expect(await claimReservation(store, reservation, 'user-1', metadata)).toEqual({
          claimed: true,
          fresh: false,
        });
        expect(await releaseReservation(store, reservation, 'user-2', metadata)).toBe(false);
        expect(await releaseReservation(store, reservation, 'user-1', metadata)).toBe(true);
        expect(await claimReservation(store, reservation, 'user-2', metadata)).toEqual({
          claimed: true,
          fresh: true,
        });
      });

      it('of twenty concurrent claimers exactly one wins', async () => {
        const store = getStore();
        const reservation = `payment-tx-bep20-${newId()}`;
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, (_, i) => claimReservation(store, reservation, `order-${i}`, metadata)),
        );
        const winners = outcomes.filter((outcome) => outcome.claimed);
        expect(winners).toHaveLength(1);
        const holder = outcomes.find((outcome) => !outcome.claimed);
        expect(holder && !holder.claimed && holder.ownerId).toMatch(/^order-\d+$/);
      });

      it('after a failed command, frees the claim only when the command surely appended nothing', async () => {
        const store = getStore();
        const reservation = `discount-code-${newId()}`;
        const claim = await claimReservation(store, reservation, 'first', metadata);
        expect(claim).toEqual({ claimed: true, fresh: true });
        // An outage: the command may have committed unseen, so the claim stays.
        await releaseAfterRefusal(
          store,
          reservation,
          'first',
          claim,
          metadata,
          new Error('connection terminated'),
        );
        expect(await claimReservation(store, reservation, 'second', metadata)).toEqual({
          claimed: false,
          ownerId: 'first',
        });
        // A repeated claim by the holder is not fresh: its refused command leaves the earlier claim.
        const again = await claimReservation(store, reservation, 'first', metadata);
        expect(again).toEqual({ claimed: true, fresh: false });
        await releaseAfterRefusal(
          store,
          reservation,
          'first',
          again,
          metadata,
          new DomainError('RULE', 'refused'),
        );
        expect(await claimReservation(store, reservation, 'second', metadata)).toMatchObject({
          claimed: false,
        });
        // The rules refused the command of a fresh claim: nothing was appended, the claim goes.
        await releaseAfterRefusal(
          store,
          reservation,
          'first',
          claim,
          metadata,
          new DomainError('RULE', 'refused'),
        );
        expect(await claimReservation(store, reservation, 'second', metadata)).toEqual({
          claimed: true,
          fresh: true,
        });
      });
    });

    describe('subscriptions', () => {
      it('delivers past events, then live ones, in order and without duplicates', async () => {
        const store = getStore();
        const start = await store.headPosition();
        const stream = streamName('sub');
        const before = [event('Before1'), event('Before2'), event('Before3')];
        await store.append(stream, before, { expectedRevision: 'no_stream' });

        const received: RecordedEvent[] = [];
        const batches: number[] = [];
        const subscription = store.subscribeAll(
          start,
          async (batch) => {
            batches.push(batch.length);
            received.push(...batch.filter((e) => e.streamId === stream));
          },
          { batchSize: 2 },
        );
        try {
          await eventually(() => received.length >= 3, { what: 'the three events from before' });
          const live = [event('Live1'), event('Live2')];
          await store.append(stream, live, { expectedRevision: 2n });
          await eventually(() => received.length >= 5, { what: 'the two live events' });
          await new Promise((resolve) => setTimeout(resolve, 100));

          expect(received.map((e) => e.type)).toEqual(['Before1', 'Before2', 'Before3', 'Live1', 'Live2']);
          expect(Math.max(...batches)).toBeLessThanOrEqual(2);
        } finally {
          await subscription.stop();
        }
        await expect(subscription.done).resolves.toBeUndefined();
      });

      it('ends with the handler error when the handler fails', async () => {
        const store = getStore();
        const start = await store.headPosition();
        await appendOk(store, streamName('fail'), [event('Boom')]);
        const subscription = store.subscribeAll(start, async () => {
          throw new Error('handler failed');
        });
        await expect(subscription.done).rejects.toThrow('handler failed');
      });

      it('resumes strictly after the position it is given', async () => {
        const store = getStore();
        const stream = streamName('resume');
        const start = await store.headPosition();
        await store.append(stream, [event('One'), event('Two')], { expectedRevision: 'no_stream' });
        const [first] = await readAllWhenVisible(store, start, 1);
        const seen: string[] = [];
        const subscription = store.subscribeAll(first!.position as GlobalPosition, async (batch) => {
          seen.push(...batch.filter((e) => e.streamId === stream).map((e) => e.type));
        });
        try {
          await eventually(() => seen.length >= 1, { what: 'the event after the position' });
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(seen).toEqual(['Two']);
        } finally {
          await subscription.stop();
        }
      });

      it('a stream filter delivers only matching streams and reports progress past the rest', async () => {
        const store = getStore();
        const keep = `keep${newId().slice(0, 8)}-`;
        const start = await store.headPosition();
        await appendOk(store, `${keep}a`, [event('Kept1')]);
        // More than EventStoreDB scans between two checkpoints (10 windows of 32 events).
        const skipped = Array.from({ length: 400 }, (_, index) => event(`Skipped${index}`));
        await appendOk(store, streamName('skip'), skipped);
        const [kept] = await readAllWhenVisible(store, start, 1);
        const received: string[] = [];
        const progress: GlobalPosition[] = [];
        const subscription = store.subscribeAll(
          start,
          async (batch) => {
            received.push(...batch.map((e) => `${e.streamId.startsWith(keep) ? 'keep' : 'other'}:${e.type}`));
          },
          {
            batchSize: 100,
            filter: { streamPrefixes: [keep] },
            onProgress: async (position) => {
              progress.push(position);
            },
          },
        );
        try {
          await eventually(() => progress.length > 0, { what: 'progress reported past the skipped events' });
          await appendOk(store, `${keep}b`, [event('Kept2')]);
          await eventually(() => received.length >= 2, { what: 'both kept events' });
          expect(received).toEqual(['keep:Kept1', 'keep:Kept2']);
          expect(comparePositions(progress[0]!, kept!.position)).toBe(1);
          expect(comparePositions(progress.at(-1)!, await store.headPosition())).toBeLessThanOrEqual(0);
        } finally {
          await subscription.stop();
        }
      });

      it('a stream filter’s progress reaches the head after appends it does not match', async () => {
        const store = getStore();
        const keep = `keep${newId().slice(0, 8)}-`;
        await appendOk(store, `${keep}a`, [event('Kept')]);
        const start = await store.headPosition();
        const progress: GlobalPosition[] = [];
        const subscription = store.subscribeAll(start, async () => {}, {
          filter: { streamPrefixes: [keep] },
          onProgress: async (position) => void progress.push(position),
        });
        try {
          for (let index = 0; index < 5; index += 1)
            await appendOk(store, streamName('other'), [event('Other')]);
          const head = await store.headPosition();
          await eventually(() => progress.at(-1), {
            what: 'progress at the head',
            accept: (position) => position !== undefined && comparePositions(position, head) === 0,
          });
        } finally {
          await subscription.stop();
        }
      });

      it('an exclusion filter delivers every stream but the excluded ones', async () => {
        const store = getStore();
        const noisy = `noisy${newId().slice(0, 8)}-`;
        const quiet = streamName('quiet');
        const start = await store.headPosition();
        await appendOk(store, `${noisy}1`, [event('Noise')]);
        await appendOk(store, quiet, [event('Signal')]);
        const seen: string[] = [];
        const subscription = store.subscribeAll(
          start,
          async (batch) => {
            seen.push(...batch.map((e) => e.streamId));
          },
          { filter: { excludeStreamPrefixes: [noisy] } },
        );
        try {
          await eventually(() => seen.includes(quiet), { what: 'the quiet stream' });
          expect(seen.some((streamId) => streamId.startsWith(noisy))).toBe(false);
        } finally {
          await subscription.stop();
        }
      });
    });

    describe('consumer groups', () => {
      const prefix = () => `grp${newId().slice(0, 8)}-`;
      const joinGroup = (
        store: EventStore,
        group: string,
        handler: (event: RecordedEvent) => Promise<void>,
        options: Parameters<EventStore['subscribeGroup']>[2] = {},
      ) => store.subscribeGroup(group, handler, { retryDelayMs: 50, ...options });

      it('shares the events among the members: each handled once, a stream in order', async () => {
        const store = getStore();
        const streams = prefix();
        const group = `share-${newId()}`;
        const handled: { member: string; event: RecordedEvent }[] = [];
        const member = (name: string) =>
          joinGroup(
            store,
            group,
            async (recorded) => {
              await new Promise((resolve) => setTimeout(resolve, 2));
              handled.push({ member: name, event: recorded });
            },
            { filter: { streamPrefixes: [streams] } },
          );
        const members = [member('a'), member('b')];
        try {
          for (let index = 0; index < 6; index += 1) {
            await appendOk(store, `${streams}${index % 3}`, [event(`E${index}a`), event(`E${index}b`)]);
          }
          await eventually(() => handled.length >= 12, { what: 'the twelve events handled' });
          // Every delivery acknowledged: a second delivery of any of them would have come by now.
          await eventually(() => groupStatus(store, group), {
            what: 'the group with nothing in flight',
            accept: (status) => status?.inFlight === 0 && status.handled >= 12,
          });
          expect(new Set(handled.map(({ event }) => event.id)).size).toBe(12);
          expect(handled).toHaveLength(12);
          for (let stream = 0; stream < 3; stream += 1) {
            const revisions = handled
              .filter(({ event }) => event.streamId === `${streams}${stream}`)
              .map(({ event }) => event.revision);
            expect(revisions).toEqual([0n, 1n, 2n, 3n]);
          }
        } finally {
          await Promise.all(members.map((subscription) => subscription.stop()));
        }
      });

      it('delivers only the event types asked for, and keeps its place across members', async () => {
        const store = getStore();
        const streams = prefix();
        const group = `types-${newId()}`;
        const seen: string[] = [];
        const options = { filter: { streamPrefixes: [streams] }, eventTypes: ['Wanted'] };
        const first = joinGroup(store, group, async (recorded) => void seen.push(recorded.type), options);
        await appendOk(store, `${streams}1`, [event('Wanted'), event('Unwanted'), event('Wanted')]);
        await eventually(() => seen.length >= 2, { what: 'the first member handling both wanted events' });
        await first.stop();

        await appendOk(store, `${streams}1`, [event('Wanted')]);
        const second = joinGroup(store, group, async (recorded) => void seen.push(recorded.type), options);
        try {
          await eventually(() => seen.length >= 3, { what: 'the second member handling the new event' });
          // Every delivery acknowledged: a second delivery of any of them would have come by now.
          await eventually(() => groupStatus(store, group), {
            what: 'the group with nothing in flight',
            accept: (candidate) => candidate?.inFlight === 0 && candidate.handled >= 3,
          });
          expect(seen).toEqual(['Wanted', 'Wanted', 'Wanted']);
          const status = await groupStatus(store, group);
          expect(status).toMatchObject({ handled: 3, inFlight: 0, parked: 0 });
        } finally {
          await second.stop();
        }
      });

      it('retries a failing event, parks it after maxAttempts, goes on, and replays it on demand', async () => {
        const store = getStore();
        const streams = prefix();
        const group = `park-${newId()}`;
        const attempts = new Map<string, number>();
        const calls: string[] = [];
        const handled: string[] = [];
        const parked: string[] = [];
        let poisonCured = false;
        const subscription = joinGroup(
          store,
          group,
          async (recorded) => {
            attempts.set(recorded.type, (attempts.get(recorded.type) ?? 0) + 1);
            calls.push(recorded.type);
            if (recorded.type === 'Poison' && !poisonCured) throw new Error('cannot digest');
            handled.push(recorded.type);
          },
          {
            filter: { streamPrefixes: [streams] },
            maxAttempts: 3,
            onParked: (recorded) => parked.push(recorded.type),
          },
        );
        try {
          await appendOk(store, `${streams}x`, [event('Before'), event('Poison'), event('After')]);
          await appendOk(store, `${streams}y`, [event('Elsewhere')]);
          await eventually(() => handled.includes('After') && handled.includes('Elsewhere'), {
            what: 'the events after the poison and on another stream',
          });
          expect(attempts.get('Poison')).toBe(3);
          expect(parked).toEqual(['Poison']);
          // The stream's next event waits until the failing one is parked.
          expect(calls.filter((type) => type !== 'Elsewhere')).toEqual([
            'Before',
            'Poison',
            'Poison',
            'Poison',
            'After',
          ]);
          const status = (await store.consumerGroups()).find((candidate) => candidate.group === group);
          expect(status?.parked).toBe(1);

          poisonCured = true;
          await store.replayParked(group);
          await eventually(() => handled.includes('Poison'), { what: 'the replayed poison handled' });
          // Its acknowledgement follows the handler: wait for nothing in flight.
          await eventually(() => groupStatus(store, group), {
            what: 'the group with nothing in flight',
            accept: (candidate) => candidate?.inFlight === 0 && candidate.handled >= 4,
          });
          const after = await groupStatus(store, group);
          expect(after).toMatchObject({ parked: 0, inFlight: 0, handled: 4 });
        } finally {
          await subscription.stop();
        }
      });
    });
  });
}
