// GET /api/metrics/planzea as the API answers it, for the performance section's tests.
import type { PublicPerformanceView } from '@shop/command-api/contracts';

export const PERFORMANCE_CALL = 'GET /api/metrics/planzea';

const HOUR_MS = 3_600_000;

/** An ISO time `hours` before now. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

export function somePerformance(overrides: Partial<PublicPerformanceView> = {}): PublicPerformanceView {
  return {
    totalBankedGrowth: 45.678,
    dailyBankedGrowth: 0.4,
    weeklyBankedGrowth: 0,
    monthlyBankedGrowth: -1.234,
    balance: 14567.891,
    closedProfit: 4567.89,
    bankedProfitFactor: 1.72,
    tradesPerDay: 3.456,
    historyLengthDays: 128,
    averageTradeDurationHours: 5.25,
    totalDeposits: 10000,
    totalWithdrawals: 0,
    totalClosedPositions: 442,
    lastUpdated: hoursAgo(3.5),
    equityBalanceData: [
      { date: '2026-01-01T12:00:00.000Z', balance: 10000, equity: 10000 },
      { date: '2026-03-15T12:00:00.000Z', balance: 14567.891, equity: 14600 },
    ],
    growthData: [
      { date: '2026-01-01T12:00:00.000Z', growth: 0 },
      { date: '2026-03-15T12:00:00.000Z', growth: 45.678 },
    ],
    drawdownData: [
      { date: '2026-01-01T12:00:00.000Z', drawdown: -3.2 },
      { date: '2026-03-15T12:00:00.000Z', drawdown: 0 },
    ],
    cashFlowData: [{ date: '2026-01-01T12:00:00.000Z', amount: 10000, kind: 'deposit' }],
    maxDrawdown: 3.2,
    ...overrides,
  };
}

export function performanceReply(data: PublicPerformanceView = somePerformance()) {
  return { status: 200, body: { success: true, data } };
}
