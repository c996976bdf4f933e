import { describe, expect, it } from 'vitest';
import type { ChainTransaction, Settlement } from './payment-check.js';
import { assessRefund, normalizeWalletAddress } from './refund-check.js';

const USDT = '0x55d398326f99059fF775485246999027B3197955';
const PAYER = '0x00000000000000000000000000000000000000B1';
const GIVEN = '0x00000000000000000000000000000000000000C2';
const AMOUNT = 132n * 10n ** 18n;
const refund = {
  recipients: [PAYER, GIVEN],
  amountBaseUnits: AMOUNT.toString(),
  requestedAt: '2026-11-22T10:00:00.000Z',
};
const final: Settlement = { confirmations: 15, required: 15, final: true };
const tx = (overrides: Partial<ChainTransaction> = {}, to = PAYER.toLowerCase(), amount = AMOUNT) => ({
  hash: '0xabc',
  succeeded: true,
  blockNumber: 10,
  blockTime: new Date('2026-11-22T11:00:00.000Z'),
  transfers: [{ token: USDT.toLowerCase(), from: '0xshop', to, amount }],
  ...overrides,
});

describe('assessRefund', () => {
  it('verifies the refund amount of the official token sent to the payer once final', () => {
    expect(assessRefund(refund, USDT, tx(), final)).toEqual({
      kind: 'verified',
      sent: AMOUNT,
      recipient: PAYER.toLowerCase(),
      confirmations: 15,
    });
  });

  it('accepts the refund address the buyer gave, and more than the amount', () => {
    expect(assessRefund(refund, USDT, tx({}, GIVEN, AMOUNT + 1n), final)).toMatchObject({
      kind: 'verified',
      sent: AMOUNT + 1n,
    });
  });

  it('fails a transaction that reverted', () => {
    expect(assessRefund(refund, USDT, tx({ succeeded: false }), final)).toEqual({
      kind: 'failed',
      reason: 'failed_transaction',
    });
  });

  it('fails a transfer of another token', () => {
    const fake = tx({ transfers: [{ token: '0xfake', from: '0xshop', to: PAYER, amount: AMOUNT }] });
    expect(assessRefund(refund, USDT, fake, final)).toEqual({ kind: 'failed', reason: 'wrong_token' });
  });

  it('fails USDT sent to someone else', () => {
    expect(assessRefund(refund, USDT, tx({}, '0x00000000000000000000000000000000000000d3'), final)).toEqual({
      kind: 'failed',
      reason: 'wrong_recipient',
    });
  });

  it('fails less than the refund amount', () => {
    expect(assessRefund(refund, USDT, tx({}, PAYER, AMOUNT - 1n), final)).toEqual({
      kind: 'failed',
      reason: 'too_little',
    });
  });

  it('fails a transaction older than the request, allowing the block-time tolerance', () => {
    const early = tx({ blockTime: new Date('2026-11-22T09:57:00.000Z') });
    expect(assessRefund(refund, USDT, early, final)).toEqual({ kind: 'failed', reason: 'before_request' });
    const withinTolerance = tx({ blockTime: new Date('2026-11-22T09:59:00.000Z') });
    expect(assessRefund(refund, USDT, withinTolerance, final).kind).toBe('verified');
  });

  it('waits while the block is not final', () => {
    expect(assessRefund(refund, USDT, tx(), { confirmations: 3, required: 15, final: false })).toEqual({
      kind: 'waiting',
      confirmations: 3,
      required: 15,
    });
  });
});

describe('normalizeWalletAddress', () => {
  it('takes each network’s format and refuses the other’s', () => {
    expect(normalizeWalletAddress(` ${PAYER} `, 'BEP20')).toBe(PAYER);
    expect(normalizeWalletAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TRC20')).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    expect(normalizeWalletAddress(PAYER, 'TRC20')).toBeUndefined();
    expect(normalizeWalletAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'BEP20')).toBeUndefined();
    expect(normalizeWalletAddress('0x123', 'BEP20')).toBeUndefined();
  });
});
