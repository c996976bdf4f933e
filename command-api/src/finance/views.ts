// Ledger rows as the Finance tab shows them.
import type { Network } from '@shop/domain';
import type { ReadModels } from '@shop/projections';
import type { Selectable } from 'kysely';
import type { FinanceProblem, LedgerEntry } from '../contracts/finance.js';

// The read model keeps the network as text; only the domain's values are written there, and the
// answer's serializer checks them against the contract's enum.
type EntryRow = Selectable<ReadModels['ledger_entries']> & { username: string | null };
type ProblemRow = Selectable<ReadModels['ledger_orders']> & { username: string | null; email: string | null };

export function ledgerEntryView(row: EntryRow): LedgerEntry {
  return {
    _id: row.entry_id,
    orderId: row.order_id,
    kind: row.kind,
    amountCents: row.amount_cents,
    baseUnits: row.base_units,
    overpaidBaseUnits: row.overpaid_base_units,
    network: row.network as Network,
    transactionHash: row.transaction_hash,
    planType: row.plan_type,
    planDuration: row.plan_duration,
    discountCode: row.discount_code,
    discountCents: row.discount_cents,
    user: { _id: row.user_id, username: row.username },
    licenceId: row.licence_id,
    decidedBy: row.decided_by,
    at: row.occurred_at.toISOString(),
  };
}

export function problemView(row: ProblemRow): FinanceProblem {
  return {
    orderId: row.order_id,
    kind: row.problem!,
    since: (row.problem_since ?? row.placed_at).toISOString(),
    user: { _id: row.user_id, username: row.username, email: row.email },
    planName: row.plan_name,
    network: row.network as Network,
    amountCents: row.amount_cents,
    transactionHash: row.transaction_hash,
    paidAt: row.paid_at?.toISOString() ?? null,
    refundReason: row.refund_reason,
    refundAddress: row.refund_address,
    refundTransactionHash: row.refund_transaction_hash,
    refundFailure:
      row.problem === 'refund_failed' && row.refund_failure_reason
        ? { reason: row.refund_failure_reason, message: row.refund_failure_message ?? '' }
        : null,
  };
}
