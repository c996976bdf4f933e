// The EA Monitoring tab's words. 'No equity data available' is spec §8's; the other empty states are ours.

export const MONITORING_MESSAGES = {
  title: 'EA Monitoring',
  loading: 'Loading...',
  noEquity: 'No equity data available',
  noLicences: 'No licenses found',
  noPositions: 'No positions found',
  noDeals: 'No deals found',
  neverSeen: 'Never',
  online: 'Online',
  offline: 'Offline',
} as const;
