// The chain watcher's durable state: scan cursors, discovered candidates and confirmation progress.
// Not read models: a rebuild leaves them alone.
import type { Selectable } from 'kysely';

export interface ChainCursorsTable {
  network: string;
  cursor: string | null;
  updated_at: Date;
}

export interface ChainCandidatesTable {
  network: string;
  transaction_hash: string;
  order_id: string;
  found_at: Date;
}

export interface PaymentChecksTable {
  order_id: string;
  transaction_hash: string;
  confirmations: number;
  required: number;
  checked_at: Date;
  last_error: string | null;
}

export type PaymentCheckRow = Selectable<PaymentChecksTable>;
