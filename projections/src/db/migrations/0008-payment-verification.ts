// Payment verification: what the orders read model shows of a payment's outcome and licence.
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

  // This migration also created the chain watcher's own tables (chain_cursors, chain_candidates,
  // payment_checks). They now belong to the chain watcher, created by its own migration
  // (chain-watcher/src/db/migrations/0001-chain-watcher-state.ts, history in chain_watcher_migrations),
  // which adopts the tables of databases this migration already ran on (`ifNotExists`). The
  // migration itself stays, under its name: kysely refuses to migrate a database whose history
  // names a migration it no longer has.
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
