// What a robot's performance charts draw: balance and equity, time-weighted growth and drawdown
// (point for point on the same samples, thinned alike), the deposits and withdrawals to mark, and
// the closed trades' profit per day. Nothing is rounded.

import { sortByTime, timeMs } from '../robot/deal-maths.js';
import { cashFlowSeries, dailyProfit } from '../robot/deal-series.js';
import type {
  CashFlowPoint,
  DailyProfit,
  DealRecord,
  DrawdownPoint,
  EquityPoint,
  EquitySample,
  GrowthPoint,
} from '../robot/records.js';
import { drawdowns, maxDrawdownOf, timeWeightedGrowth } from '../robot/time-weighted-return.js';

/** A chart carries at most this many equity points (growth and drawdown alike). */
export const MAX_EQUITY_POINTS = 500;

export interface EquityCharts {
  equity: EquityPoint[];
  growth: GrowthPoint[];
  drawdown: DrawdownPoint[];
  /** The deepest drawdown of the samples shown, before thinning, % (≥ 0). */
  maxDrawdown: number;
}

export interface AccountPerformance {
  equity: EquityPoint[];
  growth: GrowthPoint[];
  drawdown: DrawdownPoint[];
  cashFlows: CashFlowPoint[];
  dailyProfit: DailyProfit[];
}

/**
 * The samples at or after `since` (all when null) in time order, with the growth and drawdown at
 * each: both reckoned over the whole history (growth since the first sample ever, drawdown from the
 * peak ever), so a window shows where the account stood, not a fresh start. The three series are
 * thinned to {@link MAX_EQUITY_POINTS} by the same {@link downsample}, so their dates line up.
 */
export function equityCharts(
  deals: readonly DealRecord[],
  equity: readonly EquitySample[],
  since: Date | null = null,
): EquityCharts {
  const samples = sortByTime(equity);
  const growth = timeWeightedGrowth(deals, samples);
  const drawdown = drawdowns(growth);
  const shown = (i: number) => since === null || timeMs(samples[i]!.time) >= since.getTime();
  const keep = <T>(points: readonly T[]) =>
    downsample(
      points.filter((_, i) => shown(i)),
      MAX_EQUITY_POINTS,
    );
  return {
    equity: keep(samples.map(({ time, balance, equity: value }) => ({ date: time, balance, equity: value }))),
    growth: keep(growth),
    drawdown: keep(drawdown),
    maxDrawdown: maxDrawdownOf(drawdown.filter((_, i) => shown(i))),
  };
}

/**
 * One licence's charts for admins over the samples and deals at or after `since` (all when null):
 * {@link equityCharts} without the maximum, the deposits and withdrawals ({@link cashFlowSeries}) and
 * the closed trades' net profit per UTC day ({@link dailyProfit}).
 */
export function accountPerformance(
  deals: readonly DealRecord[],
  equity: readonly EquitySample[],
  since: Date | null,
): AccountPerformance {
  const charts = equityCharts(deals, equity, since);
  const recent = since === null ? deals : deals.filter((deal) => timeMs(deal.time) >= since.getTime());
  return {
    equity: charts.equity,
    growth: charts.growth,
    drawdown: charts.drawdown,
    cashFlows: cashFlowSeries(recent),
    dailyProfit: dailyProfit(recent),
  };
}

/**
 * At most `max` points picked evenly (index round(i × (n − 1) ÷ (max − 1))), always keeping the
 * first and the last; a copy of `points` when it is short enough.
 */
export function downsample<T>(points: readonly T[], max: number): T[] {
  const count = Math.floor(max);
  if (points.length <= count) return [...points];
  if (!(count >= 1)) return [];
  if (count === 1) return [points.at(-1)!];
  const step = (points.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => points[Math.round(i * step)]!);
}
