// Received and expected amounts: base units to exact decimals, 6 places on TRC20 and 18 on BEP20.
import { describe, expect, it } from 'vitest';
import { formatUsdt } from './format-amount';

describe('formatUsdt', () => {
  it('uses the network’s decimals', () => {
    expect(formatUsdt('40500000', 'TRC20')).toBe('40.5 USDT');
    expect(formatUsdt('40500000000000000000', 'BEP20')).toBe('40.5 USDT');
    expect(formatUsdt('40500000', 'BEP20')).toBe('0.0000000000405 USDT');
    expect(formatUsdt('1', 'TRC20')).toBe('0.000001 USDT');
  });

  it('keeps every digit of an 18-decimal amount a float would round', () => {
    expect(String(Number('49000000000000000001') / 1e18)).toBe('49');
    expect(formatUsdt('49000000000000000001', 'BEP20')).toBe('49.000000000000000001 USDT');
  });

  it('shows what is not a whole number of base units as given', () => {
    expect(formatUsdt('not-a-number', 'TRC20')).toBe('not-a-number');
    expect(formatUsdt('-5', 'TRC20')).toBe('-5');
  });
});
