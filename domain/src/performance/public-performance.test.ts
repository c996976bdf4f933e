import { describe, expect, it } from 'vitest';
import type { DealRecord, EquitySample } from '../robot/records.js';
import { MAX_EQUITY_POINTS } from './equity-charts.js';
import { bankedGrowth, publicPerformance } from './public-performance.js';

// Day n (and hour h) after 2026-03-01T00:00Z.
const START = Date.parse('2026-03-01T00:00:00.000Z');
const at = (days: number, hours = 0) => new Date(START + days * 86_400_000 + hours * 3_600_000).toISOString();

let ticket = 0;
const trade = (
  time: string,
  profit: number,
  more: Partial<Pick<DealRecord, 'symbol' | 'commission' | 'swap' | 'openTime'>> = {},
): DealRecord => ({
  ticket: String(++ticket),
  time,
  symbol: 'EURUSD',
  type: 'SELL',
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
  comment: '',
  openTime: null,
});
const sample = (time: string, balance: number, equity = balance): EquitySample => ({ time, balance, equity });

describe('publicPerformance', () => {
  it('gives zeros and nulls without any record', () => {
    expect(publicPerformance([], [], new Date(at(10)))).toEqual({
      totalBankedGrowth: 0,
      dailyBankedGrowth: 0,
      weeklyBankedGrowth: 0,
      monthlyBankedGrowth: 0,
      balance: 0,
      closedProfit: 0,
      bankedProfitFactor: null,
      tradesPerDay: 0,
      historyLengthDays: 0,
      averageTradeDurationHours: 0,
      totalDeposits: 0,
      totalWithdrawals: 0,
      totalClosedPositions: 0,
      lastUpdated: null,
      equityBalanceData: [],
      growthData: [],
      drawdownData: [],
      cashFlowData: [],
      maxDrawdown: 0,
    });
  });

  it('compounds +10 % then −5 % into 4.5 % and spreads it geometrically over the history', () => {
    const deals = [
      cash(at(0), 1000),
      trade(at(1), 110, { commission: -7, swap: -3, openTime: at(0, 21) }), // net 100: 100 ÷ 1000 = +10 %, 3 h
      trade(at(2), -50, { commission: -5, openTime: at(1, 19) }), // net −55: −55 ÷ 1100 = −5 %, 5 h
    ];
    const p = publicPerformance(deals, [], new Date(at(10))); // history: 10 days

    expect(p.totalBankedGrowth).toBeCloseTo(4.5, 10); // 1.10 × 0.95 − 1 = 0.045
    // Monthly over 10 days: 1.045^(30 ÷ 10) = 1.045³ = 1.092025 × 1.045 = 1.141166125 → 14.1166125 %.
    expect(p.monthlyBankedGrowth).toBeCloseTo(14.1166125, 8);
    // Daily: 1.045^(1 ÷ 10) − 1 = 0.441139 %, i.e. (1 + daily)^10 = 1.045.
    expect(p.dailyBankedGrowth).toBeCloseTo(0.44113902, 7);
    expect((1 + p.dailyBankedGrowth / 100) ** 10).toBeCloseTo(1.045, 12);
    // Weekly: 1.045^(7 ÷ 10) − 1 = 3.129142 %.
    expect(p.weeklyBankedGrowth).toBeCloseTo(3.1291417, 6);
    expect(p.historyLengthDays).toBe(10);
    expect(p.closedProfit).toBe(45); // 100 − 55
    expect(p.balance).toBe(1045); // no samples: 1000 + 45
    expect(p.bankedProfitFactor).toBeCloseTo(1.818181818, 8); // 100 ÷ 55
    expect(p.tradesPerDay).toBe(0.2); // 2 ÷ 10
    expect(p.averageTradeDurationHours).toBe(4); // (3 + 5) ÷ 2
    expect(p.totalDeposits).toBe(1000);
    expect(p.totalWithdrawals).toBe(0);
    expect(p.totalClosedPositions).toBe(2);
    expect(p.lastUpdated).toBe(at(2));
  });

  it('does not let deposits and withdrawals inflate growth', () => {
    const deals = [
      cash(at(0), 1000),
      trade(at(1), 100), // +100 ÷ 1000 = +10 %, balance 1100
      cash(at(2), 900), // balance 2000
      trade(at(3), -100), // −100 ÷ 2000 = −5 %, balance 1900
      cash(at(4), -400), // balance 1500
      trade(at(5), 150), // +150 ÷ 1500 = +10 %, balance 1650
    ];
    const p = publicPerformance(deals, [], new Date(at(30)));

    // 1.1 × 0.95 × 1.1 − 1 = 0.1495, where the balance went 1000 → 1650 (+65 %).
    expect(p.totalBankedGrowth).toBeCloseTo(14.95, 10);
    expect(p.monthlyBankedGrowth).toBeCloseTo(14.95, 10); // history of exactly 30 days
    expect(p.closedProfit).toBe(150);
    expect(p.totalDeposits).toBe(1900);
    expect(p.totalWithdrawals).toBe(400);
    expect(p.balance).toBe(1650); // 1900 − 400 + 150
  });

  it('gives no return to a trade made while the balance is not positive', () => {
    const deals = [
      trade(at(0), 50), // balance 0: no return; balance 50
      cash(at(1), 1000), // balance 1050
      trade(at(2), 105), // 105 ÷ 1050 = +10 %
    ];
    expect(publicPerformance(deals, [], new Date(at(10))).totalBankedGrowth).toBeCloseTo(10, 10);
  });

  it('stops at −100 % when a trade loses more than the balance', () => {
    const deals = [
      cash(at(0), 100),
      trade(at(1), -150), // 1 − 1.5 < 0 counts as 0; balance −50
      trade(at(2), 80), // balance −50: no return
    ];
    const p = publicPerformance(deals, [], new Date(at(5)));
    expect(p.totalBankedGrowth).toBe(-100);
    expect(p.dailyBankedGrowth).toBe(-100); // 0^(1 ÷ 5) − 1
    expect(p.bankedProfitFactor).toBeCloseTo(80 / 150, 10);
  });

  it('sorts unsorted input and spans the history from the earliest record', () => {
    const deals = [
      trade(at(3), -55), // −55 ÷ 1100 = −5 % only when it comes after the +100
      cash(at(1), 1000),
      trade(at(2), 100), // +10 %
    ];
    const equity = [sample(at(4), 1045, 1040), sample(at(0), 0), sample(at(2, 1), 1100, 1100)];
    const p = publicPerformance(deals, equity, new Date(at(10)));

    expect(p.totalBankedGrowth).toBeCloseTo(4.5, 10);
    expect(p.historyLengthDays).toBe(10); // from the day-0 sample, before any deal
    expect(p.balance).toBe(1045); // the latest sample
    expect(p.lastUpdated).toBe(at(4)); // the newest record is a sample
    expect(p.equityBalanceData).toEqual([
      { date: at(0), balance: 0, equity: 0 },
      { date: at(2, 1), balance: 1100, equity: 1100 },
      { date: at(4), balance: 1045, equity: 1040 },
    ]);
  });

  it('charts equity growth time-weighted on the same dates, with the deposits and withdrawals apart', () => {
    const deals = [
      cash(at(0), 1000),
      trade(at(1), 100),
      cash(at(1, 12), 900), // between the day-1 and day-2 samples
      cash(at(3), -500), // at the day-3 sample's time: already in it
    ];
    const equity = [
      sample(at(0, 1), 1000),
      sample(at(1), 1100),
      sample(at(2), 1900),
      sample(at(3), 1520),
      sample(at(4), 1444),
    ];
    const p = publicPerformance(deals, equity, new Date(at(5)));

    const dates = p.equityBalanceData.map((point) => point.date);
    expect(p.growthData.map((point) => point.date)).toEqual(dates);
    expect(p.drawdownData.map((point) => point.date)).toEqual(dates);
    // Index 1 → 1.1 → 1.1 × (1900 − 900) ÷ 1100 = 1 → × (1520 + 500) ÷ 1900 → × 1444 ÷ 1520.
    const index = [
      1,
      1100 / 1000,
      (1100 / 1000) * ((1900 - 900) / 1100),
      (1100 / 1000) * ((1900 - 900) / 1100) * ((1520 + 500) / 1900),
      (1100 / 1000) * ((1900 - 900) / 1100) * ((1520 + 500) / 1900) * (1444 / 1520),
    ];
    expect(p.growthData.map((point) => point.growth)).toEqual(
      index.map((value) => expect.closeTo((value - 1) * 100, 10)),
    );
    // The peak is 1.1 from day 1 on.
    expect(p.drawdownData.map((point) => point.drawdown)).toEqual(
      [1, 1.1, index[2]! / 1.1, index[3]! / 1.1, index[4]! / 1.1].map((ratio) =>
        expect.closeTo(Math.min(0, (ratio - 1) * 100), 10),
      ),
    );
    expect(p.maxDrawdown).toBeCloseTo((1 - index[2]! / 1.1) * 100, 10); // 9.09 %: the loss of 100 on 1100
    expect(p.cashFlowData).toEqual([
      { date: at(0), amount: 1000, kind: 'deposit' },
      { date: at(1, 12), amount: 900, kind: 'deposit' },
      { date: at(3), amount: 500, kind: 'withdrawal' },
    ]);
  });

  it('has a history of at least one day and normalises lastUpdated to UTC', () => {
    const deals = [cash('2026-03-01T08:00:00+02:00', 100)];
    const p = publicPerformance(deals, [], new Date('2026-03-01T07:00:00Z')); // 1 h after 06:00Z
    expect(p.historyLengthDays).toBe(1);
    expect(p.lastUpdated).toBe('2026-03-01T06:00:00.000Z');
  });

  it('downsamples a long equity history to 500 points, keeping the first and last', () => {
    const equity = Array.from({ length: 1001 }, (_, i) => sample(at(0, i), 1000 + i));
    const points = publicPerformance([], equity.toReversed(), new Date(at(60))).equityBalanceData;

    expect(points).toHaveLength(MAX_EQUITY_POINTS);
    expect(points[0]).toEqual({ date: at(0), balance: 1000, equity: 1000 });
    expect(points.at(-1)).toEqual({ date: at(0, 1000), balance: 2000, equity: 2000 });
    // Evenly: index round(i × 1000 ÷ 499), so the second point is sample 2 (2.004 → 2).
    expect(points[1]?.balance).toBe(1002);
    const times = points.map((point) => Date.parse(point.date));
    expect(times.every((time, i) => i === 0 || time > times[i - 1]!)).toBe(true);
  });

  it('thins growth and drawdown like the equity points but takes the maximum drawdown over every sample', () => {
    // Equity 1000 + i, except one dip to 900 at sample 1 (not among the points kept: 0, 2, 4, …).
    const equity = Array.from({ length: 1001 }, (_, i) => sample(at(0, i), i === 1 ? 900 : 1000 + i));
    const p = publicPerformance([], equity, new Date(at(60)));

    expect(p.growthData).toHaveLength(MAX_EQUITY_POINTS);
    expect(p.growthData.map((point) => point.date)).toEqual(p.equityBalanceData.map((point) => point.date));
    expect(p.drawdownData.map((point) => point.date)).toEqual(p.equityBalanceData.map((point) => point.date));
    expect(p.growthData.at(-1)?.growth).toBeCloseTo((2000 / 1000 - 1) * 100, 8);
    expect(p.drawdownData.every((point) => point.drawdown === 0)).toBe(true);
    expect(p.maxDrawdown).toBeCloseTo((1 - 900 / 1000) * 100, 10);
  });
});

describe('bankedGrowth', () => {
  it('is 0 without trades', () => {
    expect(bankedGrowth([cash(at(0), 1000), cash(at(1), -200)])).toBe(0);
  });
});
