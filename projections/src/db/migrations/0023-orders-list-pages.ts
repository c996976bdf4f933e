// The admin's order list at scale: covering indexes (the status, refund and network beside the keys, so
// filters need no table read) for its default order (payments waiting for a decision first), a status
// filter newest first and the placing date either way; its refunded filter; and an order id's beginning
// for its search. Replaces 0016's queue, placing-date and status indexes with covering ones.
import { type Kysely, sql } from 'kysely';
import { createIndexes, dropIndexes, type SqlIndex } from './sql-indexes.js';

const REPLACED = ['orders_admin_queue', 'orders_placed', 'orders_status_placed'];

const INDEXES: SqlIndex[] = [
  {
    // The rank's expression is the list's own (read-models/orders/admin-list.ts).
    name: 'orders_admin_queue_covering',
    table: 'orders',
    definition: sql`((case when status in ('verifying', 'underpaid', 'late') then 0 else 1 end), placed_at desc,
      order_id desc) include (status, refund_status, network)`,
  },
  {
    name: 'orders_by_placing',
    table: 'orders',
    definition: sql`(placed_at desc, order_id desc) include (status, refund_status, network)`,
  },
  {
    name: 'orders_by_status_placing',
    table: 'orders',
    definition: sql`(status, placed_at desc, order_id desc) include (refund_status, network)`,
  },
  {
    name: 'orders_refunded_by_placing',
    table: 'orders',
    definition: sql`(placed_at desc, order_id desc) include (network) where refund_status = 'approved'`,
  },
  { name: 'orders_id_prefix', table: 'orders', definition: sql`((order_id::text) text_pattern_ops)` },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, REPLACED);
  await createIndexes(db, INDEXES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(
    db,
    INDEXES.map((index) => index.name),
  );
  await createIndexes(db, [
    {
      name: 'orders_admin_queue',
      table: 'orders',
      definition: sql`((case when status in ('verifying', 'underpaid', 'late') then 0 else 1 end), placed_at desc,
        order_id desc)`,
    },
    { name: 'orders_placed', table: 'orders', definition: sql`(placed_at desc, order_id desc)` },
    { name: 'orders_status_placed', table: 'orders', definition: sql`(status, placed_at desc)` },
  ]);
}
