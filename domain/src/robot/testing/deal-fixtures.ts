// Deals and equity samples as a robot reports them, for the metric tests: times on a fixed calendar
// (day n after 2026-03-01T00:00Z), tickets numbered in order.
import type { DealRecord, EquitySample } from '../records.js';

const START = Date.parse('2026-03-01T00:00:00.000Z');

/** Day `days` (and hour `hours`) after 2026-03-01T00:00Z, as an ISO string. */
export const at = (days: number, hours = 0) =>
  new Date(START + days * 86_400_000 + hours * 3_600_000).toISOString();

let ticket = 0;

/** A deposit (amount above 0) or a withdrawal (below 0). */
export const cashDeal = (time: string, amount: number): DealRecord => ({
  ticket: String(++ticket),
  time,
  symbol: '',
  type: 'BALANCE',
  volume: 0,
  price: 0,
  profit: amount,
  commission: 0,
  swap: 0,
  comment: '',
  openTime: null,
});

/** A closed trade's deal: its profit and commission make its net profit. */
export const tradeDeal = (time: string, profit: number, commission = 0): DealRecord => ({
  ...cashDeal(time, profit),
  type: 'BUY',
  symbol: 'EURUSD',
  commission,
});

export const equitySample = (time: string, equity: number, balance = equity): EquitySample => ({
  time,
  balance,
  equity,
});
