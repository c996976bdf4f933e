// An order folded from its events.
import type { OrderEvent, OrderPlaced } from './events.js';

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
  licence: { licenceId: string; licenseKey: string; expiresAt: string | null; renewed: boolean } | null;
  /** When the payment was confirmed: the 7-day money-back period runs from here. */
  paidAt: string | null;
  refund: OrderRefund | null;
}

export interface OrderRefund {
  status: 'requested' | 'approved' | 'rejected';
  requestedAt: string;
  reason: string | null;
  decidedAt: string | null;
  refundTransactionHash: string | null;
}

export type Order = { status: 'none' } | PlacedOrder;

export const initialOrder: Order = { status: 'none' };

/** Held payments wait for an admin to confirm or reject them. */
export const HELD_STATUSES: readonly OrderStatus[] = ['underpaid', 'late'];

export function evolveOrder(state: Order, event: OrderEvent): Order {
  if (event.type === 'OrderPlaced') {
    return {
      ...event.data,
      status: 'pending',
      transactionHash: null,
      verifyingSince: null,
      receivedBaseUnits: null,
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
      return { ...state, status: 'underpaid', receivedBaseUnits: event.data.receivedBaseUnits };
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
          decidedAt: null,
          refundTransactionHash: null,
        },
      };
    case 'RefundApproved':
      return state.refund
        ? {
            ...state,
            refund: {
              ...state.refund,
              status: 'approved',
              decidedAt: event.data.approvedAt,
              refundTransactionHash: event.data.refundTransactionHash,
            },
          }
        : state;
    case 'RefundRejected':
      return state.refund
        ? { ...state, refund: { ...state.refund, status: 'rejected', decidedAt: event.data.rejectedAt } }
        : state;
    default:
      return state;
  }
}
