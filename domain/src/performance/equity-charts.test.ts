import { describe, expect, it } from 'vitest';
import {
  at,
  cashDeal as cash,
  equitySample as sample,
  tradeDeal as trade,
} from '../robot/testing/deal-fixtures.js';
import { accountPerformance, downsample, MAX_EQUITY_POINTS } from './equity-charts.js';

describe('accountPerformance', () => {
  const deals = [
    cash(at(0), 1000),
    trade(at(1), 200, -2), // day 1: net 198
    cash(at(2, 12), 1000), // between the day-2 and day-3 samples
    trade(at(3, 6), -120), // day 3
    trade(at(3, 18), 60, -1), // day 3: −120 + 59 = −61
  ];
  const equity = [
    sample(at(3), 2100, 2090),
    sample(at(0, 1), 1000),
    sample(at(1), 1200),
    sample(at(2), 1100),
    sample(at(4), 2050),
  ];

  it('charts the whole history: equity, growth and drawdown on the same dates, flows and daily profit', () => {
    const p = accountPerformance(deals, equity, null);
    const dates = [at(0, 1), at(1), at(2), at(3), at(4)];

    expect(p.equity).toEqual([
      { date: at(0, 1), balance: 1000, equity: 1000 },
      { date: at(1), balance: 1200, equity: 1200 },
      { date: at(2), balance: 1100, equity: 1100 },
      { date: at(3), balance: 2090, equity: 2100 },
      { date: at(4), balance: 2050, equity: 2050 },
    ]);
    // Index 1 → 1.2 → 1.1 → 1.1 × (2100 − 1000) ÷ 1100 = 1.1 → 1.1 × 2050 ÷ 2100.
    const index = [1, 1.2, 1.1, 1.1 * ((2100 - 1000) / 1100), 1.1 * ((2100 - 1000) / 1100) * (2050 / 2100)];
    expect(p.growth).toEqual(
      index.map((value, i) => ({ date: dates[i], growth: expect.closeTo((value - 1) * 100, 10) })),
    );
    // The peak is 1.2 from day 1 on.
    expect(p.drawdown).toEqual(
      [1, 1.2, 1.1 / 1.2, index[3]! / 1.2, index[4]! / 1.2].map((ratio, i) => ({
        date: dates[i],
        drawdown: expect.closeTo(Math.min(0, (ratio - 1) * 100), 10),
      })),
    );
    expect(p.cashFlows).toEqual([
      { date: at(0), amount: 1000, kind: 'deposit' },
      { date: at(2, 12), amount: 1000, kind: 'deposit' },
    ]);
    expect(p.dailyProfit).toEqual([
      { day: '2026-03-02', profit: 200 - 2 },
      { day: '2026-03-04', profit: -120 + 60 - 1 },
    ]);
  });

  it('shows a window of the history, reckoning growth and drawdown from the whole of it', () => {
    const p = accountPerformance(deals, equity, new Date(at(2)));

    expect(p.equity.map((point) => point.date)).toEqual([at(2), at(3), at(4)]);
    // Where the account stood: +10 % at the window's start, 1.1 ÷ 1.2 below the peak of day 1.
    expect(p.growth.map((point) => point.growth)).toEqual(
      [1.1, 1.1, 1.1 * (2050 / 2100)].map((value) => expect.closeTo((value - 1) * 100, 10)),
    );
    expect(p.drawdown[0]?.drawdown).toBeCloseTo((1.1 / 1.2 - 1) * 100, 10);
    expect(p.cashFlows).toEqual([{ date: at(2, 12), amount: 1000, kind: 'deposit' }]);
    expect(p.dailyProfit).toEqual([{ day: '2026-03-04', profit: -120 + 60 - 1 }]);
  });

  it('thins equity, growth and drawdown alike to the same dates', () => {
    const long = Array.from({ length: 1201 }, (_, i) => sample(at(0, i), 1000 + (i % 7)));
    const p = accountPerformance([], long, null);

    expect(p.equity).toHaveLength(MAX_EQUITY_POINTS);
    expect(p.growth.map((point) => point.date)).toEqual(p.equity.map((point) => point.date));
    expect(p.drawdown.map((point) => point.date)).toEqual(p.equity.map((point) => point.date));
    expect(p.equity.at(-1)?.date).toBe(at(0, 1200));
  });
});

describe('downsample', () => {
  it('picks evenly spaced points and always the last one', () => {
    const ten = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(downsample(ten, 4)).toEqual([0, 3, 6, 9]); // step 9 ÷ 3 = 3
    // step 10 ÷ 3 = 3.33: round(0, 3.33, 6.67, 10) = 0, 3, 7, 10
    expect(downsample([...ten, 10], 4)).toEqual([0, 3, 7, 10]);
    expect(downsample(ten, 1)).toEqual([9]);
  });

  it('returns a copy when there are few enough points', () => {
    const few = [1, 2, 3];
    const result = downsample(few, 500);
    expect(result).toEqual([1, 2, 3]);
    expect(result).not.toBe(few);
  });
});
