import { describe, expect, it } from 'vitest';
import { maxDrawdownPercent, monitoringMetrics } from './metrics.js';
import type { DealRecord, EquitySample } from './records.js';

// Day n (and hour h) after 2026-03-01T00:00Z.
const START = Date.parse('2026-03-01T00:00:00.000Z');
const at = (days: number, hours = 0) => new Date(START + days * 86_400_000 + hours * 3_600_000).toISOString();

let ticket = 0;
const trade = (
  time: string,
  profit: number,
  more: Partial<Pick<DealRecord, 'symbol' | 'type' | 'commission' | 'swap' | 'openTime'>> = {},
): DealRecord => ({
  ticket: String(++ticket),
  time,
  symbol: 'EURUSD',
  type: 'BUY',
  volume: 0.1,
  price: 1.1,
  profit,
  commission: 0,
  swap: 0,
  comment: '',
  openTime: null,
  ...more,
});
const cash = (time: string, amount: number): DealRecord => ({
  ticket: String(++ticket),
  time,
  symbol: '',
  type: 'BALANCE',
  volume: 0,
  price: 0,
  profit: amount,
  commission: 0,
  swap: 0,
  comment: amount > 0 ? 'deposit' : 'withdrawal',
  openTime: null,
});
const sample = (time: string, balance: number, equity = balance): EquitySample => ({ time, balance, equity });

describe('monitoringMetrics', () => {
  it('gives zeros and nulls without any record', () => {
    expect(monitoringMetrics([], [], new Date(at(10)))).toEqual({
      totalProfit: 0,
      currentBalance: 0,
      initialDeposit: 0,
      maxDrawdown: 0,
      profitFactor: null,
      riskRewardRatio: null,
      bestSymbol: null,
      winRate: 0,
      avgDailyProfit: 0,
      avgWeeklyProfit: 0,
      avgMonthlyProfit: 0,
      avgTradesPerDay: 0,
      avgTradeLength: 0,
      totalTrades: 0,
    });
  });

  it('has no profit factor or risk-reward without a losing trade, and a 100 % win rate', () => {
    const deals = [
      cash(at(0), 1000),
      trade(at(1), 50, { symbol: 'EURUSD' }),
      trade(at(2), 30, { symbol: 'GBPUSD', type: 'SELL' }),
    ];
    // History day 0 → day 10 = 10 days; total profit 50 + 30 = 80.
    expect(monitoringMetrics(deals, [], new Date(at(10)))).toEqual({
      totalProfit: 80,
      currentBalance: 1080, // no samples: 1000 deposited − 0 withdrawn + 80
      initialDeposit: 1000,
      maxDrawdown: 0,
      profitFactor: null,
      riskRewardRatio: null,
      bestSymbol: 'EURUSD',
      winRate: 100, // 2 ÷ 2
      avgDailyProfit: 8, // 80 ÷ 10
      avgWeeklyProfit: 56, // 8 × 7
      avgMonthlyProfit: 240, // 8 × 30
      avgTradesPerDay: 0.2, // 2 ÷ 10
      avgTradeLength: 0, // no open times known
      totalTrades: 2,
    });
  });

  it('computes a mixed history by hand', () => {
    const deals = [
      cash(at(0), 1000),
      // net 120 − 5 − 5 = 110, open 2 h
      trade(at(1, 2), 120, { commission: -5, swap: -5, openTime: at(1) }),
      // net −40 − 5 = −45, open 6 h
      trade(at(2, 6), -40, { type: 'SELL', commission: -5, openTime: at(2) }),
      // net 60 − 2 + 2 = 60, open time unknown
      trade(at(3), 60, { symbol: 'GBPUSD', commission: -2, swap: 2 }),
      // net −70 − 3 − 2 = −75, open 4 h
      trade(at(4, 4), -70, { symbol: 'XAUUSD', type: 'SELL', commission: -3, swap: -2, openTime: at(4) }),
      // net 0: break-even, neither win nor loss; open 1 h
      trade(at(5, 1), 0, { symbol: 'GBPUSD', openTime: at(5) }),
      // net 25, open 12 h
      trade(at(6, 12), 25, { symbol: 'GBPUSD', openTime: at(6) }),
    ];
    const equity = [
      sample(at(0), 1000, 1000),
      sample(at(1, 3), 1110, 1150), // peak
      sample(at(4, 5), 1050, 1035), // trough
      sample(at(7), 1075, 1075),
    ];
    const m = monitoringMetrics(deals, equity, new Date(at(20)));

    // Wins 110, 60, 25 (gross 195, mean 65); losses −45, −75 (gross −120, mean −60).
    expect(m.totalTrades).toBe(6);
    expect(m.totalProfit).toBeCloseTo(75, 10); // 195 − 120
    expect(m.profitFactor).toBeCloseTo(1.625, 10); // 195 ÷ 120
    expect(m.riskRewardRatio).toBeCloseTo(1.083333333, 8); // 65 ÷ 60
    // EURUSD 110 − 45 = 65; GBPUSD 60 + 0 + 25 = 85; XAUUSD −75.
    expect(m.bestSymbol).toBe('GBPUSD');
    expect(m.winRate).toBe(50); // 3 wins ÷ 6 trades
    expect(m.avgTradeLength).toBe(5); // (2 + 6 + 4 + 1 + 12) ÷ 5 timed trades
    // History day 0 → day 20 = 20 days.
    expect(m.avgDailyProfit).toBeCloseTo(3.75, 10); // 75 ÷ 20
    expect(m.avgWeeklyProfit).toBeCloseTo(26.25, 10); // 3.75 × 7
    expect(m.avgMonthlyProfit).toBeCloseTo(112.5, 10); // 3.75 × 30
    expect(m.avgTradesPerDay).toBe(0.3); // 6 ÷ 20
    expect(m.currentBalance).toBe(1075); // the latest sample
    expect(m.initialDeposit).toBe(1000);
    // Equity 1000 → 1150 → 1035 → 1075, no cash flow after the first sample: (1150 − 1035) ÷ 1150.
    expect(m.maxDrawdown).toBeCloseTo(10, 10);
  });

  it('does not count a deposit as profit nor a withdrawal as drawdown', () => {
    const deals = [
      cash(at(0), 1000),
      trade(at(1), 100),
      cash(at(2), 1000), // a second deposit mid-history
      trade(at(3), -110),
      cash(at(4), -500), // a withdrawal
    ];
    const equity = [
      sample(at(0), 1000),
      sample(at(1), 1100),
      sample(at(2), 2100), // includes the deposit made at the same time
      sample(at(3), 1990),
      sample(at(4), 1490), // after the withdrawal
    ];
    const m = monitoringMetrics(deals, equity, new Date(at(10)));

    expect(m.totalProfit).toBe(-10); // 100 − 110
    expect(m.initialDeposit).toBe(1000); // the first deposit, not the sum
    expect(m.currentBalance).toBe(1490);
    // Index: 1 → 1100 ÷ 1000 = 1.1 → (2100 − 1000) ÷ 1100 = ×1 → ×1990 ÷ 2100 → (1490 + 500) ÷ 1990 = ×1.
    // Only the −110 trade is a fall: 110 ÷ 2100 = 5.238095 %; raw equity would say (2100 − 1490) ÷ 2100 = 29 %.
    expect(m.maxDrawdown).toBeCloseTo(5.238095238, 8);
  });

  it('sorts unsorted input by time, also across UTC offsets', () => {
    // 10:00+02:00 is 08:00Z, earlier than 09:00Z although it sorts later as text.
    const deals = [
      trade('2026-03-02T09:00:00Z', -20, { symbol: 'GBPUSD' }),
      cash('2026-03-01T09:00:00Z', 700),
      cash('2026-03-01T10:00:00+02:00', 500),
    ];
    const equity = [
      sample('2026-03-03T00:00:00Z', 1180), // latest
      sample('2026-03-01T10:00:00+02:00', 500), // earliest
      sample('2026-03-01T12:00:00Z', 1200),
    ];
    const m = monitoringMetrics(deals, equity, new Date('2026-03-11T08:00:00Z'));

    expect(m.initialDeposit).toBe(500); // the 08:00Z deposit, listed last
    expect(m.currentBalance).toBe(1180); // the 03-03 sample, listed first
    expect(m.avgDailyProfit).toBe(-2); // −20 ÷ 10 days (03-01T08:00Z → 03-11T08:00Z)
    // 500 → (1200 − 700) ÷ 500 = ×1 → 1180 ÷ 1200: (1200 − 1180) ÷ 1200 = 1.6667 %.
    expect(m.maxDrawdown).toBeCloseTo(1.666666667, 8);
  });

  it('takes the earliest sample balance as the initial deposit when no deposit is known', () => {
    const equity = [sample(at(2), 900), sample(at(1), 800)];
    expect(monitoringMetrics([trade(at(3), 5)], equity, new Date(at(5))).initialDeposit).toBe(800);
  });

  it('counts at least one history day, also when now is before the first record', () => {
    const deals = [trade(at(0, 6), 12), trade(at(0, 12), 6)];
    const early = monitoringMetrics(deals, [], new Date(at(0, 18))); // 12 h of history → 1 day
    expect(early.avgDailyProfit).toBe(18);
    expect(early.avgTradesPerDay).toBe(2);
    expect(monitoringMetrics(deals, [], new Date(at(-3))).avgDailyProfit).toBe(18);
  });
});

describe('maxDrawdownPercent', () => {
  it('ignores a withdrawal of everything that was won', () => {
    const deals = [cash(at(0), 1000), trade(at(1), 500), cash(at(2), -1000)];
    // Raw equity 1000 → 1500 → 500 would be a 66.7 % fall; (500 + 1000) ÷ 1500 = ×1.
    expect(maxDrawdownPercent(deals, [sample(at(0), 1000), sample(at(1), 1500), sample(at(2), 500)])).toBe(0);
  });

  it('separates a loss from a deposit made between two samples', () => {
    const deals = [cash(at(0), 1000), cash(at(1), 1000), trade(at(1, 1), -200)];
    // 1000 → 1800 with 1000 deposited in between: (1800 − 1000) ÷ 1000 = 0.8, a 20 % fall.
    expect(maxDrawdownPercent(deals, [sample(at(0), 1000), sample(at(2), 1800)])).toBeCloseTo(20, 10);
  });

  it('reaches 100 % when equity is wiped out, and never more', () => {
    const equity = [sample(at(0), 1000), sample(at(1), 400), sample(at(2), -50), sample(at(3), 300)];
    expect(maxDrawdownPercent([], equity)).toBe(100);
  });

  it('is 0 with fewer than two samples', () => {
    expect(maxDrawdownPercent([], [sample(at(0), 1000)])).toBe(0);
    expect(maxDrawdownPercent([], [])).toBe(0);
  });
});
