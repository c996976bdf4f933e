// Orders as their owners and admins see them (payment status and history).
import type { Selectable } from 'kysely';

export interface OrdersTable {
  order_id: string;
  user_id: string;
  status: string;
  plan_type: string;
  plan_duration: string;
  plan_name: string;
  account_number: string;
  network: 'TRC20' | 'BEP20';
  price_cents: number;
  amount_cents: number;
  amount_base_units: string;
  discount_code: string | null;
  discount_cents: number;
  payment_address: string;
  transaction_hash: string | null;
  verifying_since: Date | null;
  received_base_units: string | null;
  /** Why the order failed or is held, for its owner and admins. */
  status_message: string | null;
  licence_id: string | null;
  licence_key: string | null;
  licence_expires_at: Date | null;
  paid_at: Date | null;
  refund_status: 'requested' | 'approved' | 'rejected' | null;
  refund_requested_at: Date | null;
  refund_decided_at: Date | null;
  refund_transaction_hash: string | null;
  placed_at: Date;
  expires_at: Date;
  updated_at: Date;
  revision: string;
}

export type OrderRow = Selectable<OrdersTable>;
