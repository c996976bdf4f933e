// The chain watcher's tables have their own migrations and history: a new database gets them from
// migrateChainWatcher alone (the read models' migrations no longer create them), and a database
// whose read-model migration 0008 created them before they moved keeps them, rows and all.
import { createKysely } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import { migrateReadModels, type ReadModels } from '@shop/projections';
import { type Kysely, sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { migrateChainWatcher } from '../src/db/migrate.js';
import type { ChainWatcherTables } from '../src/db/tables.js';

const CHAIN_TABLES = ['chain_candidates', 'chain_cursors', 'payment_checks'];

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function tablesOf(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
      where table_schema = 'public' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

it('creates its tables on a new database, apart from the read models and their history', async () => {
  database = await createTestDatabase(2);
  const db = createKysely<ChainWatcherTables>(database.pool);
  await migrateReadModels(createKysely<ReadModels>(database.pool));
  const readModelsOnly = await tablesOf(db as Kysely<unknown>);
  expect(readModelsOnly).toContain('orders');
  expect(readModelsOnly.filter((table) => CHAIN_TABLES.includes(table))).toEqual([]);

  await migrateChainWatcher(db);
  await migrateChainWatcher(db);
  expect(await tablesOf(db as Kysely<unknown>)).toEqual(
    expect.arrayContaining([...CHAIN_TABLES, 'chain_watcher_migrations', 'read_model_migrations']),
  );
  const { rows } = await sql<{ name: string }>`select name from chain_watcher_migrations`.execute(db);
  expect(rows.map((row) => row.name)).toEqual(['0001-chain-watcher-state', '0002-candidate-amounts']);
});

it('adopts the tables the read models migration 0008 created before they moved, keeping their rows', async () => {
  database = await createTestDatabase(2);
  const db = createKysely<ChainWatcherTables>(database.pool);
  await migrateReadModels(createKysely<ReadModels>(database.pool));
  // The three tables as the old 0008-payment-verification created them.
  await sql`
    create table chain_cursors (network text primary key, cursor text, updated_at timestamptz not null);
    create table chain_candidates (
      network text not null, transaction_hash text not null, order_id uuid not null,
      found_at timestamptz not null,
      constraint chain_candidates_pk primary key (network, transaction_hash, order_id));
    create table payment_checks (
      order_id uuid primary key, transaction_hash text not null, confirmations integer not null,
      required integer not null, checked_at timestamptz not null, last_error text);
  `.execute(db);
  const now = new Date();
  const orderId = '00000000-0000-4000-8000-000000000001';
  await db.insertInto('chain_cursors').values({ network: 'BEP20', cursor: '42', updated_at: now }).execute();
  await db
    .insertInto('chain_candidates')
    .values({ network: 'BEP20', transaction_hash: '0xabc', order_id: orderId, found_at: now })
    .execute();
  await db
    .insertInto('payment_checks')
    .values({
      order_id: orderId,
      transaction_hash: '0xabc',
      confirmations: 3,
      required: 15,
      checked_at: now,
      last_error: null,
    })
    .execute();

  await migrateChainWatcher(db);

  expect(await db.selectFrom('chain_cursors').select('cursor').execute()).toEqual([{ cursor: '42' }]);
  // A candidate found before amounts were kept has none, and is attached as it always was.
  expect(await db.selectFrom('chain_candidates').select(['order_id', 'amount_base_units']).execute()).toEqual(
    [{ order_id: orderId, amount_base_units: null }],
  );
  expect(await db.selectFrom('payment_checks').select(['confirmations', 'required']).execute()).toEqual([
    { confirmations: 3, required: 15 },
  ]);
  const { rows } = await sql<{ name: string }>`select name from chain_watcher_migrations`.execute(db);
  expect(rows.map((row) => row.name)).toEqual(['0001-chain-watcher-state', '0002-candidate-amounts']);
});
