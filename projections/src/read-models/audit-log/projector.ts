// audit_log: every business event as the audit trail shows it (robot telemetry, which is not business
// state and arrives thousands a second, stays out). It is fed by the log itself, so nothing can change
// state without appearing here. A deleted user's personal fields are erased here as in the log.
import { ERASED, PERSONAL_DATA } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { sql } from 'kysely';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';
import { deletedAccount } from '../erasure.js';

const LEFT_OUT = ['robotlive-', 'robothistory-'];
/** Secrets an admin has no use for: password hashes and the hashes and ids of one-time email tokens. */
const SECRET_FIELDS = ['passwordHash', 'tokenHash', 'tokenId'];

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

export function splitStreamId(streamId: string): { category: string; entityId: string } {
  const dash = streamId.indexOf('-');
  return dash < 0
    ? { category: streamId, entityId: '' }
    : { category: streamId.slice(0, dash), entityId: streamId.slice(dash + 1) };
}

async function record(trx: ReadModelTransaction, event: RecordedEvent): Promise<void> {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const ownerField = OWNER_FIELD[event.type];
  const owner = ownerField ? data[ownerField] : undefined;
  if (typeof owner === 'string') {
    await trx
      .insertInto('audit_owners')
      .values({ stream_id: event.streamId, owner_id: owner })
      .onConflict((conflict) => conflict.column('stream_id').doNothing())
      .execute();
  }
  const { category, entityId } = splitStreamId(event.streamId);
  await trx
    .insertInto('audit_log')
    .values({
      event_id: event.id,
      stream_id: event.streamId,
      revision: event.revision.toString(),
      category,
      entity_id: entityId,
      type: event.type,
      actor: event.metadata?.actor ?? 'unknown',
      owner_id: sql<string | null>`(select owner_id from audit_owners where stream_id = ${event.streamId})`,
      occurred_at: new Date(event.metadata?.occurredAt ?? event.recordedAt),
      data: JSON.stringify(withoutSecrets(data)),
    })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .execute();
}

/** Every personal field of the deleted user's entities reads as erased, as the log now does. */
async function eraseOwner(trx: ReadModelTransaction, userId: string): Promise<void> {
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
  tables: ['audit_log', 'audit_owners'],
  async project(trx, events) {
    for (const event of events) {
      if (LEFT_OUT.some((prefix) => event.streamId.startsWith(prefix))) continue;
      await record(trx, event);
      const deleted = deletedAccount(event);
      if (deleted) await eraseOwner(trx, deleted);
    }
  },
};
