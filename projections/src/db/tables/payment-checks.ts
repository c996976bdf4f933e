// Read side only: the chain watcher owns `payment_checks` and its migration
// (chain-watcher/src/db/migrations); it is declared here because the order status call and the admin
// payments list (read-models/orders/queries.ts) read these columns. Not a read model: a rebuild
// leaves it alone.
import type { Selectable } from 'kysely';

export interface PaymentChecksTable {
  order_id: string;
  transaction_hash: string;
  confirmations: number;
  required: number;
  checked_at: Date;
  last_error: string | null;
}

export type PaymentCheckRow = Selectable<PaymentChecksTable>;
