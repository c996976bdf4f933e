// An order folded from its events.
import type { OrderEvent, OrderPlaced } from './events.js';
import type { RefundFailureReason } from './refund-check.js';

/**
 * pending: waiting for payment; verifying: a transaction is being checked on chain; confirmed:
 * paid, licence on its way; completed: paid and licence delivered; underpaid, late: held for an
 * admin; failed: rejected; expired: never paid.
 */
export type OrderStatus =
  | 'pending'
  | 'verifying'
  | 'confirmed'
  | 'completed'
  | 'underpaid'
  | 'late'
  | 'failed'
  | 'expired';

export interface PlacedOrder extends Readonly<OrderPlaced['data']> {
  status: OrderStatus;
  transactionHash: string | null;
  /** When the transaction hash was submitted or detected. */
  verifyingSince: string | null;
  receivedBaseUnits: string | null;
  /** Base units received by transactions already judged short (underpaid rounds); '0' before any. */
  settledBaseUnits: string;
  /** The transactions those were: none of them counts twice. */
  settledHashes: readonly string[];
  /** While underpaid: the rest may be sent to the same address until then. */
  topUpUntil: string | null;
  licence: { licenceId: string; licenseKey: string; expiresAt: string | null; renewed: boolean } | null;
  /** When the payment was confirmed: the 7-day money-back period runs from here. */
  paidAt: string | null;
  refund: OrderRefund | null;
}

/**
 * requested: waiting for an admin (again, after a failed verification); sent: approved with a
 * transaction the chain watcher is verifying; approved: refunded (verified on chain); rejected.
 */
export type RefundStatus = 'requested' | 'sent' | 'approved' | 'rejected';

export interface RefundFailure {
  refundTransactionHash: string;
  reason: RefundFailureReason;
  message: string;
  failedAt: string;
}

export interface OrderRefund {
  status: RefundStatus;
  requestedAt: string;
  reason: string | null;
  /** Where the buyer asked the money to go, besides the address that paid the order. */
  refundAddress: string | null;
  decidedAt: string | null;
  /** The admin who approved the transaction under verification or verified. */
  approvedBy: string | null;
  refundTransactionHash: string | null;
  verifiedAt: string | null;
  /** The last verification that failed, kept after the admin approves another transaction. */
  lastFailure: RefundFailure | null;
  /** Every transaction the chain watcher judged for this refund: none is approved twice. */
  checkedHashes: readonly string[];
}

export type Order = { status: 'none' } | PlacedOrder;

export const initialOrder: Order = { status: 'none' };

/** Held payments wait for an admin to confirm or reject them. */
export const HELD_STATUSES: readonly OrderStatus[] = ['underpaid', 'late'];

/** How long after an underpayment is seen the buyer may send the rest. */
export const TOP_UP_WINDOW_HOURS = 24;

/** Base units still to send: the amount less what short transactions brought. */
export function outstandingBaseUnits(order: PlacedOrder): bigint {
  const rest = BigInt(order.amountBaseUnits) - BigInt(order.settledBaseUnits);
  return rest > 0n ? rest : 0n;
}

export function evolveOrder(state: Order, event: OrderEvent): Order {
  if (event.type === 'OrderPlaced') {
    return {
      ...event.data,
      status: 'pending',
      transactionHash: null,
      verifyingSince: null,
      receivedBaseUnits: null,
      settledBaseUnits: '0',
      settledHashes: [],
      topUpUntil: null,
      licence: null,
      paidAt: null,
      refund: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PaymentSubmitted':
      return {
        ...state,
        status: 'verifying',
        transactionHash: event.data.transactionHash,
        verifyingSince: event.data.submittedAt,
      };
    case 'PaymentDetected':
      return {
        ...state,
        status: 'verifying',
        transactionHash: event.data.transactionHash,
        verifyingSince: event.data.detectedAt,
      };
    case 'OrderExpired':
      return { ...state, status: 'expired' };
    case 'PaymentConfirmed':
      return {
        ...state,
        status: 'confirmed',
        receivedBaseUnits: event.data.receivedBaseUnits,
        paidAt: event.data.confirmedAt,
      };
    case 'PaymentUnderpaid':
      return {
        ...state,
        status: 'underpaid',
        receivedBaseUnits: event.data.receivedBaseUnits,
        settledBaseUnits: event.data.receivedBaseUnits,
        settledHashes: [...state.settledHashes, event.data.transactionHash],
        topUpUntil: event.data.topUpUntil ?? null,
      };
    case 'TopUpRejected':
      return {
        ...state,
        status: 'underpaid',
        transactionHash: event.data.settledTransactionHash,
        verifyingSince: null,
      };
    case 'PaymentLate':
      return { ...state, status: 'late', receivedBaseUnits: event.data.receivedBaseUnits };
    case 'PaymentRejected':
      return { ...state, status: 'failed' };
    case 'LicenceDelivered': {
      const { licenceId, licenseKey, expiresAt, renewed } = event.data;
      return { ...state, status: 'completed', licence: { licenceId, licenseKey, expiresAt, renewed } };
    }
    case 'RefundRequested':
      return {
        ...state,
        refund: {
          status: 'requested',
          requestedAt: event.data.requestedAt,
          reason: event.data.reason,
          refundAddress: event.data.refundAddress ?? null,
          decidedAt: null,
          approvedBy: null,
          refundTransactionHash: null,
          verifiedAt: null,
          lastFailure: null,
          checkedHashes: [],
        },
      };
    case 'RefundApproved':
      return withRefund(state, (refund) => ({
        ...refund,
        status: event.data.awaitsChainVerification ? 'sent' : 'approved',
        decidedAt: event.data.approvedAt,
        approvedBy: event.data.adminId,
        refundTransactionHash: event.data.refundTransactionHash,
        verifiedAt: event.data.awaitsChainVerification ? null : event.data.approvedAt,
      }));
    case 'RefundVerified':
      return withRefund(state, (refund) => ({
        ...refund,
        status: 'approved',
        verifiedAt: event.data.verifiedAt,
        checkedHashes: [...refund.checkedHashes, event.data.refundTransactionHash],
      }));
    case 'RefundVerificationFailed': {
      const { refundTransactionHash, reason, message, failedAt } = event.data;
      return withRefund(state, (refund) => ({
        ...refund,
        status: 'requested',
        decidedAt: null,
        approvedBy: null,
        refundTransactionHash: null,
        lastFailure: { refundTransactionHash, reason, message, failedAt },
        checkedHashes: [...refund.checkedHashes, refundTransactionHash],
      }));
    }
    case 'RefundRejected':
      return withRefund(state, (refund) => ({
        ...refund,
        status: 'rejected',
        decidedAt: event.data.rejectedAt,
      }));
    default:
      return state;
  }
}

function withRefund(state: PlacedOrder, change: (refund: OrderRefund) => OrderRefund): PlacedOrder {
  return state.refund ? { ...state, refund: change(state.refund) } : state;
}
