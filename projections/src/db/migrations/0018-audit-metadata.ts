// The audit trail keeps each event's metadata (actor, correlation and causation ids, when it occurred),
// so the raw event is one click away. Rows projected before this read null until a rebuild fills them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('metadata', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('metadata').execute();
}
