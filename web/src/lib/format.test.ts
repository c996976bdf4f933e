// Money as people read it (spec §9 'money in USD').
import { describe, expect, it } from 'vitest';
import { formatUsd } from './format';

describe('formatUsd', () => {
  it.each([
    [49, '49 USD'],
    [12.5, '12.5 USD'],
    [0.125, '0.13 USD'],
    [1200, '1,200 USD'],
  ])('%d → %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});
