// The admin's list of every order: indexes for its default order (payments waiting for a decision
// first, newest first), its filters by status and transaction hash, and its sorts by date and amount.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The expression is the list's own (read-models/orders/admin-list.ts), so the planner can use it.
  await db.schema
    .createIndex('orders_admin_queue')
    .on('orders')
    .expression(
      sql`(case when status in ('verifying', 'underpaid', 'late') then 0 else 1 end), placed_at desc, order_id desc`,
    )
    .execute();
  await db.schema
    .createIndex('orders_placed')
    .on('orders')
    .columns(['placed_at desc', 'order_id desc'])
    .execute();
  await db.schema
    .createIndex('orders_status_placed')
    .on('orders')
    .columns(['status', 'placed_at desc'])
    .execute();
  await db.schema
    .createIndex('orders_amount')
    .on('orders')
    .columns(['amount_cents', 'placed_at desc'])
    .execute();
  await db.schema.createIndex('orders_transaction_hash').on('orders').column('transaction_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'orders_admin_queue',
    'orders_placed',
    'orders_status_placed',
    'orders_amount',
    'orders_transaction_hash',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
