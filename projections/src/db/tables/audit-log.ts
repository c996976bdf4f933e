// The audit trail's rows: one per business event, and the owner of each entity.
import type { Generated } from 'kysely';

export interface AuditLogTable {
  /** Log order as projected: the trail reads newest first by it. */
  seq: Generated<string>;
  event_id: string;
  stream_id: string;
  revision: string;
  /** The stream's category: user, licence, order, discount, ticket, ... */
  category: string;
  entity_id: string;
  type: string;
  actor: string;
  /** The user whose entity this is, when one is (a user's own stream, their order, licence or ticket). */
  owner_id: string | null;
  occurred_at: Date;
  data: unknown;
  /** The event's metadata as recorded; null for rows projected before the trail kept it. */
  metadata: unknown | null;
}

export interface AuditOwnersTable {
  stream_id: string;
  owner_id: string;
}

/** The name each entity was created with (username, licence key, ticket number, discount code). */
export interface AuditEntityNamesTable {
  stream_id: string;
  name: string;
}
