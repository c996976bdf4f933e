// Migration 0025 on a database 0024 built: the event-text trigram index goes, the entity index is the byte
// ordered one, the names get trigrams; its down gives back 0024's indexes, and up again works.
import { createKysely, migrateToLatest } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { down, up } from './0025-audit-search-by-ids.js';
import { readModelMigrations } from './index.js';

let database: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  database = await createTestDatabase(2);
  db = createKysely<unknown>(database.pool);
  await migrateToLatest(db, readModelMigrations, 'read_model_migrations');
});
afterAll(async () => database?.drop());

async function indexes(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes
     where tablename in ('audit_log', 'audit_entity_names') and indexname in
       ('audit_log_text_trigrams', 'audit_log_entity', 'audit_log_entity_prefix', 'audit_entity_names_name_trigrams')
     order by indexname`.execute(db);
  return rows.map((row) => row.name);
}

it('leaves no index over the events’ text, and indexes ids by their beginning and names by trigrams', async () => {
  expect(await indexes()).toEqual(['audit_entity_names_name_trigrams', 'audit_log_entity_prefix']);
  const { rows } = await sql<{ definition: string }>`
    select indexdef as definition from pg_indexes where indexname = 'audit_log_entity_prefix'`.execute(db);
  expect(rows[0]!.definition).toContain('(category text_pattern_ops, entity_id text_pattern_ops, seq)');
});

it('goes down to 0024’s indexes and up again', async () => {
  await down(db);
  expect(await indexes()).toEqual(['audit_log_entity', 'audit_log_text_trigrams']);
  await up(db);
  expect(await indexes()).toEqual(['audit_entity_names_name_trigrams', 'audit_log_entity_prefix']);
});
