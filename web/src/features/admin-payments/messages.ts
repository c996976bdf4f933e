// The admin Payments tab's own words; the server's decision messages ('Payment confirmed', 'Payment
// rejected') come from @shop/command-api/contracts (PAYMENT_MESSAGES), the reason rule from @shop/domain.

export const ADMIN_PAYMENT_MESSAGES = {
  empty: 'No payments match these filters.',
  loading: 'Loading payments...',
  loadError: 'Error Loading Payments',
  loadFailed: 'Failed to fetch payments',
  confirmFailed: 'Failed to confirm payment',
  confirmNetwork: 'An error occurred while confirming the payment',
  rejectFailed: 'Failed to reject payment',
  rejectNetwork: 'An error occurred while rejecting the payment',
  /** In a cell whose value is not known (nothing received yet, no hash, no message). */
  none: '—',
} as const;

/** The server's limit on a decision's reason (paymentDecisionRequestSchema). */
export const REASON_MAX_LENGTH = 500;
