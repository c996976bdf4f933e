import {
  dealsRequestSchema,
  equityRequestSchema,
  heartbeatRequestSchema,
  positionsRequestSchema,
} from '@shop/command-api/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, isMarketOpen, MINUTE_MS, profitUsd, SYMBOLS } from './market.js';
import { createRandom } from './random.js';
import type { Deal } from './reports.js';
import { createRobotSimulation } from './robot.js';

const now = new Date('2025-06-02T12:34:56.000Z');
const identity = { licenseKey: 'ABCDE-FGHJK-MNPQR-STUVW', accountNumber: 51234567 };
const simulate = (seed: number | string, days = 90) =>
  createRobotSimulation({
    ...identity,
    seed,
    startBalance: 10_000,
    start: new Date(now.getTime() - days * DAY_MS),
  });
const net = (deal: Deal) => deal.profit + deal.commission + deal.swap;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Paths of every number in `value` that is NaN or infinite (JSON would quietly turn them into null). */
function nonFinite(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => nonFinite(inner, `${path}.${key}`));
}

describe('the random source', () => {
  it('repeats itself for a seed and differs between seeds', () => {
    const draws = (seed: string) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draws('a')).toEqual(draws('a'));
    expect(draws('a')).not.toEqual(draws('b'));
  });
});

describe('the market', () => {
  it('is closed on Saturday and until Sunday 22:00 UTC, open midweek', () => {
    expect(isMarketOpen(Date.parse('2025-05-31T12:00:00Z'))).toBe(false);
    expect(isMarketOpen(Date.parse('2025-06-01T21:59:00Z'))).toBe(false);
    expect(isMarketOpen(Date.parse('2025-06-01T22:00:00Z'))).toBe(true);
    expect(isMarketOpen(Date.parse('2025-06-04T03:00:00Z'))).toBe(true);
    expect(isMarketOpen(Date.parse('2025-06-06T21:00:00Z'))).toBe(false);
  });

  it('values a pip like the trade desk does: $10 a lot on EURUSD, about $6.6 on USDJPY at 151', () => {
    const [eurusd, , usdjpy] = SYMBOLS;
    expect(profitUsd(eurusd!, 'BUY', 1, 1.085, 1.0851)).toBeCloseTo(10, 6);
    expect(profitUsd(eurusd!, 'SELL', 0.5, 1.085, 1.0851)).toBeCloseTo(-5, 6);
    expect(profitUsd(usdjpy!, 'BUY', 1, 151.0, 151.01)).toBeCloseTo(6.622, 2);
  });
});

describe('a simulated robot', () => {
  it('trades the very same history for the same seed, and another for another seed', () => {
    const a = simulate(7).history(90, now);
    const b = simulate(7).history(90, now);
    const c = simulate(8).history(90, now);
    expect(b).toEqual(a);
    expect(c.deals).not.toEqual(a.deals);
  });

  it('backfills the requested days with one equity sample an hour and a few trades a day', () => {
    const { deals, samples } = simulate(1, 90).history(90, now);
    expect(samples.length).toBeGreaterThanOrEqual(90 * 24 - 1);
    expect(samples.length).toBeLessThanOrEqual(90 * 24);
    for (const [i, sample] of samples.entries()) {
      expect(Date.parse(sample.time) % HOUR_MS).toBe(0);
      if (i > 0) expect(Date.parse(sample.time) - Date.parse(samples[i - 1]!.time)).toBe(HOUR_MS);
    }
    expect(Date.parse(samples[0]!.time) - (now.getTime() - 90 * DAY_MS)).toBeLessThanOrEqual(HOUR_MS);
    expect(now.getTime() - Date.parse(samples.at(-1)!.time)).toBeLessThan(HOUR_MS);

    const trades = deals.filter((d) => d.type !== 'BALANCE');
    expect(trades.length / 90).toBeGreaterThan(1.5);
    expect(trades.length / 90).toBeLessThan(6);
    expect(deals[0]).toMatchObject({ type: 'BALANCE', profit: 10_000, comment: 'Initial deposit' });
    expect(new Set(deals.map((d) => d.ticket)).size).toBe(deals.length);
  });

  it('keeps the books: the deals add up to the balance, equity = balance + open profit', () => {
    for (const seed of [1, 2, 3]) {
      const robot = simulate(seed);
      const { deals } = robot.history(90, now);
      const state = robot.state();
      expect(sum(deals.map(net))).toBeCloseTo(state.balance, 6);
      expect(state.equity).toBeCloseTo(state.balance + sum(state.positions.map((p) => p.profit)), 6);

      const later = robot.step(new Date(now.getTime() + 6 * HOUR_MS));
      const { heartbeat } = later;
      expect(sum([...deals, ...later.deals].map(net))).toBeCloseTo(heartbeat.balance, 6);
      expect(heartbeat.equity).toBeCloseTo(
        heartbeat.balance + sum(later.positions.positions.map((p) => p.profit)),
        6,
      );
      expect(heartbeat.activePositions).toBe(later.positions.positions.length);
    }
  });

  it('makes a modest profit, not a fantasy: a few percent a month for most seeds', () => {
    const monthly = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
      const { deals } = simulate(seed).history(90, now);
      return (sum(deals.filter((d) => d.type !== 'BALANCE').map(net)) / 10_000 / 3) * 100;
    });
    const median = [...monthly].sort((a, b) => a - b)[4]!;
    expect(median).toBeGreaterThan(2);
    expect(median).toBeLessThan(15);
    expect(Math.max(...monthly)).toBeLessThan(40);
  });

  it('prices plausibly: each trade’s profit follows its price move, holds last minutes to hours', () => {
    const { deals } = simulate(4).history(90, now);
    const trades = deals.filter((d) => d.type !== 'BALANCE');
    for (const deal of trades) {
      const hold = Date.parse(deal.time) - Date.parse(deal.openTime!);
      expect(hold).toBeGreaterThanOrEqual(MINUTE_MS);
      expect(hold).toBeLessThanOrEqual(10 * HOUR_MS);
      expect(deal.volume).toBeGreaterThanOrEqual(0.01);
      expect(deal.volume).toBeLessThanOrEqual(10);
      expect(Number.isInteger(Math.round(deal.volume * 100))).toBe(true);
      const decimals = deal.symbol === 'USDJPY' ? 3 : deal.symbol === 'XAUUSD' ? 2 : 5;
      expect(deal.price).toBeCloseTo(Number(deal.price.toFixed(decimals)), 10);
      expect(deal.commission).toBeLessThan(0);
    }
    const symbols = new Set(trades.map((d) => d.symbol));
    expect([...symbols].sort()).toEqual(['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD']);
  });

  it('never reports NaN or Infinity, and every body passes the API contract', () => {
    const robot = simulate(5, 30);
    const { deals, samples } = robot.history(30, now);
    expect(nonFinite({ deals, samples })).toEqual([]);
    expect(dealsRequestSchema.safeParse({ ...identity, deals: deals.slice(0, 500) }).success).toBe(true);
    expect(equityRequestSchema.safeParse({ ...identity, samples: samples.slice(0, 500) }).success).toBe(true);

    let time = now.getTime();
    for (let i = 0; i < 200; i += 1) {
      time += 30_000;
      const due = robot.step(new Date(time));
      expect(heartbeatRequestSchema.safeParse(due.heartbeat).success).toBe(true);
      expect(positionsRequestSchema.safeParse(due.positions).success).toBe(true);
      if (due.deals.length > 0)
        expect(dealsRequestSchema.safeParse({ ...identity, deals: due.deals }).success).toBe(true);
      expect(nonFinite(due)).toEqual([]);
    }
  });

  it('steps in real time: deals closed since the last report, an equity sample every 5 minutes', () => {
    const robot = simulate(6, 10);
    const { deals } = robot.history(10, now);
    const seen = new Set(deals.map((d) => d.ticket));
    let samples = 0;
    let time = now.getTime();
    for (let i = 0; i < 24 * 120; i += 1) {
      time += 30_000;
      const due = robot.step(new Date(time));
      samples += due.samples.length;
      for (const deal of due.deals) {
        expect(seen.has(deal.ticket)).toBe(false);
        seen.add(deal.ticket);
        expect(Date.parse(deal.time)).toBeLessThanOrEqual(time);
      }
    }
    // 24 hours of 30-second steps: a sample every 5 minutes, some trades closed.
    expect(samples).toBeGreaterThanOrEqual(24 * 12 - 1);
    expect(samples).toBeLessThanOrEqual(24 * 12 + 1);
    expect(seen.size).toBeGreaterThan(deals.length);
  });
});
