// Orders as their owners and admins see them (payment status and history).
import type { RefundFailureReason, RefundStatus } from '@shop/domain';
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
  /** While underpaid: the rest may be sent to the same address until then. */
  top_up_until: Date | null;
  /** The licence the order extends, chosen at placement; null: a new licence (or an older order). */
  renews_licence_id: string | null;
  renews_licence_key: string | null;
  licence_id: string | null;
  licence_key: string | null;
  licence_expires_at: Date | null;
  /** Whether the delivered licence was an existing one extended. */
  licence_renewed: boolean | null;
  paid_at: Date | null;
  /** requested (again after a failed verification), sent (verifying on chain), approved (refunded), rejected. */
  refund_status: RefundStatus | null;
  refund_requested_at: Date | null;
  refund_decided_at: Date | null;
  refund_transaction_hash: string | null;
  refund_verified_at: Date | null;
  /** The last refund transaction the chain watcher did not accept, and why. */
  refund_failed_transaction_hash: string | null;
  refund_failure_reason: RefundFailureReason | null;
  refund_failure_message: string | null;
  refund_failed_at: Date | null;
  placed_at: Date;
  expires_at: Date;
  updated_at: Date;
  revision: string;
}

export type OrderRow = Selectable<OrdersTable>;
