import { describe, expect, it } from 'vitest';
import { cashFlows, historyDays, netProfit, sortByTime, summarizeTrades } from './deal-maths.js';
import type { DealRecord } from './records.js';

const deal = (more: Partial<DealRecord>): DealRecord => ({
  ticket: '1',
  time: '2026-03-01T00:00:00Z',
  symbol: 'EURUSD',
  type: 'BUY',
  volume: 0.1,
  price: 1.1,
  profit: 0,
  commission: 0,
  swap: 0,
  comment: '',
  openTime: null,
  ...more,
});

describe('deal maths', () => {
  it('nets profit, commission and swap, treating non-finite amounts as 0', () => {
    expect(netProfit(deal({ profit: 10, commission: -1.5, swap: -0.25 }))).toBe(8.25);
    expect(netProfit(deal({ profit: Number.NaN, commission: -1, swap: Number.POSITIVE_INFINITY }))).toBe(-1);
  });

  it('sorts by parsed time, stably, with unparseable times first', () => {
    const records = [
      { time: '2026-03-02T00:00:00Z', id: 'a' },
      { time: 'not a time', id: 'b' },
      { time: '2026-03-01T00:00:00Z', id: 'c' },
      { time: '2026-03-02T00:00:00Z', id: 'd' },
    ];
    expect(sortByTime(records).map((record) => record.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(records[0]?.id).toBe('a'); // the input is left alone
  });

  it('counts history days from the earliest record, 0 without records', () => {
    const now = new Date('2026-03-04T12:00:00Z');
    expect(historyDays([], [], now)).toBe(0);
    // 03-01T00:00 → 03-04T12:00 = 3.5 days (the sample is earlier than the deal).
    const equity = [{ time: '2026-03-01T00:00:00Z', balance: 1, equity: 1 }];
    expect(historyDays([deal({ time: '2026-03-03T00:00:00Z' })], equity, now)).toBe(3.5);
    expect(historyDays([deal({})], [], new Date(Number.NaN))).toBe(1);
  });

  it('sums deposits and withdrawals as positive amounts', () => {
    const deals = [
      deal({ type: 'BALANCE', profit: 1000 }),
      deal({ type: 'BALANCE', profit: -300 }),
      deal({ type: 'BALANCE', profit: 50 }),
      deal({ profit: 999 }), // a trade is not a cash flow
    ];
    expect(cashFlows(deals)).toEqual({ deposits: 1050, withdrawals: 300 });
  });

  it('skips trade lengths with an open time after the close or not parseable', () => {
    const summary = summarizeTrades([
      deal({ time: '2026-03-01T03:00:00Z', openTime: '2026-03-01T00:00:00Z', profit: 1 }), // 3 h
      deal({ time: '2026-03-01T03:00:00Z', openTime: '2026-03-01T05:00:00Z', profit: -1 }),
      deal({ time: '2026-03-01T03:00:00Z', openTime: 'garbage' }),
      deal({ type: 'BALANCE', profit: 100, openTime: '2026-02-01T00:00:00Z' }),
    ]);
    expect(summary).toEqual({
      count: 3,
      totalNet: 0,
      wins: 1,
      losses: 1,
      grossProfit: 1,
      grossLoss: -1,
      profitFactor: 1,
      averageDurationHours: 3,
    });
  });
});
