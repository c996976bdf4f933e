// Monitoring answers as the API sends them (GET /api/monitoring/...), for the EA Monitoring tab's tests.
// Times are at noon UTC so shown dates are the same in any time zone a test runs in.
import type { AccountStatus } from '../api/get-accounts-status';
import type { Deal } from '../api/get-deals';
import type { EquityPoint } from '../api/get-equity';
import type { HeartbeatView } from '../api/get-heartbeat';
import type { MonitoringLicence } from '../api/get-monitoring-licences';
import type { MonitoringMetrics } from '../api/get-monitoring-metrics';
import type { LicencePerformance } from '../api/get-performance';
import type { Position } from '../api/get-positions';
import type { MonitoringPagination } from '../api/monitoring-query';

export const LICENCE_ID = '5b0c2f4e-1a3d-4e6f-8a9b-0c1d2e3f4a01';

export function aMonitoringLicence(overrides: Partial<MonitoringLicence> = {}): MonitoringLicence {
  return {
    _id: LICENCE_ID,
    licenseKey: 'ROBOT-AAAAA-BBBBB-CCCCC',
    accountNumber: 12345678,
    status: 'active',
    expiresAt: '2026-06-15T12:00:00.000Z',
    userId: { _id: 'u1', username: 'trader1', email: 'trader1@example.com' },
    isOnline: true,
    lastSeen: '2026-03-15T12:00:00.000Z',
    eaVersion: '2.1.0',
    dealCount: 42,
    equityCount: 120,
    ...overrides,
  };
}

export function aPagination(overrides: Partial<MonitoringPagination> = {}): MonitoringPagination {
  return { current: 1, pages: 1, total: 1, hasNext: false, hasPrev: false, ...overrides };
}

export function anAccountStatus(overrides: Partial<AccountStatus> = {}): AccountStatus {
  return {
    licenseId: LICENCE_ID,
    isOnline: true,
    status: 'online',
    username: 'trader1',
    email: 'trader1@example.com',
    accountNumber: 12345678,
    lastSeen: '2026-03-15T12:00:00.000Z',
    ...overrides,
  };
}

export function someMetrics(overrides: Partial<MonitoringMetrics> = {}): MonitoringMetrics {
  return {
    totalProfit: 1234.5,
    currentBalance: 11234.5,
    initialDeposit: 10000,
    maxDrawdown: 8.554,
    profitFactor: 1.8549,
    riskRewardRatio: null,
    bestSymbol: null,
    winRate: 62.5,
    avgDailyProfit: 41.15,
    avgWeeklyProfit: 288.05,
    avgMonthlyProfit: 1234.5,
    avgTradesPerDay: 3.26,
    avgTradeLength: 4.25,
    totalTrades: 42,
    ...overrides,
  };
}

export function aHeartbeat(overrides: Partial<HeartbeatView> = {}): HeartbeatView {
  return {
    success: true,
    isOnline: true,
    status: 'online',
    lastSeen: '2026-03-15T12:00:00.000Z',
    heartbeat: { activePositions: 3, eaVersion: '2.1.0', balance: 11234.5, equity: 11300.25 },
    ...overrides,
  };
}

export function aPosition(overrides: Partial<Position> = {}): Position {
  return {
    _id: 'p1',
    status: 'OPEN',
    symbol: 'EURUSD',
    type: 'BUY',
    volume: 0.1,
    openPrice: 1.0851234,
    currentPrice: 1.09,
    profit: 48.766,
    openTime: '2026-03-14T12:00:00.000Z',
    ...overrides,
  };
}

export function aDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    _id: 'd1',
    timestamp: '2026-03-13T12:00:00.000Z',
    ticket: '900001',
    symbol: 'GBPUSD',
    type: 'SELL',
    volume: 0.25,
    price: 1.2712345,
    profit: -12.345,
    comment: 'sl hit',
    ...overrides,
  };
}

export const EQUITY: EquityPoint[] = [
  { date: '2026-03-01T12:00:00.000Z', balance: 10000, equity: 10000 },
  { date: '2026-03-15T12:00:00.000Z', balance: 11234.5, equity: 11300.25 },
];

/** The licence's performance over the default 90 days: a deposit, a drawdown and three trading days. */
export function somePerformance(overrides: Partial<LicencePerformance> = {}): LicencePerformance {
  return {
    equity: EQUITY,
    growth: [
      { date: '2026-03-01T12:00:00.000Z', growth: 0 },
      { date: '2026-03-15T12:00:00.000Z', growth: 12.345 },
    ],
    drawdown: [
      { date: '2026-03-01T12:00:00.000Z', drawdown: 0 },
      { date: '2026-03-08T12:00:00.000Z', drawdown: -4.5 },
      { date: '2026-03-15T12:00:00.000Z', drawdown: -1.25 },
    ],
    cashFlows: [{ date: '2026-03-01T12:00:00.000Z', amount: 10000, kind: 'deposit' }],
    dailyProfit: [
      { day: '2026-03-02', profit: 120.5 },
      { day: '2026-03-03', profit: -40.25 },
      { day: '2026-03-05', profit: 60 },
    ],
    ...overrides,
  };
}

const ok = (body: object) => ({ status: 200, body: { success: true, ...body } });

export const replies = {
  accounts: (accounts: AccountStatus[]) => ok({ accounts }),
  licences: (licenses: MonitoringLicence[], pagination = aPagination({ total: licenses.length })) =>
    ok({ licenses, pagination }),
  metrics: (metrics: MonitoringMetrics = someMetrics()) => ok({ metrics }),
  heartbeat: (view: HeartbeatView = aHeartbeat()) => ({ status: 200, body: view }),
  equity: (points: EquityPoint[] = EQUITY) => ({ status: 200, body: points }),
  performance: (performance: LicencePerformance = somePerformance()) => ok({ performance }),
  positions: (positions: Position[], pagination = aPagination({ total: positions.length })) =>
    ok({ positions, pagination }),
  deals: (deals: Deal[], pagination = aPagination({ total: deals.length })) => ok({ deals, pagination }),
};

/** The calls of the tab and of the licence LICENCE_ID's details, with their default query strings. */
export const CALLS = {
  accounts: 'GET /api/monitoring/accounts/status',
  licences: (query = 'page=1&limit=10') => `GET /api/monitoring/licenses?${query}`,
  metrics: `GET /api/monitoring/${LICENCE_ID}/metrics`,
  heartbeat: `GET /api/monitoring/${LICENCE_ID}/heartbeat`,
  equity: (days = '90') => `GET /api/monitoring/${LICENCE_ID}/equity?days=${days}`,
  performance: (days = '90') => `GET /api/monitoring/${LICENCE_ID}/performance?days=${days}`,
  positions: (query = 'page=1&limit=10&status=all') => `GET /api/monitoring/${LICENCE_ID}/positions?${query}`,
  deals: (query = 'page=1&limit=10') => `GET /api/monitoring/${LICENCE_ID}/deals?${query}`,
};
