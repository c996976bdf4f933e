// Deals as chart series: the deposits and withdrawals to mark on a growth chart, and the closed
// trades' net profit per UTC day. Nothing is rounded; nothing is NaN or Infinity.
import { cashFlow, isTrade, netProfit, sortByTime, timeMs } from './deal-maths.js';
import type { CashFlowPoint, DailyProfit, DealRecord } from './records.js';

/**
 * The BALANCE deals in time order, dated with the deal's time: amount = |profit|, a deposit when
 * profit > 0, a withdrawal when < 0. A deal moving nothing or whose time does not parse is left out.
 */
export function cashFlowSeries(deals: readonly DealRecord[]): CashFlowPoint[] {
  return sortByTime(deals)
    .filter((deal) => deal.type === 'BALANCE' && cashFlow(deal) !== 0 && !Number.isNaN(timeMs(deal.time)))
    .map((deal) => {
      const amount = cashFlow(deal);
      return { date: deal.time, amount: Math.abs(amount), kind: amount > 0 ? 'deposit' : 'withdrawal' };
    });
}

/**
 * Per UTC day with at least one closed trade (BUY/SELL deal), days ascending:
 * profit = Σ net profit (profit + commission + swap) of the trades whose time falls on that day.
 * Trades whose time does not parse are left out.
 */
export function dailyProfit(deals: readonly DealRecord[]): DailyProfit[] {
  const byDay = new Map<string, number>();
  for (const deal of deals) {
    const ms = timeMs(deal.time);
    if (!isTrade(deal) || Number.isNaN(ms)) continue;
    const day = new Date(ms).toISOString().slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + netProfit(deal));
  }
  return [...byDay]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, profit]) => ({ day, profit }));
}
