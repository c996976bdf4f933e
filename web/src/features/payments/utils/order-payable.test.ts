// The orders the dashboard offers 'Continue payment' on: pending, verifying and underpaid ones, and an
// unpaid one expired less than a day ago; not a paid, failed, late or long-expired one.
import { describe, expect, it } from 'vitest';
import { anOrder } from '../testing/payment-fixtures';
import { isPayable, LATE_PROOF_OFFER_MS } from './order-payable';

const NOW = Date.parse('2026-03-15T12:00:00.000Z');
const expiredAgo = (ms: number) =>
  anOrder({ status: 'expired', expiresAt: new Date(NOW - ms).toISOString() });

describe('isPayable', () => {
  it.each(['pending', 'verifying', 'underpaid'] as const)('offers a %s order', (status) => {
    expect(isPayable(anOrder({ status }), NOW)).toBe(true);
  });

  it.each(['completed', 'confirmed', 'failed', 'late'] as const)('does not offer a %s order', (status) => {
    expect(isPayable(anOrder({ status }), NOW)).toBe(false);
  });

  it('offers an unpaid order for a day after it expired, then no more', () => {
    expect(isPayable(expiredAgo(LATE_PROOF_OFFER_MS - 1), NOW)).toBe(true);
    expect(isPayable(expiredAgo(LATE_PROOF_OFFER_MS), NOW)).toBe(false);
  });

  it('does not offer an expired order whose proof was already sent', () => {
    expect(isPayable({ ...expiredAgo(60_000), transactionHash: 'ab'.repeat(32) }, NOW)).toBe(false);
  });
});
