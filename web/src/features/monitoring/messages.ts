// The EA Monitoring tab's words. 'No equity data available' is spec §8's; the other empty states are ours.

export const MONITORING_MESSAGES = {
  loading: 'Loading...',
  noEquity: 'No equity data available',
  noDailyProfit: 'No closed trades in this range',
  noLicences: 'No licenses found',
  noMatch: 'No licenses match these filters',
  noPositions: 'No positions found',
  noDeals: 'No deals found',
  neverSeen: 'Never',
  online: 'Online',
  offline: 'Offline',
  exportFailed: 'Failed to export the licenses',
  /** Why Total Trades and the deals' total differ: the metrics count BUY/SELL deals only. */
  tradesCountNote:
    'Total Trades counts closed trades (buy and sell deals). The deals list also holds the balance operations (deposits and withdrawals), so its total can be higher.',
  dealsNote:
    'Every deal the robot reported, newest first: closed trades and balance operations (deposits and withdrawals).',
} as const;
