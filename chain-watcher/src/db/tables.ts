// The chain watcher's database as kysely sees it: its own durable state (scan cursors, discovered
// candidates, confirmation progress), which its migrations create (./migrations), and the orders it
// works from. Not read models: a rebuild of the read models leaves these tables alone.
import type { ColumnType, Selectable } from 'kysely';

/** Where each network's discovery scan resumes (e.g. the last BSC block scanned). */
export interface ChainCursorsTable {
  network: string;
  cursor: string | null;
  updated_at: Date;
}

/** Transfers discovery found but could not yet attach to their order. */
export interface ChainCandidatesTable {
  network: string;
  transaction_hash: string;
  order_id: string;
  found_at: Date;
  /** The transfer's amount in base units (a decimal string); null on rows found before amounts were kept. */
  amount_base_units: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The latest check of each order's transaction; the API's order status call reads it too. */
export interface PaymentChecksTable {
  order_id: string;
  transaction_hash: string;
  confirmations: number;
  required: number;
  checked_at: Date;
  last_error: string | null;
}

export type PaymentCheckRow = Selectable<PaymentChecksTable>;

/**
 * Read side only: the columns of the orders read model the watcher reads. Projections owns that
 * table and its migrations; the watcher never writes it (its verdicts are events).
 */
export interface WatchedOrdersTable {
  order_id: string;
  status: string;
  network: 'TRC20' | 'BEP20';
  amount_base_units: string;
  payment_address: string;
  transaction_hash: string | null;
  verifying_since: Date | null;
  placed_at: Date;
  expires_at: Date;
  /** While underpaid: the rest may be sent to the same address until then. */
  top_up_until: Date | null;
  /** 'sent' while an admin's refund transaction awaits the watcher's verdict. */
  refund_status: string | null;
  refund_transaction_hash: string | null;
  refund_decided_at: Date | null;
}

export interface ChainWatcherTables {
  chain_candidates: ChainCandidatesTable;
  chain_cursors: ChainCursorsTable;
  orders: WatchedOrdersTable;
  payment_checks: PaymentChecksTable;
}
