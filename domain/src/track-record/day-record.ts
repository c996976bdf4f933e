// One UTC day of the showcase robot's public record, the text a seal's digest is taken of: the
// day's closed deals and equity points, each as the public performance call reads them.
import type { DealRecord, EquitySample } from '../robot/records.js';
import { canonicalJson } from './canonical-json.js';

/** A deal as sealed: every reported field but the free-text comment. */
export interface SealedDeal {
  ticket: string;
  time: string;
  type: DealRecord['type'];
  symbol: string;
  volume: number;
  price: number;
  profit: number;
  commission: number;
  swap: number;
  openTime: string | null;
}

/** An equity point as the public performance call serves it (equityBalanceData). */
export interface SealedEquityPoint {
  date: string;
  balance: number;
  equity: number;
}

export interface TrackRecordDay {
  day: string;
  deals: SealedDeal[];
  equity: SealedEquityPoint[];
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day ('YYYY-MM-DD') of an ISO time. */
export const utcDayOf = (time: string | Date): string => new Date(time).toISOString().slice(0, 10);

/** The UTC day after `day`. */
export const nextUtcDay = (day: string): string =>
  utcDayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));

/** Whether `day` is a real calendar day written 'YYYY-MM-DD'. */
export function isUtcDay(day: string): boolean {
  return (
    DAY_PATTERN.test(day) &&
    !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
    utcDayOf(`${day}T00:00:00Z`) === day
  );
}

/** When `day` has ended: the next day's midnight, UTC. */
export const endOfUtcDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

const byTimeThenTicket = (a: SealedDeal, b: SealedDeal) =>
  a.time.localeCompare(b.time) || a.ticket.localeCompare(b.ticket);

/**
 * Every day from the first record's day, keyed by day. Times are normalised to ISO UTC; deals are
 * in time then ticket order, equity points in time order. Days without records are absent.
 */
export function trackRecordDays(
  deals: readonly DealRecord[],
  equity: readonly EquitySample[],
): Map<string, TrackRecordDay> {
  const days = new Map<string, TrackRecordDay>();
  const dayOf = (time: string) => {
    const day = utcDayOf(time);
    const record = days.get(day) ?? emptyDay(day);
    days.set(day, record);
    return record;
  };
  for (const deal of deals) {
    dayOf(deal.time).deals.push({
      ticket: deal.ticket,
      time: new Date(deal.time).toISOString(),
      type: deal.type,
      symbol: deal.symbol,
      volume: deal.volume,
      price: deal.price,
      profit: deal.profit,
      commission: deal.commission,
      swap: deal.swap,
      openTime: deal.openTime === null ? null : new Date(deal.openTime).toISOString(),
    });
  }
  for (const sample of equity) {
    dayOf(sample.time).equity.push({
      date: new Date(sample.time).toISOString(),
      balance: sample.balance,
      equity: sample.equity,
    });
  }
  for (const record of days.values()) {
    record.deals.sort(byTimeThenTicket);
    record.equity.sort((a, b) => a.date.localeCompare(b.date));
  }
  return days;
}

export const emptyDay = (day: string): TrackRecordDay => ({ day, deals: [], equity: [] });

/** The exact text whose SHA-256 is the day's digest. */
export const canonicalDay = (record: TrackRecordDay): string => canonicalJson(record);
