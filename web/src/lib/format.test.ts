// Money as people read it (spec §9 'money in USD').
import { describe, expect, it } from 'vitest';
import { formatCents, formatUsd } from './format';

describe('formatUsd', () => {
  it.each([
    [49, '49.00 USD'],
    [12.5, '12.50 USD'],
    [0.125, '0.13 USD'],
    [1200, '1,200.00 USD'],
    [-69.6, '-69.60 USD'],
  ])('%d → %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});

describe('formatCents', () => {
  it('writes dollars with two decimals and thousands separators', () => {
    expect(formatCents(4900)).toBe('49.00 USD');
    expect(formatCents(10560)).toBe('105.60 USD');
    expect(formatCents(123456789)).toBe('1,234,567.89 USD');
    expect(formatCents(0)).toBe('0.00 USD');
  });

  it('keeps the sign of a refund', () => {
    expect(formatCents(-13200)).toBe('-132.00 USD');
    expect(formatCents(-5)).toBe('-0.05 USD');
  });
});
