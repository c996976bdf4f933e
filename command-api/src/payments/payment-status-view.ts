// An order with its verification progress and licence: for the owner's status call and for admins.
import { type PlacedOrder, REJECTION_MESSAGES } from '@shop/domain';
import type { OrderRow, PaymentCheckRow } from '@shop/projections';
import type { AdminPaymentView, PaymentStatusView } from '../contracts/payments.js';
import { orderViewFromRow, orderViewFromState } from './order-view.js';

export interface PaymentOwner {
  _id: string;
  username: string;
  email: string;
}

export function paymentStatusFromRow(
  row: OrderRow,
  check: PaymentCheckRow | undefined,
  required: number,
): PaymentStatusView {
  const sameTransaction = check && check.transaction_hash === row.transaction_hash;
  const settled = row.status === 'confirmed' || row.status === 'completed';
  return {
    ...orderViewFromRow(row),
    confirmations: sameTransaction ? check.confirmations : 0,
    confirmationsRequired: sameTransaction ? check.required : required,
    statusMessage: settled ? null : row.status_message,
    ...(row.licence_key
      ? {
          license: {
            licenseKey: row.licence_key,
            ...(row.licence_expires_at ? { expiresAt: row.licence_expires_at.toISOString() } : {}),
          },
        }
      : {}),
  };
}

export function adminPaymentFromRow(
  row: OrderRow,
  check: PaymentCheckRow | undefined,
  required: number,
  owner: PaymentOwner,
): AdminPaymentView {
  return {
    ...paymentStatusFromRow(row, check, required),
    user: owner,
    receivedBaseUnits: row.received_base_units,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Right after an admin's decision, before the read model has caught up. */
export function adminPaymentFromState(
  order: PlacedOrder,
  required: number,
  owner: PaymentOwner,
  now: Date,
): AdminPaymentView {
  return {
    ...orderViewFromState(order),
    confirmations: 0,
    confirmationsRequired: required,
    statusMessage: order.status === 'failed' ? REJECTION_MESSAGES.admin : null,
    user: owner,
    receivedBaseUnits: order.receivedBaseUnits,
    updatedAt: now.toISOString(),
  };
}
