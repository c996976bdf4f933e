// An admin's decision on a payment under verification or held (underpaid, late): confirm or reject,
// always with a reason, which goes into the ledger.
import type { ConfirmPaymentManually, RejectPaymentManually } from './commands.js';
import { orderError } from './errors.js';
import type { OrderEvent } from './events.js';
import { REJECTION_MESSAGES } from './payment-check.js';
import { HELD_STATUSES, type Order, type PlacedOrder } from './state.js';

const REASON_MAX = 500;

/** An admin decides a payment under verification or held; the reason goes into the ledger. */
function requireDecidable(state: Order, reason: string): { order: PlacedOrder; reason: string } {
  if (state.status === 'none') throw orderError.notFound();
  if (state.status !== 'verifying' && !HELD_STATUSES.includes(state.status)) {
    throw orderError.notAwaitingDecision();
  }
  const trimmed = reason.trim();
  if (!trimmed || trimmed.length > REASON_MAX) throw orderError.reasonRequired();
  return { order: state, reason: trimmed };
}

export function confirmManually({ data }: ConfirmPaymentManually, state: Order): OrderEvent[] {
  const { order, reason } = requireDecidable(state, data.reason);
  const received = order.receivedBaseUnits === null ? null : BigInt(order.receivedBaseUnits);
  const overpaid = received !== null && received > BigInt(order.amountBaseUnits);
  return [
    {
      type: 'PaymentConfirmed',
      data: {
        transactionHash: order.transactionHash,
        receivedBaseUnits: order.receivedBaseUnits,
        overpaidBaseUnits: overpaid ? (received - BigInt(order.amountBaseUnits)).toString() : '0',
        blockNumber: null,
        blockTime: null,
        confirmations: null,
        confirmedBy: data.adminId,
        reason,
        confirmedAt: data.now,
        userId: order.userId,
      },
    },
  ];
}

export function rejectManually({ data }: RejectPaymentManually, state: Order): OrderEvent[] {
  const { order, reason } = requireDecidable(state, data.reason);
  return [
    {
      type: 'PaymentRejected',
      data: {
        transactionHash: order.transactionHash,
        reason: 'admin',
        message: REJECTION_MESSAGES.admin,
        rejectedBy: data.adminId,
        note: reason,
        rejectedAt: data.now,
        userId: order.userId,
      },
    },
  ];
}
