// Which statuses end verification (spec §3 Payment status), and how a status reads.
import { describe, expect, it } from 'vitest';
import { describeStatus, isFinalStatus } from './payment-status';

describe('isFinalStatus', () => {
  it.each([
    ['completed', true],
    ['failed', true],
    ['pending', false],
    ['verifying', false],
    ['expired', false],
    [undefined, false],
  ])('%s → %s', (status, final) => {
    expect(isFinalStatus(status)).toBe(final);
  });
});

describe('describeStatus', () => {
  it.each([
    ['verifying', 'Verifying'],
    ['waiting_for_confirmations', 'Waiting for confirmations'],
    ['', 'Pending'],
  ])('%o → %o', (status, text) => {
    expect(describeStatus(status)).toBe(text);
  });
});
