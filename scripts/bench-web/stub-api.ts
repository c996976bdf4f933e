// The two public calls the landing page makes, answered with realistic data and no database: the plans
// from @shop/domain and 90 days of a steadily growing account's performance.
import type { PublicPerformanceView } from '@shop/command-api/contracts';
import { PLANS, publicPerformance } from '@shop/domain';
import type { FastifyInstance } from 'fastify';

const DAYS = 90;
const SAMPLES_PER_DAY = 6;

/** A fixed pseudo-random walk, so every run draws the same chart. */
function seededNoise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648 - 0.5;
  };
}

export function stubPerformance(now = Date.now()): PublicPerformanceView {
  const noise = seededNoise(7);
  const start = now - DAYS * 86_400_000;
  let balance = 10_000;
  const samples = Array.from({ length: DAYS * SAMPLES_PER_DAY }, (_, index) => {
    balance *= 1 + 0.0006 + noise() * 0.002;
    const equity = balance * (1 + noise() * 0.01);
    const date = new Date(start + (index * 86_400_000) / SAMPLES_PER_DAY).toISOString();
    return { time: date, balance: Math.round(balance * 100) / 100, equity: Math.round(equity * 100) / 100 };
  });
  // The charts' series as the shop computes them from these samples (no cash flow after the deposit).
  const charts = publicPerformance([], samples, new Date(now));
  return {
    totalBankedGrowth: (balance / 10_000 - 1) * 100,
    dailyBankedGrowth: 0.36,
    weeklyBankedGrowth: 2.41,
    monthlyBankedGrowth: 10.12,
    balance,
    closedProfit: balance - 10_000,
    bankedProfitFactor: 1.84,
    tradesPerDay: 4.2,
    historyLengthDays: DAYS,
    averageTradeDurationHours: 5.6,
    totalDeposits: 10_000,
    totalWithdrawals: 0,
    totalClosedPositions: 378,
    lastUpdated: new Date(now - 20 * 60_000).toISOString(),
    equityBalanceData: charts.equityBalanceData,
    growthData: charts.growthData,
    drawdownData: charts.drawdownData,
    cashFlowData: [{ date: new Date(start).toISOString(), amount: 10_000, kind: 'deposit' }],
    maxDrawdown: charts.maxDrawdown,
  };
}

export function registerStubApi(app: FastifyInstance): void {
  const performance = stubPerformance();
  app.get('/api/metrics/planzea', async () => ({ success: true, data: performance }));
  app.get('/api/plans', async () => ({ success: true, plans: [...PLANS] }));
}
