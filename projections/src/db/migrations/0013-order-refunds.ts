// Orders learn when they were paid and where their refund stands; the ledger keeps the refund's reason.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('refund_status', 'text')
    .addColumn('refund_requested_at', 'timestamptz')
    .addColumn('refund_decided_at', 'timestamptz')
    .addColumn('refund_transaction_hash', 'text')
    .execute();
  await db.schema.alterTable('ledger_orders').addColumn('refund_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_orders').dropColumn('refund_reason').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('paid_at')
    .dropColumn('refund_status')
    .dropColumn('refund_requested_at')
    .dropColumn('refund_decided_at')
    .dropColumn('refund_transaction_hash')
    .execute();
}
