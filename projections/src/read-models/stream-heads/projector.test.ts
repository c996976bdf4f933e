import { splitStreamId } from '@shop/domain';
import { createKysely, type RecordedEvent } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { migrateReadModels } from '../../db/migrate.js';
import type { ReadModels } from '../../db/schema.js';
import { streamHeadsProjector } from './projector.js';
import { recentStreams } from './queries.js';

const categoryOf = (streamId: string) => splitStreamId(streamId).category;

let database: TestDatabase;
let db: Kysely<ReadModels>;

beforeAll(async () => {
  database = await createTestDatabase(4);
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
});
beforeEach(async () => {
  await db.deleteFrom('stream_heads').execute();
});
afterAll(async () => database?.drop());

let position = 0n;
function recorded(streamId: string, revision: bigint, type: string, at: string): RecordedEvent {
  position += 1n;
  return {
    id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
    streamId,
    revision,
    type,
    data: {},
    metadata: { actor: 'admin:u1', correlationId: 'c', causationId: null, occurredAt: at },
    position: { commit: position, prepare: position },
    recordedAt: new Date(at),
  };
}

const history = [
  recorded('order-1', 0n, 'OrderPlaced', '2026-11-22T10:00:00Z'),
  recorded('licence-9', 0n, 'LicenceIssued', '2026-11-22T10:01:00Z'),
  recorded('order-1', 1n, 'PaymentConfirmed', '2026-11-22T10:02:00Z'),
];

async function project(events: RecordedEvent[]) {
  await db.transaction().execute((trx) => streamHeadsProjector.project(trx, events));
}

it('keeps each stream latest revision, event, actor and first/last times', async () => {
  await project(history);
  const rows = await recentStreams(db, { limit: 10 });
  expect(
    rows.map((row) => [row.stream_id, row.category, row.revision, row.last_event_type, row.last_actor]),
  ).toEqual([
    ['order-1', 'order', '1', 'PaymentConfirmed', 'admin:u1'],
    ['licence-9', 'licence', '0', 'LicenceIssued', 'admin:u1'],
  ]);
  const order = rows[0]!;
  expect(order.first_recorded_at.toISOString()).toBe('2026-11-22T10:00:00.000Z');
  expect(order.last_recorded_at.toISOString()).toBe('2026-11-22T10:02:00.000Z');
  expect((await recentStreams(db, { category: 'licence', limit: 10 })).map((row) => row.stream_id)).toEqual([
    'licence-9',
  ]);
});

it('gives the same rows when events are replayed, whole or in part', async () => {
  await project(history);
  const once = await recentStreams(db, { limit: 10 });
  await project(history);
  await project([history[0]!]);
  expect(await recentStreams(db, { limit: 10 })).toEqual(once);
});

it('names the category by the part before the first dash', () => {
  expect(categoryOf('payment-tx-bep20-0xabc')).toBe('payment');
  expect(categoryOf('standalone')).toBe('standalone');
});
