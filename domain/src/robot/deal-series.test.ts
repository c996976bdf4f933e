import { describe, expect, it } from 'vitest';
import { cashFlowSeries, dailyProfit } from './deal-series.js';
import type { DealRecord } from './records.js';

let ticket = 0;
const deal = (
  type: DealRecord['type'],
  time: string,
  profit: number,
  commission = 0,
  swap = 0,
): DealRecord => ({
  ticket: String(++ticket),
  time,
  symbol: type === 'BALANCE' ? '' : 'EURUSD',
  type,
  volume: type === 'BALANCE' ? 0 : 0.1,
  price: type === 'BALANCE' ? 0 : 1.1,
  profit,
  commission,
  swap,
  comment: '',
  openTime: null,
});

describe('cashFlowSeries', () => {
  it('lists deposits and withdrawals in time order with positive amounts, leaving out trades and empty moves', () => {
    const deals = [
      deal('BALANCE', '2026-03-05T10:00:00.000Z', -250.5),
      deal('BUY', '2026-03-02T10:00:00.000Z', 40),
      deal('BALANCE', '2026-03-01T09:00:00.000Z', 1000),
      deal('BALANCE', '2026-03-03T09:00:00.000Z', 0),
      deal('BALANCE', 'not a time', 70),
    ];
    expect(cashFlowSeries(deals)).toEqual([
      { date: '2026-03-01T09:00:00.000Z', amount: 1000, kind: 'deposit' },
      { date: '2026-03-05T10:00:00.000Z', amount: 250.5, kind: 'withdrawal' },
    ]);
  });
});

describe('dailyProfit', () => {
  it('sums the closed trades’ net profit per UTC day, days ascending', () => {
    const deals = [
      deal('SELL', '2026-03-02T00:10:00.000Z', -30, -1, -0.5), // 2 March (UTC)
      deal('BUY', '2026-03-01T08:00:00.000Z', 50, -2, -1), // 1 March
      deal('BALANCE', '2026-03-01T09:00:00.000Z', 1000), // not a trade
      deal('SELL', '2026-03-02T01:30:00+02:00', 12.5), // 23:30 UTC on 1 March
      deal('BUY', '2026-03-04T12:00:00.000Z', 20, -0.7, 0.2), // 4 March; none on the 3rd
      deal('BUY', 'not a time', 99),
    ];
    expect(dailyProfit(deals)).toEqual([
      { day: '2026-03-01', profit: expect.closeTo(50 - 2 - 1 + 12.5, 10) }, // 59.5
      { day: '2026-03-02', profit: expect.closeTo(-30 - 1 - 0.5, 10) }, // −31.5
      { day: '2026-03-04', profit: expect.closeTo(20 - 0.7 + 0.2, 10) }, // 19.5
    ]);
  });

  it('is empty without trades', () => {
    expect(dailyProfit([deal('BALANCE', '2026-03-01T09:00:00.000Z', 1000)])).toEqual([]);
  });
});
