// Which statuses end verification (spec §3 Payment status), and how a status reads.
import { describe, expect, it } from 'vitest';
import { describeConfirmations, describePayment, isFinalStatus } from './payment-status';

describe('isFinalStatus', () => {
  it.each([
    ['completed', true],
    ['failed', true],
    ['pending', false],
    ['verifying', false],
    ['expired', false],
    ['confirmed', false],
    // Held for review: our team may still confirm it, so the page keeps checking.
    ['underpaid', false],
    ['late', false],
    [undefined, false],
  ])('%s → %s', (status, final) => {
    expect(isFinalStatus(status)).toBe(final);
  });
});

describe('describePayment', () => {
  it.each([
    ['pending', 'waiting', 'Waiting for your payment to appear on the blockchain.'],
    ['verifying', 'waiting', 'Verifying your payment on the blockchain. This usually takes 1-2 minutes.'],
    ['confirmed', 'waiting', 'Payment confirmed. Issuing your license...'],
    ['failed', 'failed', 'Payment verification failed. Please contact support.'],
    ['something_new', 'waiting', 'Verifying your payment on the blockchain. This usually takes 1-2 minutes.'],
  ])('%s → %s: %s', (status, stage, summary) => {
    expect(describePayment(status)).toMatchObject({ stage, summary });
  });

  it('passes the reason on for a failed payment, trimmed, and none for the others', () => {
    expect(describePayment('failed', ' Rejected ')).toEqual({
      stage: 'failed',
      summary: 'Payment verification failed. Please contact support.',
      reason: 'Rejected',
    });
    expect(describePayment('failed', '   ').reason).toBeNull();
    expect(describePayment('verifying', 'ignored').reason).toBeNull();
  });
});

describe('describeConfirmations', () => {
  it.each([
    [3, 19, '3 of 19'],
    [0, 15, '0 of 15'],
    [4, 0, '4'],
  ])('%d confirmations, %d required → %s', (confirmations, required, text) => {
    expect(describeConfirmations(confirmations, required)).toBe(text);
  });
});
