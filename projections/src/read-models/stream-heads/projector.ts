// stream_heads: the latest revision, event and actor of every stream, for the audit trail's index.
import { splitStreamId } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { sql } from 'kysely';
import type { StreamHead } from '../../db/tables/stream-heads.js';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';
import { type ColumnTypes, columnList, selectRows } from '../unnest-rows.js';

const HEAD_COLUMNS: ColumnTypes<StreamHead> = {
  stream_id: 'text',
  category: 'text',
  revision: 'int8',
  last_event_type: 'text',
  last_actor: 'text',
  first_recorded_at: 'timestamptz',
  last_recorded_at: 'timestamptz',
};

export const streamHeadsProjector: Projector = {
  id: 'stream-heads',
  tables: ['stream_heads'],
  async project(trx: ReadModelTransaction, events: readonly RecordedEvent[]) {
    // One row per stream per batch: the batch's last event wins. Revisions guard the update, so
    // replaying any stretch of the log leaves the rows as they are (a stream has revision + 1 events).
    const latest = new Map<string, { event: RecordedEvent; first: RecordedEvent }>();
    for (const event of events) {
      latest.set(event.streamId, { event, first: latest.get(event.streamId)?.first ?? event });
    }
    const rows = [...latest.values()].map(({ event, first }) => ({
      stream_id: event.streamId,
      category: splitStreamId(event.streamId).category,
      revision: event.revision.toString(),
      last_event_type: event.type,
      last_actor: event.metadata?.actor ?? 'unknown',
      first_recorded_at: first.recordedAt,
      last_recorded_at: event.recordedAt,
    }));
    if (rows.length === 0) return;
    await sql`
      insert into stream_heads (${columnList(HEAD_COLUMNS)}) ${selectRows(rows, HEAD_COLUMNS)}
      on conflict (stream_id) do update set revision = excluded.revision, last_event_type = excluded.last_event_type,
        last_actor = excluded.last_actor, last_recorded_at = excluded.last_recorded_at
      where stream_heads.revision < excluded.revision`.execute(trx);
  },
};
