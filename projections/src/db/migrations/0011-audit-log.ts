// The audit trail: every business event, in log order, with who did it and whose entity it touched.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('seq', 'bigserial', (column) => column.primaryKey())
    .addColumn('event_id', 'uuid', (column) => column.notNull().unique())
    .addColumn('stream_id', 'text', (column) => column.notNull())
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['category', 'entity_id', 'seq'])
    .execute();
  await db.schema.createIndex('audit_log_owner').on('audit_log').columns(['owner_id', 'seq']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor', 'seq']).execute();
  // Whose each entity is, learnt from the event that created it.
  await db.schema
    .createTable('audit_owners')
    .addColumn('stream_id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_owners').execute();
  await db.schema.dropTable('audit_log').execute();
}
