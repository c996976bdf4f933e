// Migration 0017 on an audit trail projected before it: each entity's name comes from its creating event.
import { createKysely, migrateToLatest } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readModelMigrations } from './index.js';

let database: TestDatabase;
let db: Kysely<unknown>;

const before = Object.fromEntries(
  Object.entries(readModelMigrations).filter(([name]) => name < '0017-audit-entity-names'),
);
let events = 0;
const row = (streamId: string, type: string, data: object) => {
  events += 1;
  const [category, ...id] = streamId.split('-');
  return sql`
    insert into audit_log (event_id, stream_id, revision, category, entity_id, type, actor, occurred_at, data)
    values (${`00000000-0000-4000-8000-${String(events).padStart(12, '0')}`}::uuid, ${streamId}, 0,
      ${category}, ${id.join('-')}, ${type}, 'system:test', now(), ${JSON.stringify(data)}::jsonb)`;
};

beforeAll(async () => {
  database = await createTestDatabase(2);
  db = createKysely<unknown>(database.pool);
  await migrateToLatest(db, before, 'read_model_migrations');
  await row('user-u1', 'UserRegistered', { userId: 'u1', username: 'trader42' }).execute(db);
  await row('user-u1', 'UserLoggedIn', { method: 'password' }).execute(db);
  await row('licence-l1', 'LicenceIssued', { licenseKey: '3QQVZ-AB12C-DE34F-GH56J' }).execute(db);
  await row('ticket-t1', 'TicketOpened', { ticketNumber: 12 }).execute(db);
  await row('discount-d1', 'DiscountCreated', { code: 'SPRING20' }).execute(db);
  await row('order-o1', 'OrderPlaced', { orderId: 'o1' }).execute(db);
  await migrateToLatest(db, readModelMigrations, 'read_model_migrations');
});
afterAll(async () => database?.drop());

it('names each entity created before it by its creating event, and nothing else', async () => {
  const { rows } = await sql<{ stream_id: string; name: string }>`
    select stream_id, name from audit_entity_names order by stream_id`.execute(db);
  expect(rows).toEqual([
    { stream_id: 'discount-d1', name: 'SPRING20' },
    { stream_id: 'licence-l1', name: '3QQVZ-AB12C-DE34F-GH56J' },
    { stream_id: 'ticket-t1', name: '12' },
    { stream_id: 'user-u1', name: 'trader42' },
  ]);
});
