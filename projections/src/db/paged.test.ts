// A page's rows and its total come from one snapshot, even while another connection writes.
import { createKysely } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { countRows, inOneSnapshot } from './paged.js';

interface Probe {
  probe_rows: { id: number };
}

const STANDING = 10;
const BATCH = 5;

let database: TestDatabase;
let db: Kysely<Probe>;

beforeAll(async () => {
  database = await createTestDatabase(4);
  db = createKysely<Probe>(database.pool);
  await sql`create table probe_rows (id integer primary key)`.execute(db);
});
afterAll(async () => database?.drop());

beforeEach(async () => {
  await db.deleteFrom('probe_rows').execute();
  await db
    .insertInto('probe_rows')
    .values(Array.from({ length: STANDING }, (_, i) => ({ id: i + 1 })))
    .execute();
});

const everything = (tx: Kysely<Probe>) => tx.selectFrom('probe_rows');

async function pageOf(tx: Kysely<Probe>, page: number, limit: number) {
  return everything(tx)
    .selectAll()
    .orderBy('id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
}

/** Commits a batch of rows on a connection of its own (the pool's, outside any reader's transaction). */
const insertBatch = () =>
  db
    .insertInto('probe_rows')
    .values(Array.from({ length: BATCH }, (_, i) => ({ id: 1_000 + i })))
    .execute();

it('counts rows committed between the two reads when they are separate statements (the control)', async () => {
  const rows = await pageOf(db, 1, 100);
  await insertBatch();
  const total = await countRows(everything(db));
  expect(rows).toHaveLength(STANDING);
  expect(total).toBe(STANDING + BATCH);
});

it('leaves out rows committed between the two reads when they share a snapshot', async () => {
  const { rows, total } = await inOneSnapshot(db, async (tx) => {
    const rows = await pageOf(tx, 1, 100);
    await insertBatch();
    return { rows, total: await countRows(everything(tx)) };
  });
  expect(rows).toHaveLength(STANDING);
  expect(total).toBe(STANDING);
  expect(await countRows(everything(db))).toBe(STANDING + BATCH);
});

it('answers a page past the end with no rows and the whole count', async () => {
  const { rows, total } = await inOneSnapshot(db, async (tx) => ({
    rows: await pageOf(tx, 3, 10),
    total: await countRows(everything(tx)),
  }));
  expect(rows).toEqual([]);
  expect(total).toBe(STANDING);
});

it('agrees on every one of 200 pages while another connection inserts and deletes rows', async () => {
  let stop = false;
  let commits = 0;
  const writer = db.connection().execute(async (connection) => {
    while (!stop) {
      await connection
        .insertInto('probe_rows')
        .values(Array.from({ length: BATCH }, (_, i) => ({ id: 1_000 + i })))
        .execute();
      await connection.deleteFrom('probe_rows').where('id', '>=', 1_000).execute();
      commits += 2;
    }
  });
  const disagreements: { rows: number; total: number }[] = [];
  const totals = new Set<number>();
  try {
    // At least 200 reads, and enough of them that the writer has certainly committed in between.
    for (let reads = 0; reads < 200 || commits < 40; reads++) {
      const { rows, total } = await inOneSnapshot(db, async (tx) => ({
        rows: await pageOf(tx, 1, 100),
        total: await countRows(everything(tx)),
      }));
      totals.add(total);
      if (rows.length !== total) disagreements.push({ rows: rows.length, total });
    }
  } finally {
    stop = true;
    await writer;
  }
  expect(disagreements).toEqual([]);
  expect([...totals].every((total) => total === STANDING || total === STANDING + BATCH)).toBe(true);
});
