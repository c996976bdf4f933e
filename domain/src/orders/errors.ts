// The order module's broken rules, with the spec's messages where it gives them.
import { DomainError, type DomainErrorKind } from '../core/domain-error.js';

export type OrderErrorCode =
  | 'REFUND_ADDRESS_IS_SHOPS'
  | 'ORDER_EXISTS'
  | 'ORDER_NOT_FOUND'
  | 'INVALID_ACCOUNT_NUMBER'
  | 'INVALID_TRANSACTION_HASH'
  | 'ORDER_EXPIRED'
  | 'PAYMENT_ALREADY_SUBMITTED'
  | 'PAYMENT_NOT_AWAITING_DECISION'
  | 'REASON_REQUIRED'
  | 'REFUND_ALREADY_REQUESTED'
  | 'REFUND_NOT_PAID'
  | 'REFUND_WINDOW_OVER'
  | 'REFUND_REASON_TOO_LONG'
  | 'REFUND_NOT_AWAITING_DECISION'
  | 'REFUND_NOTE_TOO_LONG'
  | 'REFUND_TRANSACTION_TAKEN'
  | 'INVALID_REFUND_ADDRESS'
  | 'RENEWAL_NOT_FOUND'
  | 'RENEWAL_ACCOUNT_MISMATCH'
  | 'RENEWAL_NOT_POSSIBLE';

export const ORDER_MESSAGES = {
  exists: 'This order already exists',
  notFound: 'Order not found',
  invalidAccountNumber: 'Please enter a valid MT5 account number',
  invalidTransactionHash: 'Please enter a valid transaction hash (64 characters)',
  expired: 'This order has expired. Please create a new order.',
  alreadySubmitted: 'Payment proof was already submitted for this order',
  notAwaitingDecision: 'This payment is not waiting for a decision',
  reasonRequired: 'Please give a reason (up to 500 characters)',
  refundAlreadyRequested: 'A refund was already requested for this order',
  refundNotPaid: 'Only a paid order can be refunded',
  refundWindowOver: 'The 7-day money-back period for this order has ended',
  refundReasonTooLong: 'Reason must be at most 1000 characters',
  refundNotAwaitingDecision: 'This refund is not waiting for a decision',
  refundNoteTooLong: 'Note must be at most 500 characters',
  refundTransactionTaken: 'This transaction is already recorded for another payment or refund',
  invalidRefundAddress:
    'Please enter a wallet address of the network you paid on (BEP20: 0x and 40 hexadecimal characters; TRC20: 34 characters starting with T).',
  refundAddressIsShops:
    "This is one of the shop's payment addresses. Please enter the address of your own wallet.",
  renewalNotFound: 'License to renew not found',
  renewalAccountMismatch: 'The MT5 account number must be the one of the license being renewed',
  renewalNotPossible: 'This license cannot be renewed (revoked, or without an expiry date)',
} as const;

const error = (code: OrderErrorCode, message: string, kind: DomainErrorKind) =>
  new DomainError<OrderErrorCode>(code, message, kind);

export const orderError = {
  exists: () => error('ORDER_EXISTS', ORDER_MESSAGES.exists, 'rule'),
  notFound: () => error('ORDER_NOT_FOUND', ORDER_MESSAGES.notFound, 'not_found'),
  invalidAccountNumber: () =>
    error('INVALID_ACCOUNT_NUMBER', ORDER_MESSAGES.invalidAccountNumber, 'validation'),
  invalidTransactionHash: () =>
    error('INVALID_TRANSACTION_HASH', ORDER_MESSAGES.invalidTransactionHash, 'validation'),
  expired: () => error('ORDER_EXPIRED', ORDER_MESSAGES.expired, 'rule'),
  alreadySubmitted: () => error('PAYMENT_ALREADY_SUBMITTED', ORDER_MESSAGES.alreadySubmitted, 'rule'),
  notAwaitingDecision: () =>
    error('PAYMENT_NOT_AWAITING_DECISION', ORDER_MESSAGES.notAwaitingDecision, 'rule'),
  reasonRequired: () => error('REASON_REQUIRED', ORDER_MESSAGES.reasonRequired, 'validation'),
  refundAlreadyRequested: () =>
    error('REFUND_ALREADY_REQUESTED', ORDER_MESSAGES.refundAlreadyRequested, 'rule'),
  refundNotPaid: () => error('REFUND_NOT_PAID', ORDER_MESSAGES.refundNotPaid, 'rule'),
  refundWindowOver: () => error('REFUND_WINDOW_OVER', ORDER_MESSAGES.refundWindowOver, 'rule'),
  refundReasonTooLong: () =>
    error('REFUND_REASON_TOO_LONG', ORDER_MESSAGES.refundReasonTooLong, 'validation'),
  refundNoteTooLong: () => error('REFUND_NOTE_TOO_LONG', ORDER_MESSAGES.refundNoteTooLong, 'validation'),
  refundTransactionTaken: () =>
    error('REFUND_TRANSACTION_TAKEN', ORDER_MESSAGES.refundTransactionTaken, 'rule'),
  invalidRefundAddress: () =>
    error('INVALID_REFUND_ADDRESS', ORDER_MESSAGES.invalidRefundAddress, 'validation'),
  refundAddressIsShops: () =>
    error('REFUND_ADDRESS_IS_SHOPS', ORDER_MESSAGES.refundAddressIsShops, 'validation'),
  renewalNotFound: () => error('RENEWAL_NOT_FOUND', ORDER_MESSAGES.renewalNotFound, 'not_found'),
  renewalAccountMismatch: () =>
    error('RENEWAL_ACCOUNT_MISMATCH', ORDER_MESSAGES.renewalAccountMismatch, 'validation'),
  renewalNotPossible: () => error('RENEWAL_NOT_POSSIBLE', ORDER_MESSAGES.renewalNotPossible, 'rule'),
  refundNotAwaitingDecision: () =>
    error('REFUND_NOT_AWAITING_DECISION', ORDER_MESSAGES.refundNotAwaitingDecision, 'rule'),
};
