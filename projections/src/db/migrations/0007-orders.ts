import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('order_id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('plan_type', 'text', (column) => column.notNull())
    .addColumn('plan_duration', 'text', (column) => column.notNull())
    .addColumn('plan_name', 'text', (column) => column.notNull())
    .addColumn('account_number', 'bigint', (column) => column.notNull())
    .addColumn('network', 'text', (column) => column.notNull())
    .addColumn('price_cents', 'integer', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('amount_base_units', 'numeric(40, 0)', (column) => column.notNull())
    .addColumn('discount_code', 'text')
    .addColumn('discount_cents', 'integer', (column) => column.notNull())
    .addColumn('payment_address', 'text', (column) => column.notNull())
    .addColumn('transaction_hash', 'text')
    .addColumn('placed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('orders_user_recent')
    .on('orders')
    .columns(['user_id', 'placed_at desc'])
    .execute();
  await db.schema.createIndex('orders_open_expiry').on('orders').columns(['status', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orders').execute();
}
