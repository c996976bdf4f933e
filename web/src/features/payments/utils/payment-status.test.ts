// Which statuses end verification (spec §3 Payment status), and how a status reads.
import { describe, expect, it } from 'vitest';
import { describeConfirmations, describePayment, isFinalStatus, isHeldStatus } from './payment-status';

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

describe('isHeldStatus', () => {
  it.each([
    ['underpaid', true],
    ['late', true],
    ['verifying', false],
    ['failed', false],
    [undefined, false],
  ])('%s → %s', (status, held) => {
    expect(isHeldStatus(status)).toBe(held);
  });
});

describe('describePayment', () => {
  it.each([
    ['pending', 'waiting', 'Waiting for your payment to appear on the blockchain.'],
    ['verifying', 'waiting', 'Verifying your payment on the blockchain. This usually takes 1-2 minutes.'],
    ['confirmed', 'waiting', 'Payment confirmed. Issuing your license...'],
    ['underpaid', 'held', 'Your payment is held for review by our team.'],
    ['late', 'held', 'Your payment is held for review by our team.'],
    ['expired', 'expired', 'This order expired before its payment was seen on the blockchain.'],
    ['failed', 'failed', 'Payment verification failed. Please contact support.'],
    ['something_new', 'waiting', 'Verifying your payment on the blockchain. This usually takes 1-2 minutes.'],
  ])('%s → %s: %s', (status, stage, summary) => {
    expect(describePayment(status)).toMatchObject({ stage, summary });
  });

  it('passes the reason on for held and failed payments, and says who will be in touch when held', () => {
    expect(describePayment('underpaid', 'Received 40 of 49 USDT')).toEqual({
      stage: 'held',
      summary: 'Your payment is held for review by our team.',
      reason: 'Received 40 of 49 USDT',
      contact: 'Our team will contact you about it. You can also reach support at',
    });
    expect(describePayment('failed', ' Rejected ')).toMatchObject({ reason: 'Rejected', contact: null });
    expect(describePayment('late', '   ').reason).toBeNull();
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
