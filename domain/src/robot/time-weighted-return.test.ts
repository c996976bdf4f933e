import { describe, expect, it } from 'vitest';
import type { GrowthPoint } from './records.js';
import { at, cashDeal as cash, equitySample as sample, tradeDeal as trade } from './testing/deal-fixtures.js';
import { drawdowns, maxDrawdownOf, timeWeightedGrowth } from './time-weighted-return.js';

const growthOf = (points: readonly GrowthPoint[]) => points.map((point) => point.growth);

describe('timeWeightedGrowth', () => {
  it('takes a deposit and a withdrawal in the middle of the history out of the growth', () => {
    const deals = [
      cash(at(0), 1000), // before the first sample: part of its equity, the base
      trade(at(1), 100), // trades are in the equity already: not a flow
      cash(at(1, 12), 900), // between samples 1 and 2
      cash(at(3), -500), // at sample 3's time: already in sample 3
    ];
    const equity = [
      sample(at(4), 1444),
      sample(at(0, 1), 1000),
      sample(at(2), 1900),
      sample(at(1), 1100),
      sample(at(3), 1520),
    ];
    const points = timeWeightedGrowth(deals, equity);

    expect(points.map((point) => point.date)).toEqual([at(0, 1), at(1), at(2), at(3), at(4)]);
    const [g0, g1, g2, g3, g4] = growthOf(points);
    expect(g0).toBe(0);
    expect(g1).toBeCloseTo((1100 / 1000 - 1) * 100, 10); // +10 %
    // The 900 deposited is not growth: 1900 − 900 = 1000 on 1100, a loss of 100.
    expect(g2).toBeCloseTo(((1100 / 1000) * ((1900 - 900) / 1100) - 1) * 100, 10); // 0 %
    // The 500 withdrawn is not a loss: 1520 + 500 = 2020 on 1900.
    expect(g3).toBeCloseTo(((1100 / 1000) * ((1900 - 900) / 1100) * ((1520 + 500) / 1900) - 1) * 100, 10);
    expect(g4).toBeCloseTo(
      ((1100 / 1000) * ((1900 - 900) / 1100) * ((1520 + 500) / 1900) * (1444 / 1520) - 1) * 100,
      10,
    );
    expect(g4).toBeCloseTo(1, 10); // 1.1 × (1000 ÷ 1100) × (2020 ÷ 1900) × 0.95 = 1.01, where raw equity rose 44.4 %
  });

  it('gives no return while the previous equity is not positive', () => {
    const deals = [cash(at(0, 12), 1000)];
    const equity = [sample(at(0), 0), sample(at(1), 1000), sample(at(2), 1100)];
    expect(growthOf(timeWeightedGrowth(deals, equity))).toEqual([
      0,
      0,
      expect.closeTo((1100 / 1000 - 1) * 100, 10),
    ]);
  });

  it('stops at −100 % when equity falls below zero, and stays there', () => {
    const deals = [cash(at(1, 12), 5000)];
    const equity = [sample(at(0), 1000), sample(at(1), -50), sample(at(2), 5000), sample(at(3), 5500)];
    // (−50 − 0) ÷ 1000 < 0 counts as 0; then −50 is no base; then 0 × anything = 0.
    expect(growthOf(timeWeightedGrowth(deals, equity))).toEqual([0, -100, -100, -100]);
  });

  it('keeps a point for an unusable sample, repeating the growth before it', () => {
    const equity = [sample(at(0), 1000), sample(at(1), Number.NaN), sample(at(2), 1200)];
    const growth = growthOf(timeWeightedGrowth([], equity));
    expect(growth).toHaveLength(3);
    expect(growth[1]).toBe(0);
    expect(growth[2]).toBeCloseTo((1200 / 1000 - 1) * 100, 10); // the NaN sample is no base
  });

  it('is empty without samples', () => {
    expect(timeWeightedGrowth([cash(at(0), 1000)], [])).toEqual([]);
  });
});

describe('drawdowns', () => {
  const path = (growth: number[]) => growth.map((g, i) => ({ date: at(i), growth: g }));

  it('measures each point against the highest index so far', () => {
    // index = 1 + growth ÷ 100: 1, 1.1, 0.99, 1.21, 1.089; peaks 1, 1.1, 1.1, 1.21, 1.21.
    const points = drawdowns(path([0, 10, -1, 21, 8.9]));
    expect(points.map((point) => point.date)).toEqual([at(0), at(1), at(2), at(3), at(4)]);
    const [d0, d1, d2, d3, d4] = points.map((point) => point.drawdown);
    expect(d0).toBe(0);
    expect(d1).toBe(0);
    expect(d2).toBeCloseTo((0.99 / 1.1 - 1) * 100, 10); // −10 %
    expect(d3).toBe(0);
    expect(d4).toBeCloseTo((1.089 / 1.21 - 1) * 100, 10); // −10 %
    expect(maxDrawdownOf(points)).toBeCloseTo(10, 10);
  });

  it('measures a history that only falls from where it began', () => {
    // index 1, 0.8, 0.9, 0.72: all below the starting 1.
    const points = drawdowns(path([0, -20, -10, -28]));
    expect(points.map((point) => point.drawdown)).toEqual([
      0,
      expect.closeTo((0.8 / 1 - 1) * 100, 10),
      expect.closeTo((0.9 / 1 - 1) * 100, 10),
      expect.closeTo((0.72 / 1 - 1) * 100, 10),
    ]);
    expect(maxDrawdownOf(points)).toBeCloseTo(28, 10);
  });

  it('is 0 (not −0) without a fall and without points', () => {
    expect(maxDrawdownOf(drawdowns(path([0, 5, 12])))).toBe(0);
    expect(maxDrawdownOf([])).toBe(0);
  });
});
