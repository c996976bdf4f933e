import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_heads')
    .addColumn('stream_id', 'text', (column) => column.primaryKey())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .addColumn('last_event_type', 'text', (column) => column.notNull())
    .addColumn('last_actor', 'text', (column) => column.notNull())
    .addColumn('first_recorded_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_recorded_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('stream_heads_category_recent')
    .on('stream_heads')
    .columns(['category', 'last_recorded_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_heads').execute();
}
