// Migration 0014 on tickets written before it: the owner's last activity leaves out a trailing internal note.
import { createKysely, migrateToLatest } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readModelMigrations } from './index.js';

let database: TestDatabase;
let db: Kysely<unknown>;

const at = (minute: number) => new Date(`2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`);
const NOTED = '11111111-1111-4111-8111-111111111111';
const REPLIED = '22222222-2222-4222-8222-222222222222';
const OWNER = '33333333-3333-4333-8333-333333333333';

const before = Object.fromEntries(
  Object.entries(readModelMigrations).filter(([name]) => name < '0014-ticket-owner-activity'),
);

beforeAll(async () => {
  database = await createTestDatabase(2);
  db = createKysely<unknown>(database.pool);
  await migrateToLatest(db, before, 'read_model_migrations');
  const ticket = (id: string, number: number, lastActivity: Date) => sql`
    insert into tickets (ticket_id, ticket_number, user_id, subject, description, category, priority, status,
      created_at, last_activity, revision)
    values (${id}, ${number}, ${OWNER}, 's', 'd', 'general', 'medium', 'open', ${at(0)}, ${lastActivity}, 2)`;
  const message = (ticketId: string, id: string, isInternal: boolean, postedAt: Date) => sql`
    insert into ticket_messages (message_id, ticket_id, sender_id, sender_type, message, is_internal, created_at)
    values (${id}, ${ticketId}, ${OWNER}, 'admin', 'm', ${isInternal}, ${postedAt})`;
  await ticket(NOTED, 1, at(9)).execute(db);
  await message(NOTED, '44444444-4444-4444-8444-444444444441', false, at(4)).execute(db);
  await message(NOTED, '44444444-4444-4444-8444-444444444442', true, at(9)).execute(db);
  await ticket(REPLIED, 2, at(7)).execute(db);
  await message(REPLIED, '44444444-4444-4444-8444-444444444443', true, at(3)).execute(db);
  await message(REPLIED, '44444444-4444-4444-8444-444444444444', false, at(7)).execute(db);
  await migrateToLatest(db, readModelMigrations, 'read_model_migrations');
});
afterAll(async () => database?.drop());

it("gives existing tickets the owner's last activity: before a trailing internal note, else the last activity", async () => {
  const { rows } = await sql<{ ticket_id: string; owner_last_activity: Date }>`
    select ticket_id, owner_last_activity from tickets order by ticket_number`.execute(db);
  expect(rows).toEqual([
    { ticket_id: NOTED, owner_last_activity: at(4) },
    { ticket_id: REPLIED, owner_last_activity: at(7) },
  ]);
});
