// The performance section's words (spec §2 Landing page, §4 Performance panel, §8 Metrics).

export const PERFORMANCE_MESSAGES = {
  title: 'Live Trading Performance',
  loading: 'Loading performance data...',
  loadError: 'Error loading data',
  loadFailed: 'Failed to fetch trading metrics',
  chartTitle: 'Account Balance & Equity Over Time',
  verifiedResults: 'View verified results',
} as const;

/** The chart shows from this viewport width up ('medium width and up'); below it the metrics stand alone. */
export const CHART_MEDIA_QUERY = '(min-width: 768px)';
