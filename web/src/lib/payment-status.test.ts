// How a payment's status reads, on the owner's and the admin's screens alike.
import { describe, expect, it } from 'vitest';
import { paymentStatusLabel } from './payment-status';

describe('paymentStatusLabel', () => {
  it.each([
    ['verifying', 'Verifying'],
    ['waiting_for_confirmations', 'Waiting for confirmations'],
    ['', 'Pending'],
  ])('%o → %o', (status, text) => {
    expect(paymentStatusLabel(status)).toBe(text);
  });
});
