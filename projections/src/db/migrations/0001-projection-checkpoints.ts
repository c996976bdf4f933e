import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projection_checkpoints')
    .addColumn('projector_id', 'text', (column) => column.primaryKey())
    .addColumn('position', 'text', (column) => column.notNull())
    .addColumn('events_processed', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projection_checkpoints').execute();
}
