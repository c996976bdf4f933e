// Received and expected amounts: base units to exact decimals, 6 places on TRC20 and 18 on BEP20.
import { describe, expect, it } from 'vitest';
import { formatBaseUnits, formatUsdt } from './format-amount';

describe('formatBaseUnits', () => {
  it.each([
    ['105600000', 6, '105.6'],
    ['49000000', 6, '49'],
    ['1', 6, '0.000001'],
    ['999999', 6, '0.999999'],
    ['0', 6, '0'],
    ['000049000000', 6, '49'],
    ['1000000000000000000', 18, '1'],
    ['48999999999999999999', 18, '48.999999999999999999'],
    ['1', 18, '0.000000000000000001'],
    ['123456789012345678901234567890', 18, '123456789012.34567890123456789'],
    ['42', 0, '42'],
    ['not-a-number', 6, 'not-a-number'],
    ['-5', 6, '-5'],
  ])('%s with %d decimals → %s', (baseUnits, decimals, text) => {
    expect(formatBaseUnits(baseUnits, decimals)).toBe(text);
  });

  it('keeps every digit of an 18-decimal amount a float would round', () => {
    // Divided as numbers this reads 49: the last unit is lost.
    expect(String(Number('49000000000000000001') / 1e18)).toBe('49');
    expect(formatBaseUnits('49000000000000000001', 18)).toBe('49.000000000000000001');
  });
});

describe('formatUsdt', () => {
  it('uses the network’s decimals', () => {
    expect(formatUsdt('40500000', 'TRC20')).toBe('40.5 USDT');
    expect(formatUsdt('40500000000000000000', 'BEP20')).toBe('40.5 USDT');
    expect(formatUsdt('40500000', 'BEP20')).toBe('0.0000000000405 USDT');
  });
});
