// The finance ledger's rows (see read-models/ledger/projector.ts).
import type { Selectable } from 'kysely';

/**
 * What an order's entries need, and whether it waits on someone: underpaid, late, refund_requested,
 * refund_sent (its transaction verifying on chain) or refund_failed (the chain did not accept it).
 */
export interface LedgerOrdersTable {
  order_id: string;
  user_id: string;
  plan_type: string;
  plan_duration: string;
  plan_name: string;
  network: string;
  price_cents: number;
  amount_cents: number;
  amount_base_units: string;
  discount_code: string | null;
  discount_cents: number;
  transaction_hash: string | null;
  licence_id: string | null;
  placed_at: Date;
  paid_at: Date | null;
  problem: LedgerProblem | null;
  problem_since: Date | null;
  /** What the owner wrote when asking for a refund (erased with their account). */
  refund_reason: string | null;
  /** Where the owner asked the money to go (erased with their account). */
  refund_address: string | null;
  /** The refund transaction sent, or the last one the chain did not accept. */
  refund_transaction_hash: string | null;
  refund_failure_reason: string | null;
  refund_failure_message: string | null;
}

export type LedgerProblem = 'underpaid' | 'late' | 'refund_requested' | 'refund_sent' | 'refund_failed';

export type LedgerEntryKind =
  | 'payment'
  | 'underpaid'
  | 'late'
  | 'payment_rejected'
  | 'refund'
  | 'refund_rejected';

/** One money event: payments count positive, refunds negative, holds and rejections zero. */
export interface LedgerEntriesTable {
  entry_id: string;
  order_id: string;
  kind: LedgerEntryKind;
  amount_cents: number;
  /** USDT base units that moved: received for a payment or hold, the refunded amount for a refund. */
  base_units: string | null;
  overpaid_base_units: string | null;
  network: string;
  transaction_hash: string | null;
  plan_type: string;
  plan_duration: string;
  discount_code: string | null;
  discount_cents: number;
  user_id: string;
  licence_id: string | null;
  /** 'chain', or the admin's user id for a decision by hand. */
  decided_by: string | null;
  occurred_at: Date;
  /** When the log recorded it: the ledger 'as of' a moment holds the entries recorded by then. */
  recorded_at: Date;
}

export type LedgerOrderRow = Selectable<LedgerOrdersTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
