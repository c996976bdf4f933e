// Reads of the audit trail: newest first, ten or more a page, narrowed to an entity, a user (whose
// entities, or who acted), an event type or a text found anywhere in the event.
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../../db/schema.js';

export interface AuditFilters {
  category?: string;
  entityId?: string;
  /** Events on this user's entities, or done by them. */
  userId?: string;
  type?: string;
  search?: string;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function auditTrail(
  db: Kysely<ReadModels>,
  filters: AuditFilters,
  page: { page: number; limit: number },
) {
  const search = filters.search?.trim();
  const matching = db
    .selectFrom('audit_log')
    .$if(filters.category !== undefined, (query) => query.where('audit_log.category', '=', filters.category!))
    .$if(filters.entityId !== undefined, (query) =>
      query.where('audit_log.entity_id', '=', filters.entityId!),
    )
    .$if(filters.type !== undefined, (query) => query.where('audit_log.type', '=', filters.type!))
    .$if(filters.userId !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('audit_log.owner_id', '=', filters.userId!),
          eb('audit_log.actor', 'in', [`user:${filters.userId}`, `admin:${filters.userId}`]),
        ]),
      ),
    )
    .$if(Boolean(search), (query) =>
      query.where((eb) =>
        eb.or([
          eb('audit_log.type', 'ilike', likePattern(search!)),
          eb('audit_log.stream_id', 'ilike', likePattern(search!)),
          eb(sql<string>`audit_log.data::text`, 'ilike', likePattern(search!)),
        ]),
      ),
    );
  const [rows, count] = await Promise.all([
    matching
      .leftJoin('users', (join) =>
        join.on(sql`users.user_id::text`, '=', sql`split_part(audit_log.actor, ':', 2)`),
      )
      .selectAll('audit_log')
      .select('users.username as actor_name')
      .orderBy('audit_log.seq', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
