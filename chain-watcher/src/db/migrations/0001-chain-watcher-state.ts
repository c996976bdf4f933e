// The chain watcher's durable state: scan cursors, discovered candidates and confirmation progress.
// These tables used to be created by the read models' migration 0008-payment-verification, so a
// database made before they moved here already has them, exactly as below: `ifNotExists` adopts
// them as they are (rows kept), and a new database gets them here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Where each network's discovery scan resumes (e.g. the last BSC block scanned).
  await db.schema
    .createTable('chain_cursors')
    .ifNotExists()
    .addColumn('network', 'text', (column) => column.primaryKey())
    .addColumn('cursor', 'text')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // Transfers discovery found but could not yet attach to their order (e.g. the hash was held by
  // another order's pending claim); retried every cycle until attached or the order is closed.
  await db.schema
    .createTable('chain_candidates')
    .ifNotExists()
    .addColumn('network', 'text', (column) => column.notNull())
    .addColumn('transaction_hash', 'text', (column) => column.notNull())
    .addColumn('order_id', 'uuid', (column) => column.notNull())
    .addColumn('found_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('chain_candidates_pk', ['network', 'transaction_hash', 'order_id'])
    .execute();
  // The latest check of each order's transaction: confirmations for the status call, errors for admins.
  await db.schema
    .createTable('payment_checks')
    .ifNotExists()
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
}
