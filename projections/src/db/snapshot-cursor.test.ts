// Rows through a server-side cursor: every row once, in the query's order, batch after batch; one
// snapshot throughout; the connection freed when the reader stops early.
import { createKysely } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsInOneSnapshot } from './snapshot-cursor.js';

interface Probe {
  cursor_rows: { id: number; label: string };
}

const ROWS = 2_500;

let database: TestDatabase;
let db: Kysely<Probe>;

beforeAll(async () => {
  database = await createTestDatabase(2);
  db = createKysely<Probe>(database.pool);
  await sql`create table cursor_rows (id integer primary key, label text not null)`.execute(db);
  await sql`insert into cursor_rows select n, 'row ' || n from generate_series(1, ${ROWS}) as n`.execute(db);
});
afterAll(async () => database?.drop());

const newestFirst = (tx: Kysely<Probe>) => tx.selectFrom('cursor_rows').selectAll().orderBy('id', 'desc');

async function collect<Row>(batches: AsyncGenerator<Row[]>) {
  const sizes: number[] = [];
  const rows: Row[] = [];
  for await (const batch of batches) {
    sizes.push(batch.length);
    rows.push(...batch);
  }
  return { sizes, rows };
}

it('yields every row once, in order, a batch at a time', async () => {
  const { sizes, rows } = await collect(rowsInOneSnapshot(db, newestFirst, { batchSize: 1_000 }));
  expect(sizes).toEqual([1_000, 1_000, 500]);
  expect(rows.map((row) => row.id)).toEqual(Array.from({ length: ROWS }, (_, i) => ROWS - i));
  expect(rows[0]).toEqual({ id: ROWS, label: `row ${ROWS}` });
});

it('yields no empty batch when the rows fill the last one exactly, nor for no rows', async () => {
  const exact = await collect(rowsInOneSnapshot(db, newestFirst, { batchSize: 500 }));
  expect(exact.sizes).toEqual([500, 500, 500, 500, 500]);
  const none = await collect(rowsInOneSnapshot(db, (tx) => newestFirst(tx).where('id', '<', 0)));
  expect(none.sizes).toEqual([]);
});

it("passes the query's parameters", async () => {
  const { rows } = await collect(
    rowsInOneSnapshot(db, (tx) => newestFirst(tx).where('label', '=', 'row 7').where('id', '>', 3)),
  );
  expect(rows).toEqual([{ id: 7, label: 'row 7' }]);
});

it('reads from the snapshot of its first batch, whatever commits meanwhile', async () => {
  const batches = rowsInOneSnapshot(db, newestFirst, { batchSize: 1_000 });
  const first = await batches.next();
  await db
    .insertInto('cursor_rows')
    .values({ id: ROWS + 1, label: 'late' })
    .execute();
  await db.deleteFrom('cursor_rows').where('id', '=', 1).execute();
  const rest = await collect(batches);
  const ids = [...(first.value ?? []), ...rest.rows].map((row) => row.id);
  expect(ids).toHaveLength(ROWS);
  expect(ids).not.toContain(ROWS + 1);
  expect(ids).toContain(1);
  await db
    .deleteFrom('cursor_rows')
    .where('id', '=', ROWS + 1)
    .execute();
  await db.insertInto('cursor_rows').values({ id: 1, label: 'row 1' }).execute();
});

it('rolls back and frees its connection when the reader stops early', async () => {
  const batches = rowsInOneSnapshot(db, newestFirst, { batchSize: 100 });
  await batches.next();
  expect(database.pool.totalCount - database.pool.idleCount).toBe(1);
  await batches.return();
  expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
  // The pool holds two connections: two more exports at once still find theirs.
  const [a, b] = await Promise.all([
    collect(rowsInOneSnapshot(db, newestFirst)),
    collect(rowsInOneSnapshot(db, newestFirst)),
  ]);
  expect([a.rows.length, b.rows.length]).toEqual([ROWS, ROWS]);
});

it('refuses a batch size that is not a count', async () => {
  await expect(rowsInOneSnapshot(db, newestFirst, { batchSize: 0 }).next()).rejects.toThrow(RangeError);
});
