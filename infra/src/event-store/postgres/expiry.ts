// Removing a stream category's old events from the log (the robots' live streams keep a day): found
// through the partial index of migration 0003 (schema.ts), so a run costs what has expired, not the log.
import type { Pool } from '../../postgres/database.js';

/** Events removed per transaction. */
const EXPIRE_BATCH = 1_000;
/** Expired events found per query: a bound on what a run holds in memory at once. */
const EXPIRE_ROUND = 50_000;

/**
 * The expired events of one category ($1 its prefix, $2 the cut-off, $3 the most to return), the newest
 * of each stream left out. For the live streams PostgreSQL walks `events_robot_live_expiry`, whose
 * predicate this `like` matches once the prefix is bound.
 */
export const EXPIRED_EVENTS_SQL = `select e.global_position from events e
  where e.stream_id like $1 || '%' and e.recorded_at < $2
    and e.stream_revision < (select max(m.stream_revision) from events m where m.stream_id = e.stream_id)
  limit $3`;

/**
 * Deletes the events of the streams starting `streamPrefix` recorded before `before`, except the newest
 * of each stream, so its revision (and the next append's) never goes back. Deletes EXPIRE_BATCH at a
 * time, each its own short transaction: readers of the log stop below the oldest running transaction,
 * so one long delete would hold back every projector and consumer group until it committed.
 */
export async function expireEvents(pool: Pool, streamPrefix: string, before: Date): Promise<number> {
  if (!/^[a-z][a-z0-9-]*-$/.test(streamPrefix)) throw new Error(`Bad stream prefix ${streamPrefix}`);
  let removed = 0;
  for (;;) {
    const { rows } = await pool.query<{ global_position: string }>(EXPIRED_EVENTS_SQL, [
      streamPrefix,
      before,
      EXPIRE_ROUND,
    ]);
    for (let start = 0; start < rows.length; start += EXPIRE_BATCH) {
      const positions = rows.slice(start, start + EXPIRE_BATCH).map((row) => row.global_position);
      const { rowCount } = await pool.query('delete from events where global_position = any($1::bigint[])', [
        positions,
      ]);
      removed += rowCount ?? 0;
    }
    if (rows.length < EXPIRE_ROUND) return removed;
  }
}
