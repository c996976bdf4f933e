// The order decider: placement fixes the amount; a proof (or the watcher finding a transfer) moves
// it to verification; the chain watcher's verdict confirms, holds or rejects it; an admin decides
// held payments; a confirmed order completes when its licence is delivered. An unpaid order
// expires after the payment window.
import type { Decider } from '../core/decider.js';
import { isAccountNumber } from '../licences/decide.js';
import type {
  ConfirmPaymentManually,
  DetectPayment,
  OrderCommand,
  PlaceOrder,
  RecordLicenceDelivery,
  RecordPaymentCheck,
  RejectPaymentManually,
  SubmitPayment,
} from './commands.js';
import { orderError } from './errors.js';
import type { OrderEvent } from './events.js';
import { centsToBaseUnits, normalizeTransactionHash } from './networks.js';
import { REJECTION_MESSAGES } from './payment-check.js';
import { approveRefund, rejectRefund, requestRefund } from './refunds.js';
import { evolveOrder, HELD_STATUSES, initialOrder, type Order, type PlacedOrder } from './state.js';

export const PAYMENT_WINDOW_MINUTES = 30;

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

function submit({ data }: SubmitPayment, state: Order): OrderEvent[] {
  const order = requireOwnOrder(state, data.userId);
  const transactionHash = normalizeTransactionHash(data.transactionHash, order.network);
  if (!transactionHash) throw orderError.invalidTransactionHash();
  if (order.status === 'verifying') {
    if (order.transactionHash === transactionHash) return [];
    throw orderError.alreadySubmitted();
  }
  if (order.status === 'expired' || data.now >= order.expiresAt) throw orderError.expired();
  const userPaymentAddress = data.userPaymentAddress?.trim() || null;
  return [
    {
      type: 'PaymentSubmitted',
      data: { transactionHash, userPaymentAddress, submittedAt: data.now, userId: data.userId },
    },
  ];
}

/** A transfer found on chain: it opens verification, or replaces a pasted hash under verification. */
function detect({ data }: DetectPayment, state: Order): OrderEvent[] {
  if (state.status === 'none') throw orderError.notFound();
  if (state.transactionHash === data.transactionHash) return [];
  if (state.status !== 'pending' && state.status !== 'expired' && state.status !== 'verifying') {
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

/** Only the transaction under verification gets a verdict, once; a stale check appends nothing. */
function recordCheck({ data }: RecordPaymentCheck, state: Order): OrderEvent[] {
  if (state.status !== 'verifying' || state.transactionHash !== data.transactionHash) return [];
  const { outcome, transactionHash, blockNumber, blockTime, now } = data;
  switch (outcome.kind) {
    case 'waiting':
      return [];
    case 'not_found':
    case 'rejected': {
      const reason = outcome.kind === 'not_found' ? 'not_found' : outcome.reason;
      return [
        {
          type: 'PaymentRejected',
          data: {
            transactionHash,
            reason,
            message: REJECTION_MESSAGES[reason],
            rejectedBy: 'chain',
            note: null,
            rejectedAt: now,
          },
        },
      ];
    }
    case 'confirmed':
      return [
        {
          type: 'PaymentConfirmed',
          data: {
            transactionHash,
            receivedBaseUnits: outcome.received.toString(),
            overpaidBaseUnits: outcome.overpaid.toString(),
            blockNumber,
            blockTime,
            confirmations: outcome.confirmations,
            confirmedBy: 'chain',
            reason: null,
            confirmedAt: now,
          },
        },
      ];
    case 'underpaid':
      return [
        {
          type: 'PaymentUnderpaid',
          data: {
            transactionHash,
            receivedBaseUnits: outcome.received.toString(),
            expectedBaseUnits: outcome.expected.toString(),
            blockNumber,
            blockTime,
            confirmations: outcome.confirmations,
            heldAt: now,
          },
        },
      ];
    case 'late':
      return [
        {
          type: 'PaymentLate',
          data: {
            transactionHash,
            receivedBaseUnits: outcome.received.toString(),
            blockNumber,
            blockTime,
            confirmations: outcome.confirmations,
            heldAt: now,
          },
        },
      ];
    default: {
      const _exhaustive: never = outcome;
      return _exhaustive;
    }
  }
}

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

function confirmManually({ data }: ConfirmPaymentManually, state: Order): OrderEvent[] {
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

function rejectManually({ data }: RejectPaymentManually, state: Order): OrderEvent[] {
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
