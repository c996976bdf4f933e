// What a replay cannot reproduce, so `rebuild --verify` leaves it out of the comparison. Heartbeats
// and position snapshots leave the log after a day (ROBOT_LIVE_RETENTION_MS; each stream keeps its
// newest), so rows and values that only forgotten events made are compared while still fresh.
// Columns filled by sequences or by now() are found by the comparison itself (compare-tables.ts).
import { ROBOT_LIVE_RETENTION_MS, robotLiveStreams } from '@shop/domain';

export interface ReplayLimit {
  /** Shown in the report beside the table. */
  why: string;
  /** SQL over the table's own columns: only these rows are compared (on both sides). */
  rows?: string;
  /** SQL replacing a column's value in the comparison, same on both sides. */
  columns?: Record<string, string>;
}

/** An hour less than the retention: the task runs every ten minutes and clocks may differ a little. */
const freshHours = ROBOT_LIVE_RETENTION_MS / 3_600_000 - 1;
const fresh = (column: string) => `${column} >= now() - interval '${freshHours} hours'`;
const whileFresh = (column: string) => `case when ${fresh('last_seen')} then ${column} end`;

export const REPLAY_LIMITS: Readonly<Record<string, ReplayLimit>> = {
  stream_heads: {
    why: `first_recorded_at of ${robotLiveStreams.prefix}* streams left out: their first events may be forgotten`,
    columns: {
      first_recorded_at: `case when stream_id like '${robotLiveStreams.prefix}%' then null else first_recorded_at end`,
    },
  },
  robot_positions: {
    why: `rows last reported more than ${freshHours} h ago left out: their snapshots may be forgotten`,
    rows: fresh('updated_at'),
  },
  robot_status: {
    why: `heartbeat values older than ${freshHours} h left out: that heartbeat may be forgotten`,
    rows: `${fresh('last_seen')} or deal_count > 0 or equity_count > 0`,
    columns: Object.fromEntries(
      ['last_seen', 'ea_version', 'active_positions', 'balance', 'equity'].map((column) => [
        column,
        whileFresh(column),
      ]),
    ),
  },
};
