// Spec §3 Public performance metrics: what a robot's public page shows. Growth is "banked" (closed
// trades only) and time-weighted, so deposits and withdrawals never count as gains or losses.
// Nothing is rounded; nothing is NaN or Infinity.
import {
  cashFlow,
  cashFlows,
  currentBalance,
  finite,
  historyDays,
  isTrade,
  netProfit,
  recordSpan,
  sortByTime,
  summarizeTrades,
} from '../robot/deal-maths.js';
import { cashFlowSeries } from '../robot/deal-series.js';
import type { DealRecord, EquitySample, PublicPerformance } from '../robot/records.js';
import { equityCharts, MAX_EQUITY_POINTS } from './equity-charts.js';

/**
 * - totalBankedGrowth: (Π(1 + rᵢ) − 1) × 100 over the trades in time order, where
 *   rᵢ = trade net profit ÷ the running balance just before it. The running balance starts at 0
 *   and moves with every deal (deposits and withdrawals change it but are not returns). A trade
 *   while the running balance is ≤ 0 adds no return; a factor 1 + rᵢ below 0 counts as 0, so the
 *   total is at least −100 %.
 * - daily/weekly/monthlyBankedGrowth: the geometric per-period equivalent over the history,
 *   ((1 + total)^(period ÷ historyLengthDays) − 1) × 100 for a period of 1, 7 and 30 days
 *   (0 without history). A history shorter than the period is extrapolated.
 * - historyLengthDays: days (fractional) from the earliest record (deal or sample) to `now`;
 *   at least 1 with any record, 0 without.
 * - balance: the latest sample's balance; without samples deposits − withdrawals + closedProfit.
 * - closedProfit: Σ trades' net profit (profit + commission + swap).
 * - bankedProfitFactor: gross profit ÷ |gross loss| over trades; null without a losing trade.
 * - tradesPerDay: trades ÷ historyLengthDays (0 without history).
 * - averageTradeDurationHours: mean close − open over trades whose open time is known.
 * - totalDeposits / totalWithdrawals: sums of BALANCE deals in and out, both positive.
 * - lastUpdated: the newest record's time (deal or sample), as an ISO string.
 * - equityBalanceData: the samples in time order, at most {@link MAX_EQUITY_POINTS} (see {@link equityCharts}).
 * - growthData / drawdownData: the time-weighted growth of equity (deposits and withdrawals taken
 *   out) and its drawdown from the peak at each point of equityBalanceData, same dates (see
 *   robot/time-weighted-return.ts). Unlike totalBankedGrowth they follow equity, so
 *   open positions' floating profit counts.
 * - cashFlowData: every deposit and withdrawal, amount positive (robot/deal-series.ts).
 * - maxDrawdown: the deepest point of the drawdown over every sample, before thinning, % (≥ 0).
 */
export function publicPerformance(
  deals: readonly DealRecord[],
  equity: readonly EquitySample[],
  now: Date,
): PublicPerformance {
  const ordered = sortByTime(deals);
  const trades = summarizeTrades(ordered);
  const { deposits, withdrawals } = cashFlows(ordered);
  const days = historyDays(deals, equity, now);
  const total = bankedGrowth(ordered);
  const span = recordSpan(deals, equity);
  const charts = equityCharts(ordered, equity);

  return {
    totalBankedGrowth: total * 100,
    dailyBankedGrowth: perPeriodGrowth(total, 1, days),
    weeklyBankedGrowth: perPeriodGrowth(total, 7, days),
    monthlyBankedGrowth: perPeriodGrowth(total, 30, days),
    balance: currentBalance(deals, equity),
    closedProfit: trades.totalNet,
    bankedProfitFactor: trades.profitFactor,
    tradesPerDay: days > 0 ? finite(trades.count / days) : 0,
    historyLengthDays: days,
    averageTradeDurationHours: trades.averageDurationHours,
    totalDeposits: deposits,
    totalWithdrawals: withdrawals,
    totalClosedPositions: trades.count,
    lastUpdated: span !== null ? new Date(span.last).toISOString() : null,
    equityBalanceData: charts.equity,
    growthData: charts.growth,
    drawdownData: charts.drawdown,
    cashFlowData: cashFlowSeries(ordered),
    maxDrawdown: charts.maxDrawdown,
  };
}

/** Time-weighted growth of closed trades as a fraction (0.045 = 4.5 %); deals must be in time order. */
export function bankedGrowth(ordered: readonly DealRecord[]): number {
  let balance = 0;
  let growth = 1;
  for (const deal of ordered) {
    if (deal.type === 'BALANCE') {
      balance += cashFlow(deal);
    } else if (isTrade(deal)) {
      const net = netProfit(deal);
      if (balance > 0) growth *= Math.max(0, 1 + net / balance);
      balance += net;
    }
  }
  return finite(growth - 1);
}

/** ((1 + total)^(period ÷ days) − 1) × 100; 0 when there is no history. */
function perPeriodGrowth(total: number, periodDays: number, days: number): number {
  if (days <= 0) return 0;
  return finite(((1 + total) ** (periodDays / days) - 1) * 100);
}
