// Payment verification: what the orders read model shows of a payment's outcome and licence, and
// the chain watcher's own durable state (scan cursors, discovered candidates, confirmation progress).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('verifying_since', 'timestamptz')
    .addColumn('received_base_units', 'numeric(40, 0)')
    .addColumn('status_message', 'text')
    .addColumn('licence_id', 'uuid')
    .addColumn('licence_key', 'text')
    .addColumn('licence_expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('orders_by_status')
    .on('orders')
    .columns(['status', 'network', 'updated_at'])
    .execute();

  // Where each network's discovery scan resumes (e.g. the last BSC block scanned).
  await db.schema
    .createTable('chain_cursors')
    .addColumn('network', 'text', (column) => column.primaryKey())
    .addColumn('cursor', 'text')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // Transfers discovery found but could not yet attach to their order (e.g. the hash was held by
  // another order's pending claim); retried every cycle until attached or the order is closed.
  await db.schema
    .createTable('chain_candidates')
    .addColumn('network', 'text', (column) => column.notNull())
    .addColumn('transaction_hash', 'text', (column) => column.notNull())
    .addColumn('order_id', 'uuid', (column) => column.notNull())
    .addColumn('found_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('chain_candidates_pk', ['network', 'transaction_hash', 'order_id'])
    .execute();
  // The latest check of each order's transaction: confirmations for the status call, errors for admins.
  await db.schema
    .createTable('payment_checks')
    .addColumn('order_id', 'uuid', (column) => column.primaryKey())
    .addColumn('transaction_hash', 'text', (column) => column.notNull())
    .addColumn('confirmations', 'integer', (column) => column.notNull())
    .addColumn('required', 'integer', (column) => column.notNull())
    .addColumn('checked_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_checks').execute();
  await db.schema.dropTable('chain_candidates').execute();
  await db.schema.dropTable('chain_cursors').execute();
  await db.schema.dropIndex('orders_by_status').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('verifying_since')
    .dropColumn('received_base_units')
    .dropColumn('status_message')
    .dropColumn('licence_id')
    .dropColumn('licence_key')
    .dropColumn('licence_expires_at')
    .execute();
}
