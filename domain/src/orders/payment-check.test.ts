import { describe, expect, it } from 'vitest';
import { formatUsdt } from './networks.js';
import { assessPayment, type ChainTransaction, type Settlement, sameAddress } from './payment-check.js';

const USDT = '0x55d398326f99059fF775485246999027B3197955';
const ORDER_ADDRESS = '0x00000000000000000000000000000000000000A1';
const order = {
  paymentAddress: ORDER_ADDRESS,
  amountBaseUnits: '100000000000000000000',
  placedAt: '2026-11-22T10:00:00.000Z',
  expiresAt: '2026-11-22T10:30:00.000Z',
};
const final: Settlement = { confirmations: 15, required: 15, final: true };
const tx = (overrides: Partial<ChainTransaction> = {}, amount = 100n * 10n ** 18n): ChainTransaction => ({
  hash: '0xabc',
  succeeded: true,
  blockNumber: 10,
  blockTime: new Date('2026-11-22T10:05:00.000Z'),
  transfers: [{ token: USDT.toLowerCase(), from: '0xfrom', to: ORDER_ADDRESS.toLowerCase(), amount }],
  ...overrides,
});

describe('assessPayment', () => {
  it('confirms the exact amount of the official token once final', () => {
    expect(assessPayment(order, USDT, tx(), final)).toEqual({
      kind: 'confirmed',
      received: 100n * 10n ** 18n,
      overpaid: 0n,
      confirmations: 15,
    });
  });

  it('accepts and flags an overpayment, and adds up several transfers to the order', () => {
    const two = tx({
      transfers: [
        { token: USDT, from: '0xa', to: ORDER_ADDRESS, amount: 60n * 10n ** 18n },
        { token: USDT, from: '0xa', to: ORDER_ADDRESS, amount: 41n * 10n ** 18n },
      ],
    });
    expect(assessPayment(order, USDT, two, final)).toMatchObject({ kind: 'confirmed', overpaid: 10n ** 18n });
  });

  it('holds an underpayment with what arrived and what was due', () => {
    expect(assessPayment(order, USDT, tx({}, 99n * 10n ** 18n), final)).toEqual({
      kind: 'underpaid',
      received: 99n * 10n ** 18n,
      expected: 100n * 10n ** 18n,
      confirmations: 15,
    });
  });

  it('waits for confirmations before any verdict on a good transfer', () => {
    const early = { confirmations: 3, required: 15, final: false };
    expect(assessPayment(order, USDT, tx(), early)).toEqual({
      kind: 'waiting',
      confirmations: 3,
      required: 15,
    });
  });

  it('rejects a failed transaction, another token, another recipient and a transfer older than the order', () => {
    expect(assessPayment(order, USDT, tx({ succeeded: false }), final)).toEqual({
      kind: 'rejected',
      reason: 'failed_transaction',
    });
    const fakeToken = tx({
      transfers: [
        {
          token: '0x00000000000000000000000000000000000000F0',
          from: '0xa',
          to: ORDER_ADDRESS,
          amount: 10n ** 30n,
        },
      ],
    });
    expect(assessPayment(order, USDT, fakeToken, final)).toMatchObject({ reason: 'wrong_token' });
    const elsewhere = tx({
      transfers: [
        { token: USDT, from: '0xa', to: '0x00000000000000000000000000000000000000B2', amount: 10n ** 20n },
      ],
    });
    expect(assessPayment(order, USDT, elsewhere, final)).toMatchObject({ reason: 'wrong_recipient' });
    expect(assessPayment(order, USDT, tx({ transfers: [] }), final)).toMatchObject({ reason: 'wrong_token' });
    const older = tx({ blockTime: new Date('2026-11-22T09:57:59.000Z') });
    expect(assessPayment(order, USDT, older, final)).toMatchObject({ reason: 'outside_window' });
    // Within the clock tolerance a block just before the order still counts.
    const skewed = tx({ blockTime: new Date('2026-11-22T09:59:01.000Z') });
    expect(assessPayment(order, USDT, skewed, final)).toMatchObject({ kind: 'confirmed' });
  });

  it('holds a payment made after the window as late', () => {
    const justInTime = tx({ blockTime: new Date('2026-11-22T10:31:00.000Z') });
    expect(assessPayment(order, USDT, justInTime, final)).toMatchObject({ kind: 'confirmed' });
    const late = tx({ blockTime: new Date('2026-11-22T10:32:01.000Z') });
    expect(assessPayment(order, USDT, late, final)).toEqual({
      kind: 'late',
      received: 100n * 10n ** 18n,
      confirmations: 15,
    });
  });
});

describe('addresses and amounts', () => {
  it('compares EVM addresses without case and TRON addresses exactly', () => {
    expect(
      sameAddress('0xAbC0000000000000000000000000000000000001', '0xabc0000000000000000000000000000000000001'),
    ).toBe(true);
    expect(sameAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'tr7nhqjekqxgtci8q8zy4pl8otszgjlj6t')).toBe(
      false,
    );
  });

  it('formats base units exactly', () => {
    expect(formatUsdt('105600000', 'TRC20')).toBe('105.6');
    expect(formatUsdt('105600000000000000001', 'BEP20')).toBe('105.600000000000000001');
    expect(formatUsdt(0n, 'BEP20')).toBe('0');
  });
});
