// The Overview section's words.
export const OVERVIEW_MESSAGES = {
  title: 'Overview',
  loading: 'Loading the overview...',
  loadError: 'The overview could not be loaded',
  failed: 'Failed to fetch the overview',
  network: 'Could not reach the server. Check your connection and try again.',
  retry: 'Try again',
  empty: 'Nothing to show yet: no payments, orders, licences, robots or tickets so far.',
  asOf: (when: string) => `Figures as of ${when}. Each card opens its list.`,
  revenueGroup: 'Revenue',
  ordersGroup: 'Orders and payments',
  licencesGroup: 'Licences and robots',
  supportGroup: 'Support',
} as const;
