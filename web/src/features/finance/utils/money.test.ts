// Ledger money: cents as dollars with exactly two decimals, and plain decimals for CSV.
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../lib/format';
import { centsToDecimal } from './money';

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

describe('centsToDecimal', () => {
  it('writes exact decimals without grouping', () => {
    expect(centsToDecimal(4900)).toBe('49.00');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(-4905)).toBe('-49.05');
  });
});
