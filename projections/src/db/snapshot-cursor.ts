// Reads every row of a query in batches from one snapshot, through a server-side cursor, for exports
// that stream far more rows than a page (a CSV of 100,000 licences) with memory that stays flat.
//
// A cursor (DECLARE … CURSOR inside a read-only REPEATABLE READ transaction, then FETCH n at a time) was
// chosen over keyset pagination: it runs the list's own query, ORDER BY and all, so an export follows
// every sort the list has, computed ones too (a licence's status as shown, an order's decision rank,
// nulls first or last), where keyset paging would need a `where (sort key, id) > (last row's)` written
// for each sort, and would see rows that commit between two pages. It needs no extra package (kysely's
// `.stream()` needs `pg-cursor`). The price: the export holds one pooled connection and one snapshot for
// as long as the download lasts, so a client that stops reading is cut off after IDLE_LIMIT_SECONDS.
import { type Compilable, CompiledQuery, type ControlledTransaction, type Kysely } from 'kysely';

export interface SnapshotCursorOptions {
  /** Rows per FETCH, and so per batch yielded. */
  batchSize?: number;
}

export const DEFAULT_EXPORT_BATCH_SIZE = 1_000;
/** How long the transaction may sit waiting for the client to read before PostgreSQL ends it. */
const IDLE_LIMIT_SECONDS = 120;
const CURSOR = 'snapshot_rows';

/**
 * Yields the rows of `query` (built on the transaction it is given) in its order, `batchSize` at a time,
 * all from the snapshot its first FETCH sees. Stopping early (`return()`, a closed download) rolls back
 * and frees the connection; reading to the end commits.
 */
export async function* rowsInOneSnapshot<DB, Row>(
  db: Kysely<DB>,
  query: (tx: Kysely<DB>) => Compilable<Row>,
  { batchSize = DEFAULT_EXPORT_BATCH_SIZE }: SnapshotCursorOptions = {},
): AsyncGenerator<Row[], void, undefined> {
  const size = wholeBatchSize(batchSize);
  const tx = await db
    .startTransaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute();
  try {
    await declareCursor(tx, query(tx).compile());
    const fetchBatch = CompiledQuery.raw(`fetch forward ${size} from ${CURSOR}`);
    for (;;) {
      const { rows } = await tx.executeQuery<Row>(fetchBatch);
      if (rows.length > 0) yield rows;
      if (rows.length < size) break;
    }
    await tx.commit().execute();
  } finally {
    if (!tx.isCommitted) await rollBackQuietly(tx);
  }
}

async function declareCursor<DB>(tx: ControlledTransaction<DB>, compiled: CompiledQuery) {
  await tx.executeQuery(
    CompiledQuery.raw(`set local idle_in_transaction_session_timeout = '${IDLE_LIMIT_SECONDS}s'`),
  );
  await tx.executeQuery(
    CompiledQuery.raw(`declare ${CURSOR} no scroll cursor for ${compiled.sql}`, [...compiled.parameters]),
  );
}

function wholeBatchSize(batchSize: number): number {
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError(`Batch size ${batchSize} is not a count`);
  return batchSize;
}

/** A connection PostgreSQL has already ended cannot roll back; kysely frees it either way. */
async function rollBackQuietly<DB>(tx: ControlledTransaction<DB>) {
  try {
    await tx.rollback().execute();
  } catch {
    // The transaction is gone with its connection; nothing is left to undo.
  }
}
