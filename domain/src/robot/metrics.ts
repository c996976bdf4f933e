// Spec §3 Monitoring metrics for one trading account, computed from its closed deals and its
// balance/equity samples. Nothing is rounded (display rounding belongs to the UI) and nothing is
// NaN or Infinity: empty inputs give zeros and nulls.
import {
  cashFlow,
  currentBalance,
  finite,
  historyDays,
  isTrade,
  netProfit,
  sortByTime,
  summarizeTrades,
} from './deal-maths.js';
import type { DealRecord, EquitySample, MonitoringMetrics } from './records.js';
import { drawdowns, maxDrawdownOf, timeWeightedGrowth } from './time-weighted-return.js';

/**
 * - totalProfit: Σ net profit (profit + commission + swap) of the trades (BUY/SELL deals).
 * - currentBalance: the latest sample's balance; without samples deposits − withdrawals + totalProfit.
 * - initialDeposit: the earliest deposit (BALANCE deal with profit > 0); else the earliest
 *   sample's balance; else 0.
 * - maxDrawdown: see {@link maxDrawdownPercent}.
 * - profitFactor: gross profit ÷ |gross loss| over trades' net profit; null without a losing trade.
 * - riskRewardRatio: mean winning net ÷ |mean losing net|; null unless there are both.
 * - bestSymbol: symbol with the highest summed net profit (ties: the one traded first); null without trades.
 * - winRate: trades with net > 0 ÷ trades × 100; 0 without trades.
 * - avgDailyProfit: totalProfit ÷ history days, where the history runs from the earliest record
 *   (deal or sample) to `now`, fractional and at least 1 day; weekly = daily × 7, monthly = daily × 30.
 * - avgTradesPerDay: trades ÷ history days.
 * - avgTradeLength: mean of close − open time in hours over trades whose open time is known.
 */
export function monitoringMetrics(
  deals: readonly DealRecord[],
  equity: readonly EquitySample[],
  now: Date,
): MonitoringMetrics {
  const ordered = sortByTime(deals);
  const trades = summarizeTrades(ordered);
  const days = Math.max(1, historyDays(deals, equity, now));
  const avgDailyProfit = finite(trades.totalNet / days);
  const avgWin = trades.wins > 0 ? trades.grossProfit / trades.wins : null;
  const avgLoss = trades.losses > 0 ? trades.grossLoss / trades.losses : null;

  return {
    totalProfit: trades.totalNet,
    currentBalance: currentBalance(deals, equity),
    initialDeposit: initialDeposit(ordered, equity),
    maxDrawdown: maxDrawdownPercent(ordered, equity),
    profitFactor: trades.profitFactor,
    riskRewardRatio: avgWin !== null && avgLoss !== null ? finite(avgWin / -avgLoss) : null,
    bestSymbol: bestSymbol(ordered),
    winRate: trades.count > 0 ? (trades.wins / trades.count) * 100 : 0,
    avgDailyProfit,
    avgWeeklyProfit: avgDailyProfit * 7,
    avgMonthlyProfit: avgDailyProfit * 30,
    avgTradesPerDay: finite(trades.count / days),
    avgTradeLength: trades.averageDurationHours,
    totalTrades: trades.count,
  };
}

function initialDeposit(ordered: readonly DealRecord[], equity: readonly EquitySample[]): number {
  const deposit = ordered.find((deal) => deal.type === 'BALANCE' && cashFlow(deal) > 0);
  if (deposit !== undefined) return cashFlow(deposit);
  const earliest = sortByTime(equity)[0];
  return earliest !== undefined ? finite(earliest.balance) : 0;
}

function bestSymbol(ordered: readonly DealRecord[]): string | null {
  const bySymbol = new Map<string, number>();
  for (const deal of ordered) {
    if (isTrade(deal)) bySymbol.set(deal.symbol, (bySymbol.get(deal.symbol) ?? 0) + netProfit(deal));
  }
  let best: string | null = null;
  let bestNet = Number.NEGATIVE_INFINITY;
  for (const [symbol, net] of bySymbol) {
    if (net > bestNet) {
      best = symbol;
      bestNet = net;
    }
  }
  return best;
}

/**
 * Largest peak-to-trough fall, in % of the running peak, of a cash-flow-adjusted equity curve.
 *
 * Raw equity drops when money is withdrawn and jumps when it is deposited, so instead of raw
 * equity this follows the time-weighted equity index of {@link timeWeightedGrowth}: it starts at 1 at
 * the first sample and, from one sample to the next, is multiplied by (equity − net deposits in
 * between) ÷ previous equity, where "in between" is (previous sample time, this sample time]; a
 * deposit or withdrawal at a sample's time is taken as already in that sample. A withdrawal of 500
 * from 1 500 leaving 1 000 is then a factor (1 000 + 500) ÷ 1 500 = 1: no drawdown; a loss is
 * measured against the capital actually at risk at the time. (Subtracting the cumulative deposits
 * in currency would leave no meaningful base to take a percentage of.)
 *
 * While the previous equity is ≤ 0 there is no return to chain, so the index holds; a factor below
 * 0 counts as 0, so the result lies in [0, 100]. Samples whose time or equity is unusable are
 * skipped; with fewer than two samples the drawdown is 0. It is the deepest point of
 * {@link drawdowns}: −min over samples of (index ÷ running peak − 1) × 100.
 */
export function maxDrawdownPercent(deals: readonly DealRecord[], equity: readonly EquitySample[]): number {
  return maxDrawdownOf(drawdowns(timeWeightedGrowth(deals, equity)));
}
