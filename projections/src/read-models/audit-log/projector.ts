// audit_log: every business event as the audit trail shows it (robot telemetry, which is not business
// state and arrives thousands a second, stays out). It is fed by the log itself, so nothing can change
// state without appearing here. A deleted user's personal fields are erased here as in the log.
// Set-based: a batch's rows go in with one statement (two when it names new owners), cut only where an
// account deletion must erase what came before it.
import {
  ERASED,
  PERSONAL_DATA,
  robotHistoryStreams,
  robotLiveStreams,
  splitStreamId,
  userStream,
} from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { sql } from 'kysely';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';
import { piecesEndingAtDeletions } from '../erasure.js';
import { type ColumnTypes, columnList, selectRows, unnestRows } from '../unnest-rows.js';
import { entityName } from './entity-labels.js';

const LEFT_OUT = [robotLiveStreams, robotHistoryStreams];
/**
 * Secrets an admin has no use for: password hashes, the hashes and ids of one-time email tokens, an
 * authenticator app's secret and the hashes of recovery codes.
 */
const SECRET_FIELDS = [
  'passwordHash',
  'tokenHash',
  'tokenId',
  'secret',
  'recoveryCodeHashes',
  'recoveryCodeHash',
];

function withoutSecrets(data: Record<string, unknown>): Record<string, unknown> {
  if (!SECRET_FIELDS.some((field) => field in data)) return data;
  const shown = { ...data };
  for (const field of SECRET_FIELDS) if (shown[field] != null) shown[field] = '[redacted]';
  return shown;
}
/** The events that create an entity name its owner in this field. */
const OWNER_FIELD: Readonly<Record<string, string>> = {
  UserRegistered: 'userId',
  OrderPlaced: 'userId',
  LicenceIssued: 'userId',
  TicketOpened: 'userId',
};

interface AuditRow {
  event_id: string;
  stream_id: string;
  revision: string;
  category: string;
  entity_id: string;
  type: string;
  actor: string;
  /** The owner the batch named for the stream up to this event; one recorded before the batch wins. */
  owner_id: string | null;
  occurred_at: Date;
  data: string;
  metadata: string;
}

const AUDIT_COLUMNS: ColumnTypes<AuditRow> = {
  event_id: 'uuid',
  stream_id: 'text',
  revision: 'int8',
  category: 'text',
  entity_id: 'text',
  type: 'text',
  actor: 'text',
  owner_id: 'text',
  occurred_at: 'timestamptz',
  data: 'jsonb',
  metadata: 'jsonb',
};
const OWNER_COLUMNS: ColumnTypes<{ stream_id: string; owner_id: string }> = {
  stream_id: 'text',
  owner_id: 'text',
};
const NAME_COLUMNS: ColumnTypes<{ stream_id: string; name: string }> = { stream_id: 'text', name: 'text' };

/** The events' audit rows and, per stream, the first owner and the first name they give, in log order. */
function auditRows(events: readonly RecordedEvent[]): {
  rows: AuditRow[];
  owners: Map<string, string>;
  names: Map<string, string>;
} {
  const owners = new Map<string, string>();
  const names = new Map<string, string>();
  const rows: AuditRow[] = [];
  for (const event of events) {
    if (LEFT_OUT.some((streams) => streams.has(event.streamId))) continue;
    const data = (event.data ?? {}) as Record<string, unknown>;
    const ownerField = OWNER_FIELD[event.type];
    const owner = ownerField ? data[ownerField] : undefined;
    if (typeof owner === 'string' && !owners.has(event.streamId)) owners.set(event.streamId, owner);
    const name = entityName(event.type, data);
    if (name !== undefined && !names.has(event.streamId)) names.set(event.streamId, name);
    const { category, entityId } = splitStreamId(event.streamId);
    rows.push({
      event_id: event.id,
      stream_id: event.streamId,
      revision: event.revision.toString(),
      category,
      entity_id: entityId,
      type: event.type,
      actor: event.metadata?.actor ?? 'unknown',
      owner_id: owners.get(event.streamId) ?? null,
      occurred_at: new Date(event.metadata?.occurredAt ?? event.recordedAt),
      data: JSON.stringify(withoutSecrets(data)),
      metadata: JSON.stringify(event.metadata ?? {}),
    });
  }
  return { rows, owners, names };
}

/**
 * Up to three statements: the audit rows first, each taking the owner recorded before the batch or else the
 * first one the batch named up to it (as recording one event at a time would), then the new owners and
 * the new entity names.
 */
async function record(trx: ReadModelTransaction, events: readonly RecordedEvent[]): Promise<void> {
  const { rows, owners, names } = auditRows(events);
  if (rows.length === 0) return;
  const columns = Object.keys(AUDIT_COLUMNS).map((column) =>
    column === 'owner_id'
      ? sql`coalesce((select o.owner_id from audit_owners o where o.stream_id = batch_rows.stream_id), batch_rows.owner_id)`
      : sql.ref(`batch_rows.${column}`),
  );
  await sql`
    insert into audit_log (${columnList(AUDIT_COLUMNS)})
    select ${sql.join(columns)} from ${unnestRows(rows, AUDIT_COLUMNS)}
    on conflict (event_id) do nothing`.execute(trx);
  if (owners.size > 0) {
    const named = [...owners].map(([stream_id, owner_id]) => ({ stream_id, owner_id }));
    await sql`
      insert into audit_owners (${columnList(OWNER_COLUMNS)}) ${selectRows(named, OWNER_COLUMNS)}
      on conflict (stream_id) do nothing`.execute(trx);
  }
  if (names.size > 0) {
    const named = [...names].map(([stream_id, name]) => ({ stream_id, name }));
    await sql`
      insert into audit_entity_names (${columnList(NAME_COLUMNS)}) ${selectRows(named, NAME_COLUMNS)}
      on conflict (stream_id) do nothing`.execute(trx);
  }
}

/** Every personal field of the deleted user's entities reads as erased, as the log now does, their name too. */
async function eraseOwner(trx: ReadModelTransaction, userId: string): Promise<void> {
  await sql`update audit_entity_names set name = ${ERASED} where stream_id = ${userStream(userId)}`.execute(
    trx,
  );
  for (const [type, rule] of Object.entries(PERSONAL_DATA)) {
    for (const field of rule.fields) {
      await sql`update audit_log set data = jsonb_set(data, ${`{${field}}`}::text[], to_jsonb(${ERASED}::text))
        where owner_id = ${userId} and type = ${type} and jsonb_typeof(data -> ${field}) = 'string'`.execute(
        trx,
      );
    }
  }
}

export const auditLogProjector: Projector = {
  id: 'audit-log',
  tables: ['audit_log', 'audit_owners', 'audit_entity_names'],
  async project(trx, events) {
    for (const piece of piecesEndingAtDeletions(events)) {
      await record(trx, piece.events);
      if (piece.deleted) await eraseOwner(trx, piece.deleted);
    }
  },
};
