// The finance ledger: each order's money facts, and one entry per payment, hold, decision and refund.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_orders')
    .addColumn('order_id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('plan_type', 'text', (column) => column.notNull())
    .addColumn('plan_duration', 'text', (column) => column.notNull())
    .addColumn('plan_name', 'text', (column) => column.notNull())
    .addColumn('network', 'text', (column) => column.notNull())
    .addColumn('price_cents', 'integer', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('amount_base_units', 'text', (column) => column.notNull())
    .addColumn('discount_code', 'text')
    .addColumn('discount_cents', 'integer', (column) => column.notNull())
    .addColumn('transaction_hash', 'text')
    .addColumn('licence_id', 'uuid')
    .addColumn('placed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('problem', 'text')
    .addColumn('problem_since', 'timestamptz')
    .execute();
  await db.schema.createIndex('ledger_orders_problem').on('ledger_orders').column('problem').execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('entry_id', 'uuid', (column) => column.primaryKey())
    .addColumn('order_id', 'uuid', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('base_units', 'text')
    .addColumn('overpaid_base_units', 'text')
    .addColumn('network', 'text', (column) => column.notNull())
    .addColumn('transaction_hash', 'text')
    .addColumn('plan_type', 'text', (column) => column.notNull())
    .addColumn('plan_duration', 'text', (column) => column.notNull())
    .addColumn('discount_code', 'text')
    .addColumn('discount_cents', 'integer', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('licence_id', 'uuid')
    .addColumn('decided_by', 'text')
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .addColumn('recorded_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_time').on('ledger_entries').column('occurred_at').execute();
  await db.schema.createIndex('ledger_entries_order').on('ledger_entries').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('ledger_orders').execute();
}
