// Reads of the audit trail: newest first (or oldest first), ten or more a page, narrowed to an entity, a
// user (whose entities, or who acted), an event type, a time range or a search (search.ts: an event type,
// a stream or entity id's beginning, an entity's name or label, who acted, a payment hash; not free text
// inside the events' data); business events only unless the internal ones are asked for. Each row names
// its entity as people say it.
import { type Kysely, sql } from 'kysely';
import { countRows, inOneSnapshot, type PageWanted, pageOf } from '../../db/paged.js';
import type { ReadModels } from '../../db/schema.js';
import { entityLabel } from './entity-labels.js';
import { INTERNAL_EVENT_TYPES } from './internal-events.js';
import { auditSearch } from './search.js';

export interface AuditFilters {
  category?: string;
  entityId?: string;
  /** Events on this user's entities, or done by them. */
  userId?: string;
  type?: string;
  /** What search.ts matches: a type, an id's beginning, a name or label, who acted, a payment hash. */
  search?: string;
  /** Happened at or after this moment. */
  from?: Date;
  /** Happened before this moment. */
  to?: Date;
  /** Also the log's internal bookkeeping (reservations, sequences, …); left out by default. */
  includeInternal?: boolean;
}

function matchingEvents(db: Kysely<ReadModels>, filters: AuditFilters) {
  const search = filters.search?.trim();
  return db
    .selectFrom('audit_log')
    .$if(!filters.includeInternal, (query) => query.where('audit_log.type', 'not in', INTERNAL_EVENT_TYPES))
    .$if(filters.category !== undefined, (query) => query.where('audit_log.category', '=', filters.category!))
    .$if(filters.entityId !== undefined, (query) =>
      query.where('audit_log.entity_id', '=', filters.entityId!),
    )
    .$if(filters.type !== undefined, (query) => query.where('audit_log.type', '=', filters.type!))
    .$if(filters.from !== undefined, (query) => query.where('audit_log.occurred_at', '>=', filters.from!))
    .$if(filters.to !== undefined, (query) => query.where('audit_log.occurred_at', '<', filters.to!))
    .$if(filters.userId !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('audit_log.owner_id', '=', filters.userId!),
          eb('audit_log.actor', 'in', [`user:${filters.userId}`, `admin:${filters.userId}`]),
        ]),
      ),
    )
    .$if(Boolean(search), (query) => query.where(auditSearch(search!)));
}

/**
 * The trail's order: `at` is when the events happened, read as the order the log recorded them (its
 * sequence, which the trail's indexes lead to); none is newest first.
 */
export interface AuditOrder {
  sort?: 'at';
  direction?: 'asc' | 'desc';
}

export function auditTrail(
  db: Kysely<ReadModels>,
  filters: AuditFilters,
  page: PageWanted,
  order: AuditOrder = {},
) {
  const direction = trailDirection(order);
  return inOneSnapshot(db, async (tx) => {
    const pageSeqs = pageOf(
      matchingEvents(tx, filters).select('audit_log.seq').orderBy('audit_log.seq', direction),
      page,
    );
    const rows = await withActorAndEntityNames(tx.selectFrom('audit_log'))
      .where('audit_log.seq', 'in', pageSeqs)
      .orderBy('audit_log.seq', direction)
      .execute();
    return { rows: rows.map(withEntityLabel), total: await countRows(matchingEvents(tx, filters)) };
  });
}

const trailDirection = (order: AuditOrder) =>
  order.sort === undefined ? 'desc' : (order.direction ?? 'asc');

/** Each event of `query` with the username of who acted and its entity's name. */
function withActorAndEntityNames(query: ReturnType<typeof matchingEvents>) {
  return query
    .leftJoin('users', (join) =>
      join.on(sql`users.user_id::text`, '=', sql`split_part(audit_log.actor, ':', 2)`),
    )
    .leftJoin('audit_entity_names', 'audit_entity_names.stream_id', 'audit_log.stream_id')
    .selectAll('audit_log')
    .select(['users.username as actor_name', 'audit_entity_names.name as entity_name']);
}

/** Every matching event with who acted and its entity's name, in the trail's order, unpaged (the CSV export). */
export function sortedAuditEvents(db: Kysely<ReadModels>, filters: AuditFilters, order: AuditOrder = {}) {
  return withActorAndEntityNames(matchingEvents(db, filters)).orderBy('audit_log.seq', trailDirection(order));
}

/** The row with its entity named as people say it ('Ticket TKT-000012', 'User trader42'). */
export function withEntityLabel<
  Row extends { category: string; entity_id: string; entity_name: string | null },
>(row: Row): Row & { entity_label: string } {
  return { ...row, entity_label: entityLabel(row.category, row.entity_id, row.entity_name) };
}
