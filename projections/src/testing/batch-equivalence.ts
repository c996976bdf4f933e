// Checks a set-based projector against its meaning: the log cut into batches of any size leaves exactly
// the rows that projecting it one event at a time leaves, and replaying it changes nothing.
import { createKysely, type RecordedEvent } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../db/migrate.js';
import type { ReadModels } from '../db/schema.js';
import type { Projector } from '../runtime/projector.js';

export type TableRows = Record<string, Record<string, unknown>[]>;

/** Empties the projector's tables, then projects `events` in batches of `batchSize`, each in its own transaction. */
export async function projectInBatches(
  db: Kysely<ReadModels>,
  projector: Projector,
  events: readonly RecordedEvent[],
  batchSize: number,
): Promise<void> {
  for (const table of projector.tables) await sql`truncate table ${sql.table(table)}`.execute(db);
  await projectAgain(db, projector, events, batchSize);
}

/** Projects `events` in batches of `batchSize` over whatever the tables hold. */
export async function projectAgain(
  db: Kysely<ReadModels>,
  projector: Projector,
  events: readonly RecordedEvent[],
  batchSize: number,
): Promise<void> {
  for (let start = 0; start < events.length; start += batchSize) {
    const batch = events.slice(start, start + batchSize);
    await db.transaction().execute((trx) => projector.project(trx, batch));
  }
}

/** Every row of the projector's tables in a stable order, without the columns a sequence fills. */
export async function rowsOf(
  db: Kysely<ReadModels>,
  projector: Projector,
  leaveOut: readonly string[] = [],
): Promise<TableRows> {
  const rows: TableRows = {};
  for (const table of projector.tables) {
    const { rows: found } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)}`.execute(db);
    const kept = found.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => !leaveOut.includes(column))),
    );
    rows[table] = kept.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  return rows;
}

/** The rows after projecting one event at a time, and after each other batch size given; the caller asserts they are equal. */
export async function rowsPerBatchSize(
  db: Kysely<ReadModels>,
  projector: Projector,
  events: readonly RecordedEvent[],
  batchSizes: readonly number[],
  leaveOut: readonly string[] = [],
): Promise<{ oneByOne: TableRows; batched: TableRows[] }> {
  await projectInBatches(db, projector, events, 1);
  const oneByOne = await rowsOf(db, projector, leaveOut);
  const batched: TableRows[] = [];
  for (const size of batchSizes) {
    await projectInBatches(db, projector, events, size);
    batched.push(await rowsOf(db, projector, leaveOut));
  }
  return { oneByOne, batched };
}

/** The rows after projecting the log as one batch, and after replaying it once more over them. */
export async function rowsBeforeAndAfterReplay(
  db: Kysely<ReadModels>,
  projector: Projector,
  events: readonly RecordedEvent[],
  leaveOut: readonly string[] = [],
): Promise<{ once: TableRows; replayed: TableRows }> {
  await projectInBatches(db, projector, events, events.length);
  const once = await rowsOf(db, projector, leaveOut);
  await projectAgain(db, projector, events, events.length);
  return { once, replayed: await rowsOf(db, projector, leaveOut) };
}

/**
 * For a projector's test file: a migrated read-model database for the file, and the two tests every
 * set-based projector owes (any batch size gives the one-at-a-time rows; a replay changes nothing).
 * Returns the database, for the file's own tests.
 */
export function describeBatchEquivalence(
  projector: Projector,
  log: readonly RecordedEvent[],
  batchSizes: readonly number[],
): () => Kysely<ReadModels> {
  let database: TestDatabase;
  let db: Kysely<ReadModels>;
  beforeAll(async () => {
    database = await createTestDatabase(4);
    db = createKysely<ReadModels>(database.pool);
    await migrateReadModels(db);
  });
  afterAll(async () => database?.drop());

  it('leaves the same rows whether a batch holds the whole log or a single event', async () => {
    const { oneByOne, batched } = await rowsPerBatchSize(db, projector, log, batchSizes);
    for (const rows of batched) expect(rows).toEqual(oneByOne);
  });

  it('changes nothing when the log is replayed', async () => {
    const { once, replayed } = await rowsBeforeAndAfterReplay(db, projector, log);
    expect(replayed).toEqual(once);
  });
  return () => db;
}
