// Refunds are verified on chain: orders keep when a refund was verified and the last failed
// verification; the ledger keeps the refund's transaction, its failure and the address the buyer gave.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refund_verified_at', 'timestamptz')
    .addColumn('refund_failed_transaction_hash', 'text')
    .addColumn('refund_failure_reason', 'text')
    .addColumn('refund_failure_message', 'text')
    .addColumn('refund_failed_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('ledger_orders')
    .addColumn('refund_address', 'text')
    .addColumn('refund_transaction_hash', 'text')
    .addColumn('refund_failure_reason', 'text')
    .addColumn('refund_failure_message', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ledger_orders')
    .dropColumn('refund_address')
    .dropColumn('refund_transaction_hash')
    .dropColumn('refund_failure_reason')
    .dropColumn('refund_failure_message')
    .execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('refund_verified_at')
    .dropColumn('refund_failed_transaction_hash')
    .dropColumn('refund_failure_reason')
    .dropColumn('refund_failure_message')
    .dropColumn('refund_failed_at')
    .execute();
}
