// Checkpoints: read them anywhere, move them only inside the projector's own transaction.
import { formatPosition, type GlobalPosition, parsePosition, START } from '@shop/infra';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { CheckpointWatcher } from './checkpoint-watcher.js';

export class StaleCheckpointError extends Error {
  override readonly name = 'StaleCheckpointError';
  constructor(projectorId: string) {
    super(`Checkpoint of ${projectorId} moved under us: another instance is running it`);
  }
}

/**
 * Lets this transaction commit without waiting for the WAL flush. Safe for projector transactions: a
 * crash of PostgreSQL may lose the last of them, but rows and checkpoint together (so the projector
 * simply projects those events again), and never before the events they read, which were written
 * to the WAL earlier.
 */
export async function commitWithoutFlush(trx: Transaction<ReadModels>): Promise<void> {
  await sql`set local synchronous_commit = off`.execute(trx);
}

export async function loadCheckpoint(db: Kysely<ReadModels>, projectorId: string): Promise<GlobalPosition> {
  await db
    .insertInto('projection_checkpoints')
    .values({ projector_id: projectorId, position: formatPosition(START) })
    .onConflict((conflict) => conflict.column('projector_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('projection_checkpoints')
    .select('position')
    .where('projector_id', '=', projectorId)
    .executeTakeFirstOrThrow();
  return parseStored(row.position);
}

export interface CheckpointMove {
  projectorId: string;
  from: GlobalPosition;
  to: GlobalPosition;
  eventCount: number;
}

/**
 * Compare-and-set of each projector's checkpoint from `from` to `to`, in one statement and in the same
 * transaction as the rows: if another instance moved any of them meanwhile, nothing of the batch commits.
 */
export async function advanceCheckpoints(trx: Transaction<ReadModels>, moves: readonly CheckpointMove[]) {
  if (moves.length === 0) return;
  const result = await sql`update projection_checkpoints c
      set position = m.to_position, events_processed = c.events_processed + m.event_count, updated_at = now()
     from unnest(${moves.map((move) => move.projectorId)}::text[], ${moves.map((move) => formatPosition(move.from))}::text[],
                 ${moves.map((move) => formatPosition(move.to))}::text[], ${moves.map((move) => move.eventCount)}::bigint[])
          as m(projector_id, from_position, to_position, event_count)
    where c.projector_id = m.projector_id and c.position = m.from_position`.execute(trx);
  if (result.numAffectedRows !== BigInt(moves.length)) {
    throw new StaleCheckpointError(moves.map((move) => move.projectorId).join(', '));
  }
}

/** Back to the start of the log, with the projector's rows emptied by the caller in the same transaction. */
export async function resetCheckpoint(trx: Transaction<ReadModels>, projectorId: string): Promise<void> {
  await trx
    .insertInto('projection_checkpoints')
    .values({ projector_id: projectorId, position: formatPosition(START) })
    .onConflict((conflict) =>
      conflict.column('projector_id').doUpdateSet({ position: formatPosition(START), events_processed: '0' }),
    )
    .execute();
}

export async function listCheckpoints(db: Kysely<ReadModels>) {
  const rows = await db.selectFrom('projection_checkpoints').selectAll().orderBy('projector_id').execute();
  return rows.map((row) => ({
    projectorId: row.projector_id,
    position: parseStored(row.position),
    eventsProcessed: Number(row.events_processed),
    updatedAt: row.updated_at,
  }));
}

const watchers = new WeakMap<Kysely<ReadModels>, CheckpointWatcher>();

/**
 * Read-your-writes: waits until the projector's rows include the event at `position`. False when it
 * has not got there within `timeoutMs` (the projections service is down or far behind). Every wait
 * on one database handle shares one reader of the checkpoints.
 */
export function waitForCheckpoint(
  db: Kysely<ReadModels>,
  projectorId: string,
  position: GlobalPosition,
  { timeoutMs = 5_000 }: { timeoutMs?: number } = {},
): Promise<boolean> {
  let watcher = watchers.get(db);
  if (!watcher) {
    watcher = new CheckpointWatcher(db);
    watchers.set(db, watcher);
  }
  return watcher.waitFor(projectorId, position, timeoutMs);
}

function parseStored(text: string): GlobalPosition {
  const position = parsePosition(text);
  if (!position) throw new Error(`Unreadable checkpoint position ${JSON.stringify(text)}`);
  return position;
}
