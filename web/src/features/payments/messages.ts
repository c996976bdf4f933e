// The payment page's own words and timings (spec §8 Payment fallbacks, §9); the shared ones come from
// @shop/domain (ORDER_MESSAGES) and @shop/command-api/contracts (PAYMENT_MESSAGES).

export const PAYMENT_SCREEN_MESSAGES = {
  createFailed: 'Failed to create payment order',
  submitFailed: 'Failed to submit payment',
  statusFailed: 'Failed to get payment status',
  historyFailed: 'Failed to get payment history',
  discountFailed: 'Failed to validate discount code',
  verificationFailed: 'Payment verification failed. Please contact support.',
  addressCopied: 'Address copied to clipboard!',
  amountCopied: 'Amount copied to clipboard!',
  orderLate: 'Your payment arrived after the payment window; our team reviews it.',
  reviewContact: 'Our team will contact you about it. You can also reach support at',
  orderExpired: 'The payment window for this order has closed.',
  expiredProof: 'If you already paid, submit the transaction hash.',
  devPayFailed: 'Failed to send the test payment',
} as const;

/** The dashboard's orders list and its refund request (spec §9 Refund: 7-day guarantee, 2-3 business days). */
export const ORDER_LIST_MESSAGES = {
  loading: 'Loading orders...',
  empty: 'You have not placed any orders yet.',
  refundFailed: 'Failed to request refund',
  guarantee:
    'Every license comes with a 7-day money-back guarantee, counted from the day your payment was confirmed.',
  timing: 'Once approved, refunds take 2-3 business days to reach your wallet.',
  revokes:
    'Once the refund has reached your wallet and is verified on chain, the license this order bought is revoked.',
  refundRequested: 'Refund requested',
  refundSent: 'Refund sent, verifying',
  refunded: 'Refunded',
  refundDeclined: 'Refund declined',
  windowOver: 'Money-back period ended',
  refundAddressHint:
    'Leave empty to receive the refund at the address you paid from. Otherwise enter a wallet address on the network you paid on.',
} as const;

/** The server's limit on a refund request's reason (refundRequestSchema). */
export const REFUND_REASON_MAX_LENGTH = 1000;

/** The development-only way to pay (a local dev chain runs): never shown otherwise. */
export const DEV_PAYMENT = {
  title: 'Development chain only',
  explanation:
    'This server runs a local development chain. Its dev wallet can send the exact amount for this order; the transaction hash is then filled in below for you to submit.',
  button: 'Pay with the dev wallet (development chain only)',
  sending: 'Sending test payment...',
} as const;

/** Spec §9: how long 'Address copied to clipboard!' (and 'Amount copied to clipboard!') stays. */
export const ADDRESS_COPIED_DURATION_MS = 3_000;

/** Spec §9: how often the order's status is checked during verification. */
export const STATUS_POLL_INTERVAL_MS = 10_000;

/** Spec §9: a transaction hash has 64 characters (BEP20 may add 0x in front). */
export const TRANSACTION_HASH_LENGTH = 64;
