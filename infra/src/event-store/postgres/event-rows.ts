// How the `events` table is read: the row shape, the global-order query and the row → event mapping.
import type { EventMetadata, RecordedEvent } from '../event-store.js';

export const SELECT_EVENT = `select global_position, transaction_id::text as commit, stream_id, stream_revision, event_id, type, data, metadata, recorded_at from events`;

// Only transactions older than every running one are final: stopping below the oldest running
// transaction id means an append that commits late is read in its place, never skipped.
export const READ_ALL_SQL = {
  name: 'events_read_all',
  text: `${SELECT_EVENT}
    where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
      and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    order by transaction_id, global_position limit $3`,
};

export interface EventRow {
  global_position: string;
  commit: string;
  stream_id: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    position: { commit: BigInt(row.commit), prepare: BigInt(row.global_position) },
    recordedAt: row.recorded_at,
  };
}
