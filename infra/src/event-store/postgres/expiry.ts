// Removing a stream category's old events from the log (the robots' live streams keep a day), at a
// cost that follows what was written since the last run, not the size of the log and not every append:
// each run walks the log in order from where the previous one stopped (`event_expiry`, schema.ts),
// up to the first event not yet old enough, and trims the category's streams it met there.
import type { Pool } from '../../postgres/database.js';

/** Events of the log read per step of the walk, and so about the most one trim removes. */
const WALK_STEP = 1_000;

const MARK_SQL = {
  name: 'event_expiry_mark',
  text: `insert into event_expiry (stream_prefix) values ($1)
    on conflict (stream_prefix) do update set stream_prefix = excluded.stream_prefix
    returning examined_to::text`,
};
/** The next step of the walk: positions after $1, in order, each with whether it is older than $2. */
const WALK_SQL = {
  name: 'event_expiry_walk',
  text: `select global_position::text, stream_id, stream_revision::text, recorded_at < $2 as expired
    from events e where e.global_position > $1 order by e.global_position limit ${WALK_STEP}`,
};
/** Each stream of $1 loses its events up to revision $2, but never its newest. */
const TRIM_SQL = {
  name: 'event_expiry_trim',
  text: `delete from events e using unnest($1::text[], $2::bigint[]) as t(stream_id, up_to)
    where e.stream_id = t.stream_id and e.stream_revision <= t.up_to
      and e.stream_revision < (select max(m.stream_revision) from events m where m.stream_id = t.stream_id)`,
};
const ADVANCE_SQL = {
  name: 'event_expiry_advance',
  text: 'update event_expiry set examined_to = $2 where stream_prefix = $1',
};

interface WalkedEvent {
  global_position: string;
  stream_id: string;
  stream_revision: string;
  expired: boolean;
}

/**
 * Deletes the events of the streams starting `streamPrefix` recorded before `before`, except the newest
 * of each stream, so its revision (and the next append's) never goes back; returns how many.
 *
 * The walk stops at the first event of any stream not older than `before`: one that commits late or
 * out of order is left for a later run, never removed early. A stream's events are removed by revision
 * (every revision up to the newest expired one the walk met), so an event passed over earlier (the
 * newest of its stream then, or not yet committed when the walk went by) goes with its stream's next
 * expired event. Each trim is its own short transaction: readers of the log stop below the oldest
 * running transaction, so one long delete would hold back every projector and consumer group.
 * The first run on a log walks all of it once, a step at a time.
 */
export async function expireEvents(pool: Pool, streamPrefix: string, before: Date): Promise<number> {
  if (!/^[a-z][a-z0-9-]*-$/.test(streamPrefix)) throw new Error(`Bad stream prefix ${streamPrefix}`);
  const { rows: marks } = await pool.query<{ examined_to: string }>({ ...MARK_SQL, values: [streamPrefix] });
  let examinedTo = marks[0]!.examined_to;
  let removed = 0;
  for (;;) {
    const { rows } = await pool.query<WalkedEvent>({ ...WALK_SQL, values: [examinedTo, before] });
    const fresh = rows.findIndex((row) => !row.expired);
    const expired = fresh < 0 ? rows : rows.slice(0, fresh);
    if (expired.length > 0) {
      removed += await trimStreams(pool, newestRevisions(expired, streamPrefix));
      examinedTo = expired.at(-1)!.global_position;
      await pool.query({ ...ADVANCE_SQL, values: [streamPrefix, examinedTo] });
    }
    if (fresh >= 0 || rows.length < WALK_STEP) return removed;
  }
}

/** The newest revision of each stream of the category among `events`. */
function newestRevisions(events: readonly WalkedEvent[], streamPrefix: string): Map<string, string> {
  const newest = new Map<string, string>();
  for (const event of events) {
    if (!event.stream_id.startsWith(streamPrefix)) continue;
    const seen = newest.get(event.stream_id);
    if (seen === undefined || BigInt(event.stream_revision) > BigInt(seen))
      newest.set(event.stream_id, event.stream_revision);
  }
  return newest;
}

/** One transaction: each stream loses its events up to its revision in `upTo`. */
async function trimStreams(pool: Pool, upTo: ReadonlyMap<string, string>): Promise<number> {
  if (upTo.size === 0) return 0;
  const { rowCount } = await pool.query({ ...TRIM_SQL, values: [[...upTo.keys()], [...upTo.values()]] });
  return rowCount ?? 0;
}
