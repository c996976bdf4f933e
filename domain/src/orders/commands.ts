// What may be asked of an order. The address, discount quote, ids and `now` come from outside.
import type { Command } from '../core/message.js';
import type { OrderPlaced } from './events.js';
import type { PaymentAssessment } from './payment-check.js';
import type { RefundAssessment } from './refund-check.js';

export type PlaceOrder = Command<
  'PlaceOrder',
  Omit<OrderPlaced['data'], 'amountCents' | 'amountBaseUnits' | 'placedAt' | 'expiresAt'> & { now: string }
>;
export type SubmitPayment = Command<
  'SubmitPayment',
  { userId: string; transactionHash: string; userPaymentAddress: string | null; now: string }
>;
export type ExpireOrder = Command<'ExpireOrder', { now: string }>;
/** The watcher saw a transfer to the order's address (no hash was submitted). */
export type DetectPayment = Command<'DetectPayment', { transactionHash: string; now: string }>;
/** The watcher's verdict on the order's transaction; `not_found` once it stayed unknown too long. */
export type RecordPaymentCheck = Command<
  'RecordPaymentCheck',
  {
    transactionHash: string;
    outcome: PaymentAssessment | { kind: 'not_found' };
    blockNumber: number | null;
    blockTime: string | null;
    now: string;
  }
>;
export type ConfirmPaymentManually = Command<
  'ConfirmPaymentManually',
  { adminId: string; reason: string; now: string }
>;
export type RejectPaymentManually = Command<
  'RejectPaymentManually',
  { adminId: string; reason: string; now: string }
>;
export type RecordLicenceDelivery = Command<
  'RecordLicenceDelivery',
  { licenceId: string; licenseKey: string; expiresAt: string | null; renewed: boolean; now: string }
>;

export type RequestRefund = Command<
  'RequestRefund',
  { userId: string; reason: string | null; refundAddress?: string | null; now: string }
>;
export type ApproveRefund = Command<
  'ApproveRefund',
  { adminId: string; refundTransactionHash: string; note: string | null; now: string }
>;
export type RejectRefund = Command<'RejectRefund', { adminId: string; reason: string; now: string }>;
/** The watcher's verdict on the refund transaction sent; `not_found` once it stayed unknown too long. */
export type RecordRefundCheck = Command<
  'RecordRefundCheck',
  {
    refundTransactionHash: string;
    outcome: RefundAssessment | { kind: 'not_found' };
    blockNumber: number | null;
    blockTime: string | null;
    now: string;
  }
>;

export type OrderCommand =
  | RequestRefund
  | ApproveRefund
  | RejectRefund
  | RecordRefundCheck
  | PlaceOrder
  | SubmitPayment
  | ExpireOrder
  | DetectPayment
  | RecordPaymentCheck
  | ConfirmPaymentManually
  | RejectPaymentManually
  | RecordLicenceDelivery;
