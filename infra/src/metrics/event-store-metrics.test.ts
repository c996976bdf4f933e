// The metered store counts appends by outcome, the events written, and times every append.
import { createTestDatabase, createTestEventStore, type TestDatabase } from '@shop/infra/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '../event-store/event-store.js';
import { newId } from '../ids.js';
import { parsePrometheusText, samplesOf } from '../testing/prometheus-text.js';
import { readAllWhenVisible } from '../testing/read-all-when-visible.js';
import { meterEventStore } from './event-store-metrics.js';
import { createMetricsRegistry } from './registry.js';

let database: TestDatabase;
let inner: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  inner = (await createTestEventStore(database)).store;
});
afterAll(async () => {
  await inner?.close();
  await database?.drop();
});

const event = (): NewEvent => ({
  id: newId(),
  type: 'Probed',
  data: {},
  metadata: {
    actor: 'system:test',
    correlationId: 'c',
    causationId: null,
    occurredAt: new Date().toISOString(),
  },
});

it('counts ok appends, conflicts and events written, and observes each append', async () => {
  const registry = createMetricsRegistry('test');
  const store = meterEventStore(inner, registry);
  const stream = `probe-${newId()}`;
  expect(await store.append(stream, [event(), event()], { expectedRevision: 'no_stream' })).toMatchObject({
    ok: true,
  });
  expect(await store.append(stream, [event()], { expectedRevision: 'no_stream' })).toMatchObject({
    ok: false,
  });
  expect(await store.append(stream, [event()], { expectedRevision: 1n })).toMatchObject({ ok: true });

  const samples = parsePrometheusText(await registry.metrics());
  const value = (name: string, labels: Record<string, string> = {}) =>
    samplesOf(samples, name, { service: 'test', ...labels })[0]?.value;
  expect(value('shop_event_store_appends_total', { outcome: 'ok' })).toBe(2);
  expect(value('shop_event_store_appends_total', { outcome: 'conflict' })).toBe(1);
  expect(value('shop_event_store_appends_total', { outcome: 'error' })).toBe(0);
  expect(value('shop_event_store_events_appended_total')).toBe(3);
  expect(value('shop_event_store_append_duration_seconds_count')).toBe(3);
  expect(store.kind).toBe('postgres');
  expect((await readAllWhenVisible(store, { commit: 0n, prepare: 0n }, 10, 3)).length).toBe(3);
});
