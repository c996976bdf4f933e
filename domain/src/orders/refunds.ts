// Refunds (7-day money-back guarantee, terms of service): the owner of a paid order asks within 7 days of
// its payment, once, optionally naming the address the money should go to; an admin approves, recording
// the transaction that sent the money back from the shop's wallet, or rejects with a reason. The chain
// watcher then verifies that transaction (refund-verdict.ts); only a verified refund takes back what the
// order bought (see the refund-reversal reactor).
import type { ApproveRefund, RejectRefund, RequestRefund } from './commands.js';
import { orderError } from './errors.js';
import type { OrderEvent } from './events.js';
import { normalizeTransactionHash } from './networks.js';
import { normalizeWalletAddress } from './refund-check.js';
import type { Order, PlacedOrder } from './state.js';

export const REFUND_WINDOW_DAYS = 7;

/** Who holds a refund transaction's reservation (`transactionReservation`) while it proves the refund. */
export const refundTransactionHolder = (orderId: string) => `refund-${orderId}`;
const DAY_MS = 86_400_000;
const REFUND_REASON_MAX = 1000;
const DECISION_TEXT_MAX = 500;

/** Until when the order's money-back guarantee runs; null while it is not paid. */
export function refundableUntil(order: Pick<PlacedOrder, 'paidAt'>): string | null {
  return order.paidAt === null
    ? null
    : new Date(Date.parse(order.paidAt) + REFUND_WINDOW_DAYS * DAY_MS).toISOString();
}

function trimmedOrNull(text: string | null, max: number, tooLong: () => Error): string | null {
  const trimmed = text?.trim() || null;
  if (trimmed !== null && trimmed.length > max) throw tooLong();
  return trimmed;
}

export function requestRefund({ data }: RequestRefund, state: Order): OrderEvent[] {
  // Someone else's order does not exist for this user.
  if (state.status === 'none' || state.userId !== data.userId) throw orderError.notFound();
  if (state.refund !== null) throw orderError.refundAlreadyRequested();
  const until = refundableUntil(state);
  if (until === null || (state.status !== 'confirmed' && state.status !== 'completed')) {
    throw orderError.refundNotPaid();
  }
  if (data.now > until) throw orderError.refundWindowOver();
  const reason = trimmedOrNull(data.reason, REFUND_REASON_MAX, orderError.refundReasonTooLong);
  const givenAddress = data.refundAddress?.trim() || null;
  const refundAddress = givenAddress && normalizeWalletAddress(givenAddress, state.network);
  if (refundAddress === undefined) throw orderError.invalidRefundAddress();
  return [
    {
      type: 'RefundRequested',
      data: {
        userId: state.userId,
        reason,
        amountCents: state.amountCents,
        requestedAt: data.now,
        refundAddress,
      },
    },
  ];
}

function requireRequested(state: Order): PlacedOrder {
  if (state.status === 'none') throw orderError.notFound();
  if (state.refund?.status !== 'requested') throw orderError.refundNotAwaitingDecision();
  return state;
}

export function approveRefund({ data }: ApproveRefund, state: Order): OrderEvent[] {
  const order = requireRequested(state);
  const refundTransactionHash = normalizeTransactionHash(data.refundTransactionHash, order.network);
  if (!refundTransactionHash) throw orderError.invalidTransactionHash();
  // A transaction the chain already judged for this refund cannot prove it a second time.
  if (order.refund!.checkedHashes.includes(refundTransactionHash)) throw orderError.refundTransactionTaken();
  return [
    {
      type: 'RefundApproved',
      data: {
        userId: order.userId,
        adminId: data.adminId,
        refundTransactionHash,
        note: trimmedOrNull(data.note, DECISION_TEXT_MAX, orderError.refundNoteTooLong),
        amountCents: order.amountCents,
        licenceId: order.licence?.licenceId ?? null,
        renewed: order.licence?.renewed ?? false,
        durationDays: order.plan.durationDays,
        approvedAt: data.now,
        awaitsChainVerification: true,
      },
    },
  ];
}

export function rejectRefund({ data }: RejectRefund, state: Order): OrderEvent[] {
  const order = requireRequested(state);
  const reason = data.reason.trim();
  if (!reason || reason.length > DECISION_TEXT_MAX) throw orderError.reasonRequired();
  return [
    {
      type: 'RefundRejected',
      data: { userId: order.userId, adminId: data.adminId, reason, rejectedAt: data.now },
    },
  ];
}
