// The order page's screen per status, and the payment's progress in words.
import { describe, expect, it } from 'vitest';
import { orderStep, paymentProgress } from './order-step';

describe('orderStep', () => {
  it.each([
    ['pending', 'payment-info'],
    ['underpaid', 'payment-info'],
    ['verifying', 'verification'],
    ['confirmed', 'verification'],
    ['failed', 'verification'],
    ['late', 'late'],
    ['expired', 'expired'],
    ['completed', 'success'],
    ['something-new', 'verification'],
  ])('%s → %s', (status, step) => {
    expect(orderStep(status)).toBe(step);
  });
});

describe('paymentProgress', () => {
  const progress = (status: string, confirmations = 0, confirmationsRequired = 15) =>
    paymentProgress({ status, confirmations, confirmationsRequired });

  it('waits until the transaction is seen, counts its confirmations, then says paid', () => {
    expect(progress('pending')).toBe('Waiting for payment');
    expect(progress('verifying')).toBe('Waiting for payment');
    expect(progress('verifying', 3)).toBe('Payment detected, 3/15 confirmations');
    expect(progress('verifying', 3, 0)).toBe('Payment detected, 3 confirmations');
    expect(progress('confirmed', 15)).toBe('Paid');
    expect(progress('completed', 15)).toBe('Paid');
  });
});
