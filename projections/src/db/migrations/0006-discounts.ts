import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('discounts')
    .addColumn('discount_id', 'uuid', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('value', 'integer', (column) => column.notNull())
    .addColumn('max_discount_cents', 'integer')
    .addColumn('min_amount_cents', 'integer', (column) => column.notNull())
    .addColumn('usage_limit', 'integer')
    .addColumn('usage_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('user_usage_limit', 'integer', (column) => column.notNull())
    .addColumn('applicable_plans', sql`text[]`, (column) => column.notNull())
    .addColumn('valid_from', 'timestamptz', (column) => column.notNull())
    .addColumn('valid_until', 'timestamptz', (column) => column.notNull())
    .addColumn('is_active', 'boolean', (column) => column.notNull())
    .addColumn('created_by', 'uuid', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('discounts').execute();
}
