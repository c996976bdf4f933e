// The display rules of spec §9: signed percentages, USD money, fixed decimals, profit factor colour and the
// age of the last update.
import { describe, expect, it } from 'vitest';
import {
  formatFixed,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatSignedPercent,
  formatUpdateAge,
  profitFactorTone,
} from './format-metrics';

describe('formatSignedPercent', () => {
  it.each([
    [12.345, '+12.35%'],
    [0.004, '0.00%'],
    [0, '0.00%'],
    [-0.001, '0.00%'],
    [-1.5, '-1.50%'],
    [1234.5, '+1,234.50%'],
  ])('%d → %s', (value, text) => {
    expect(formatSignedPercent(value)).toBe(text);
  });

  it('shows a missing value as a dash', () => {
    expect(formatSignedPercent(null)).toBe('—');
    expect(formatSignedPercent(Number.NaN)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('keeps 2 decimals and no plus sign', () => {
    expect(formatPercent(62.5)).toBe('62.50%');
    expect(formatPercent(8.555)).toBe('8.56%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatMoney', () => {
  it.each([
    [10234.5, '10,234.50 USD'],
    [49, '49.00 USD'],
    [-12, '-12.00 USD'],
    [0.125, '0.13 USD'],
  ])('%d → %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('shows a missing value as a dash', () => {
    expect(formatMoney(undefined)).toBe('—');
  });
});

describe('formatFixed', () => {
  it('rounds to the given decimals and pads with zeros', () => {
    expect(formatFixed(2.449, 1)).toBe('2.4');
    expect(formatFixed(2, 1)).toBe('2.0');
    expect(formatFixed(1.085123, 5)).toBe('1.08512');
    expect(formatFixed(1.1, 5)).toBe('1.10000');
    expect(formatFixed(-25.456, 2)).toBe('-25.46');
    expect(formatFixed(12345.6, 2)).toBe('12,345.60');
    expect(formatFixed(null, 2)).toBe('—');
  });
});

describe('formatQuantity', () => {
  it('adds the unit, singular only for exactly one', () => {
    expect(formatQuantity(1, 0, 'day', 'days')).toBe('1 day');
    expect(formatQuantity(45, 0, 'day', 'days')).toBe('45 days');
    expect(formatQuantity(2.46, 1, 'hour', 'hours')).toBe('2.5 hours');
    expect(formatQuantity(1.04, 1, 'hour', 'hours')).toBe('1.0 hour');
    expect(formatQuantity(null, 1, 'hour', 'hours')).toBe('—');
  });
});

describe('profitFactorTone', () => {
  it('is positive at 1 or more, negative below, and none without a value', () => {
    expect(profitFactorTone(1)).toBe('positive');
    expect(profitFactorTone(2.4)).toBe('positive');
    expect(profitFactorTone(0.99)).toBe('negative');
    expect(profitFactorTone(null)).toBeUndefined();
  });
});

describe('formatUpdateAge', () => {
  const now = Date.parse('2026-03-15T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const HOUR = 3_600_000;

  it.each([
    [0, 'Less than 1 hour ago'],
    [HOUR - 1, 'Less than 1 hour ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR - 1, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [49 * HOUR + 30 * 60_000, '49 hours ago'],
  ])('%d ms ago → %s', (ms, text) => {
    expect(formatUpdateAge(ago(ms), now)).toBe(text);
  });

  it('reads a time ahead of the clock as just now, and no time as a dash', () => {
    expect(formatUpdateAge(ago(-5 * 60_000), now)).toBe('Less than 1 hour ago');
    expect(formatUpdateAge(null, now)).toBe('—');
    expect(formatUpdateAge('not a date', now)).toBe('—');
  });
});
