// The Finance tab's own words; the server's refund messages ('Refund approved', 'Refund rejected') come from
// @shop/command-api/contracts (PAYMENT_MESSAGES), the hash and reason rules from @shop/domain.

export const FINANCE_MESSAGES = {
  title: 'Finance',
  loading: 'Loading ledger...',
  loadingRevenue: 'Loading revenue...',
  loadingProblems: 'Loading open problems...',
  loadingHistory: 'Loading order history...',
  loadError: 'Error Loading Finance',
  ledgerFailed: 'Failed to fetch the ledger',
  revenueFailed: 'Failed to fetch revenue',
  problemsFailed: 'Failed to fetch open problems',
  network: 'An error occurred while loading finance data',
  noEntries: 'No ledger entries match these filters',
  noRevenue: 'No revenue in this period',
  noProblems: 'No open problems',
  problemsNow: 'Open problems are shown as they are now, whatever the As of filter says.',
  asOf: (moment: string) => `Showing the books as they stood at ${moment}.`,
  exportFailed: 'Failed to export the ledger',
  approveFailed: 'Failed to approve refund',
  approveNetwork: 'An error occurred while approving the refund',
  rejectFailed: 'Failed to reject refund',
  rejectNetwork: 'An error occurred while rejecting the refund',
  historyFailed: 'Failed to fetch the order history',
  historyNetwork: 'An error occurred while loading the order history',
  notYetPlaced: 'This order had not been placed yet at that moment.',
  refundTo: 'Refund to',
  refundTransaction: 'Refund transaction',
  refundNotVerified: (message: string) =>
    `The chain did not confirm the refund: ${message} Approve it again with the right transaction or reject it.`,
  none: '—',
} as const;

/** The server's limit on an approval note and a rejection reason (approve/rejectRefundRequestSchema). */
export const DECISION_TEXT_MAX_LENGTH = 500;
