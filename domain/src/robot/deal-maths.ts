// Small shared arithmetic over deals and equity samples, used by the monitoring metrics and the
// public performance figures. Every function is total: empty or malformed input gives zeros/nulls,
// never NaN or Infinity.
import type { DealRecord, EquitySample } from './records.js';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** `x` when it is a finite number, else `fallback` (keeps NaN/Infinity out of every result). */
export function finite(x: number, fallback = 0): number {
  return Number.isFinite(x) ? x : fallback;
}

/** Milliseconds since the epoch; NaN when the time does not parse. */
export function timeMs(time: string): number {
  return Date.parse(time);
}

/** BUY/SELL deals are (closing) trades; BALANCE deals are deposits and withdrawals. */
export function isTrade(deal: DealRecord): boolean {
  return deal.type === 'BUY' || deal.type === 'SELL';
}

/** What a deal added to the balance: profit + commission + swap. */
export function netProfit(deal: DealRecord): number {
  return finite(deal.profit) + finite(deal.commission) + finite(deal.swap);
}

/** Amount a BALANCE deal moved: > 0 a deposit, < 0 a withdrawal. */
export function cashFlow(deal: DealRecord): number {
  return finite(deal.profit);
}

/**
 * A copy in time order (oldest first). The sort is stable, so records at the same time keep
 * their input order; records whose time does not parse come first.
 */
export function sortByTime<T extends { time: string }>(records: readonly T[]): T[] {
  return records
    .map((record) => ({ record, ms: timeMs(record.time) }))
    .sort((a, b) => {
      const aBad = Number.isNaN(a.ms);
      const bBad = Number.isNaN(b.ms);
      if (aBad || bBad) return aBad === bBad ? 0 : aBad ? -1 : 1;
      return a.ms - b.ms;
    })
    .map(({ record }) => record);
}

/** Earliest and newest parseable times over all deals and samples; null without any. */
export function recordSpan(
  deals: readonly DealRecord[],
  equity: readonly EquitySample[],
): { first: number; last: number } | null {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const { time } of [...deals, ...equity]) {
    const ms = timeMs(time);
    if (Number.isNaN(ms)) continue;
    if (ms < first) first = ms;
    if (ms > last) last = ms;
  }
  return Number.isFinite(first) ? { first, last } : null;
}

/**
 * Days from the earliest record (deal or sample) to `now`, fractional, at least 1 when there is
 * any record (also when `now` is before it or not a valid date); 0 without records.
 */
export function historyDays(
  deals: readonly DealRecord[],
  equity: readonly EquitySample[],
  now: Date,
): number {
  const span = recordSpan(deals, equity);
  if (span === null) return 0;
  return Math.max(1, finite((now.getTime() - span.first) / DAY_MS, 1));
}

/** Deposits and withdrawals, both as positive sums. */
export function cashFlows(deals: readonly DealRecord[]): { deposits: number; withdrawals: number } {
  let deposits = 0;
  let withdrawals = 0;
  for (const deal of deals) {
    if (deal.type !== 'BALANCE') continue;
    const amount = cashFlow(deal);
    if (amount > 0) deposits += amount;
    else withdrawals -= amount;
  }
  return { deposits, withdrawals };
}

export interface TradeSummary {
  count: number;
  /** Sum of the trades' net profit. */
  totalNet: number;
  wins: number;
  losses: number;
  /** Sum of the positive net profits. */
  grossProfit: number;
  /** Sum of the negative net profits (≤ 0). */
  grossLoss: number;
  /** grossProfit ÷ |grossLoss|; null when there is no losing trade. */
  profitFactor: number | null;
  /** Mean close − open in hours over trades with a parseable, not-later open time; 0 if none. */
  averageDurationHours: number;
}

/** Figures over the trade (BUY/SELL) deals; a trade with net profit 0 is neither a win nor a loss. */
export function summarizeTrades(deals: readonly DealRecord[]): TradeSummary {
  let count = 0;
  let wins = 0;
  let losses = 0;
  let grossProfit = 0;
  let grossLoss = 0;
  let durationMs = 0;
  let timed = 0;
  for (const deal of deals) {
    if (!isTrade(deal)) continue;
    count += 1;
    const net = netProfit(deal);
    if (net > 0) {
      wins += 1;
      grossProfit += net;
    } else if (net < 0) {
      losses += 1;
      grossLoss += net;
    }
    if (deal.openTime !== null) {
      const length = timeMs(deal.time) - timeMs(deal.openTime);
      if (length >= 0) {
        durationMs += length;
        timed += 1;
      }
    }
  }
  return {
    count,
    totalNet: grossProfit + grossLoss,
    wins,
    losses,
    grossProfit,
    grossLoss,
    profitFactor: losses > 0 ? finite(grossProfit / -grossLoss) : null,
    averageDurationHours: timed > 0 ? finite(durationMs / timed / HOUR_MS) : 0,
  };
}

/**
 * The latest equity sample's balance; without samples, deposits − withdrawals + the trades'
 * net profit.
 */
export function currentBalance(deals: readonly DealRecord[], equity: readonly EquitySample[]): number {
  const latest = sortByTime(equity).at(-1);
  if (latest !== undefined) return finite(latest.balance);
  const { deposits, withdrawals } = cashFlows(deals);
  return deposits - withdrawals + summarizeTrades(deals).totalNet;
}
