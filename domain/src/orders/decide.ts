// The order decider: placement fixes the amount; a proof (or the watcher finding a transfer) moves
// it to verification, also after the window or for the rest of an underpaid order; the chain
// watcher's verdict confirms, holds or rejects it (chain-verdict.ts);
// an admin decides held payments (manual-review.ts); a confirmed order completes when its licence is
// delivered; refunds follow (refunds.ts), verified on chain (refund-verdict.ts). An unpaid order
// expires after the payment window.
import type { Decider } from '../core/decider.js';
import { isAccountNumber } from '../licences/decide.js';
import { recordCheck } from './chain-verdict.js';
import type {
  DetectPayment,
  OrderCommand,
  PlaceOrder,
  RecordLicenceDelivery,
  SubmitPayment,
} from './commands.js';
import { orderError } from './errors.js';
import type { OrderEvent } from './events.js';
import { confirmManually, rejectManually } from './manual-review.js';
import { centsToBaseUnits, normalizeTransactionHash } from './networks.js';
import { recordRefundCheck } from './refund-verdict.js';
import { approveRefund, rejectRefund, requestRefund } from './refunds.js';
import { evolveOrder, initialOrder, type Order, type OrderStatus, type PlacedOrder } from './state.js';

export const PAYMENT_WINDOW_MINUTES = 30;

/** Orders a buyer's proof may open verification for (a failed one only within its window). */
const TAKES_PROOF: readonly OrderStatus[] = ['pending', 'expired', 'underpaid', 'failed'];
/** Orders a transfer found on chain may be attached to. */
const TAKES_DETECTION: readonly OrderStatus[] = ['pending', 'expired', 'verifying', 'underpaid'];

function place({ data }: PlaceOrder, state: Order): OrderEvent[] {
  if (state.status !== 'none') throw orderError.exists();
  if (!isAccountNumber(data.accountNumber)) throw orderError.invalidAccountNumber();
  const { now, ...rest } = data;
  const amountCents = data.priceCents - (data.discount?.discountCents ?? 0);
  return [
    {
      type: 'OrderPlaced',
      data: {
        ...rest,
        amountCents,
        amountBaseUnits: centsToBaseUnits(amountCents, data.network).toString(),
        placedAt: now,
        expiresAt: new Date(Date.parse(now) + PAYMENT_WINDOW_MINUTES * 60_000).toISOString(),
      },
    },
  ];
}

function requireOwnOrder(state: Order, userId: string): PlacedOrder {
  // Someone else's order does not exist for this user.
  if (state.status === 'none' || state.userId !== userId) throw orderError.notFound();
  return state;
}

/**
 * A proof is taken while the order waits for its payment, also after the window (the chain check holds
 * a late payment for an admin), and for the rest of an underpaid order. A failed order takes another
 * proof only within its window.
 */
function submit({ data }: SubmitPayment, state: Order): OrderEvent[] {
  const order = requireOwnOrder(state, data.userId);
  const transactionHash = normalizeTransactionHash(data.transactionHash, order.network);
  if (!transactionHash) throw orderError.invalidTransactionHash();
  if (order.status === 'verifying') {
    if (order.transactionHash === transactionHash) return [];
    throw orderError.alreadySubmitted();
  }
  if (order.status === 'failed' && data.now >= order.expiresAt) throw orderError.expired();
  if (!TAKES_PROOF.includes(order.status) || order.settledHashes.includes(transactionHash)) {
    throw orderError.alreadySubmitted();
  }
  const userPaymentAddress = data.userPaymentAddress?.trim() || null;
  return [
    {
      type: 'PaymentSubmitted',
      data: { transactionHash, userPaymentAddress, submittedAt: data.now, userId: data.userId },
    },
  ];
}

/**
 * A transfer found on chain: it opens verification, replaces a pasted hash under verification, or
 * tops up an underpaid order. A transaction the order already counted is refused.
 */
function detect({ data }: DetectPayment, state: Order): OrderEvent[] {
  if (state.status === 'none') throw orderError.notFound();
  if (state.transactionHash === data.transactionHash && state.status !== 'underpaid') return [];
  if (!TAKES_DETECTION.includes(state.status) || state.settledHashes.includes(data.transactionHash)) {
    throw orderError.alreadySubmitted();
  }
  const replaces = state.status === 'verifying' ? state.transactionHash : null;
  return [
    {
      type: 'PaymentDetected',
      data: { transactionHash: data.transactionHash, replaces, detectedAt: data.now },
    },
  ];
}

/** Once per order: a replayed delivery appends nothing. */
function recordDelivery({ data }: RecordLicenceDelivery, state: Order): OrderEvent[] {
  if (state.status === 'completed') return [];
  if (state.status !== 'confirmed') throw orderError.notAwaitingDecision();
  const { now, ...licence } = data;
  return [{ type: 'LicenceDelivered', data: { ...licence, deliveredAt: now } }];
}

export function decideOrder(command: OrderCommand, state: Order): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return place(command, state);
    case 'SubmitPayment':
      return submit(command, state);
    case 'ExpireOrder':
      // Only an order nobody paid for, once its window has closed.
      if (state.status !== 'pending' || command.data.now < state.expiresAt) return [];
      return [{ type: 'OrderExpired', data: { expiredAt: command.data.now } }];
    case 'DetectPayment':
      return detect(command, state);
    case 'RecordPaymentCheck':
      return recordCheck(command, state);
    case 'ConfirmPaymentManually':
      return confirmManually(command, state);
    case 'RejectPaymentManually':
      return rejectManually(command, state);
    case 'RecordLicenceDelivery':
      return recordDelivery(command, state);
    case 'RequestRefund':
      return requestRefund(command, state);
    case 'ApproveRefund':
      return approveRefund(command, state);
    case 'RejectRefund':
      return rejectRefund(command, state);
    case 'RecordRefundCheck':
      return recordRefundCheck(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const orderDecider: Decider<Order, OrderCommand, OrderEvent> = {
  initialState: initialOrder,
  evolve: evolveOrder,
  decide: decideOrder,
};
