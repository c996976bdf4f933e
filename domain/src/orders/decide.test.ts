import { describe, expect, it } from 'vitest';
import { foldEvents } from '../core/decider.js';
import { paymentToCheck } from './chain-verdict.js';
import type { OrderCommand } from './commands.js';
import { decideOrder, orderDecider } from './decide.js';
import { ORDER_MESSAGES } from './errors.js';
import type { OrderEvent } from './events.js';
import { centsToBaseUnits, normalizeTransactionHash } from './networks.js';
import { outstandingBaseUnits } from './state.js';

const NOW = '2026-11-22T10:00:00.000Z';
const minutes = (n: number) => new Date(Date.parse(NOW) + n * 60_000).toISOString();
const HASH = 'AB'.repeat(32);
const plan = {
  planType: 'popular',
  planDuration: '3months',
  name: 'Popular Plan - 3 Months',
  price: 132,
  durationDays: 90,
} as const;

const place = (network: 'TRC20' | 'BEP20' = 'TRC20', discountCents = 0): OrderCommand => ({
  type: 'PlaceOrder',
  data: {
    orderId: 'o1',
    userId: 'u1',
    plan,
    accountNumber: 7_777_777,
    network,
    discount: discountCents ? { discountId: 'd1', code: 'SAVE', discountCents } : null,
    priceCents: 13_200,
    paymentAddress: 'TXYZ',
    addressIndex: 4,
    now: NOW,
  },
});
const placed = (command = place()) => decideOrder(command, { status: 'none' });
const given = (...events: OrderEvent[]) => {
  const state = foldEvents(orderDecider, events);
  return (command: OrderCommand) => () => decideOrder(command, state);
};
const submit = (
  transactionHash: string,
  overrides: Partial<Extract<OrderCommand, { type: 'SubmitPayment' }>['data']> = {},
): OrderCommand => ({
  type: 'SubmitPayment',
  data: { userId: 'u1', transactionHash, userPaymentAddress: null, now: minutes(5), ...overrides },
});

describe('placing an order', () => {
  it('fixes the amount in base units and a 30-minute window', () => {
    expect(placed()).toEqual([
      {
        type: 'OrderPlaced',
        data: expect.objectContaining({
          amountCents: 13_200,
          amountBaseUnits: '132000000',
          placedAt: NOW,
          expiresAt: minutes(30),
        }),
      },
    ]);
    expect(placed(place('BEP20', 2_640))[0]).toMatchObject({
      data: { amountCents: 10_560, amountBaseUnits: '105600000000000000000' },
    });
  });

  it('refuses a bad account number and a second placement', () => {
    expect(() =>
      decideOrder({ ...place(), data: { ...place().data, accountNumber: 0 } } as OrderCommand, {
        status: 'none',
      }),
    ).toThrow(ORDER_MESSAGES.invalidAccountNumber);
    expect(given(...placed())(place())).toThrow(ORDER_MESSAGES.exists);
  });
});

describe('submitting a payment', () => {
  it('moves the order to verification with the hash normalised', () => {
    expect(given(...placed())(submit(HASH, { userPaymentAddress: '  TMine  ' }))()).toEqual([
      {
        type: 'PaymentSubmitted',
        data: {
          transactionHash: HASH.toLowerCase(),
          userPaymentAddress: 'TMine',
          submittedAt: minutes(5),
          userId: 'u1',
        },
      },
    ]);
    const bep = placed(place('BEP20'));
    expect(given(...bep)(submit(HASH))()[0]).toMatchObject({
      data: { transactionHash: `0x${HASH.toLowerCase()}` },
    });
  });

  it.each([
    ['a short hash', submit('abc'), ORDER_MESSAGES.invalidTransactionHash],
    ['0x on TRC20', submit(`0x${HASH}`), ORDER_MESSAGES.invalidTransactionHash],
    ["someone else's order", submit(HASH, { userId: 'u2' }), ORDER_MESSAGES.notFound],
  ])('refuses %s', (_name, command, message) => {
    expect(given(...placed())(command)).toThrow(message);
  });

  it('accepts the same proof again quietly and refuses a different one', () => {
    const submitted = given(...placed())(submit(HASH))();
    expect(given(...placed(), ...submitted)(submit(HASH.toLowerCase()))()).toEqual([]);
    expect(given(...placed(), ...submitted)(submit('cd'.repeat(32)))).toThrow(
      ORDER_MESSAGES.alreadySubmitted,
    );
  });
});

describe('late proofs', () => {
  it('takes a proof after the window, also once the order has expired: the chain check decides', () => {
    const late = submit(HASH, { now: minutes(45) });
    expect(given(...placed())(late)()[0]?.type).toBe('PaymentSubmitted');
    const expired = [...placed(), { type: 'OrderExpired', data: { expiredAt: minutes(30) } } as OrderEvent];
    expect(given(...expired)(late)()[0]).toMatchObject({
      type: 'PaymentSubmitted',
      data: { submittedAt: minutes(45) },
    });
  });

  it('takes another proof for a failed order only within its window', () => {
    const failed: OrderEvent = {
      type: 'PaymentRejected',
      data: {
        transactionHash: HASH.toLowerCase(),
        reason: 'not_found',
        message: 'x',
        rejectedBy: 'chain',
        note: null,
        rejectedAt: minutes(10),
      },
    };
    const events = [...placed(), ...given(...placed())(submit(HASH))(), failed];
    expect(given(...events)(submit('cd'.repeat(32), { now: minutes(20) }))()).toHaveLength(1);
    expect(given(...events)(submit('cd'.repeat(32), { now: minutes(31) }))).toThrow(ORDER_MESSAGES.expired);
  });
});

describe('expiry', () => {
  it('expires an unpaid order once its window has closed, and nothing else', () => {
    const expire = (now: string): OrderCommand => ({ type: 'ExpireOrder', data: { now } });
    expect(given(...placed())(expire(minutes(29)))()).toEqual([]);
    const expired = given(...placed())(expire(minutes(30)))();
    expect(expired).toEqual([{ type: 'OrderExpired', data: { expiredAt: minutes(30) } }]);
    expect(given(...placed(), ...expired)(expire(minutes(40)))()).toEqual([]);
    const submitted = given(...placed())(submit(HASH))();
    expect(given(...placed(), ...submitted)(expire(minutes(40)))()).toEqual([]);
  });
});

it('converts cents to base units exactly and checks hashes per network', () => {
  expect(centsToBaseUnits(4_900, 'TRC20')).toBe(49_000_000n);
  expect(centsToBaseUnits(1, 'BEP20')).toBe(10_000_000_000_000_000n);
  expect(normalizeTransactionHash(` 0X${HASH} `, 'BEP20')).toBe(`0x${HASH.toLowerCase()}`);
  expect(normalizeTransactionHash(HASH.slice(2), 'TRC20')).toBeUndefined();
});

describe('verification outcomes', () => {
  const verifying = () => [...placed(), ...given(...placed())(submit(HASH))()];
  const check = (
    outcome: Extract<OrderCommand, { type: 'RecordPaymentCheck' }>['data']['outcome'],
    transactionHash = HASH.toLowerCase(),
  ): OrderCommand => ({
    type: 'RecordPaymentCheck',
    data: { transactionHash, outcome, blockNumber: 7, blockTime: minutes(6), now: minutes(8) },
  });

  it('confirms, holds or rejects only the transaction under verification', () => {
    const events = verifying();
    expect(
      given(...events)(check({ kind: 'confirmed', received: 5n, overpaid: 1n, confirmations: 19 }))(),
    ).toEqual([
      {
        type: 'PaymentConfirmed',
        data: {
          transactionHash: HASH.toLowerCase(),
          receivedBaseUnits: '5',
          overpaidBaseUnits: '1',
          blockNumber: 7,
          blockTime: minutes(6),
          confirmations: 19,
          confirmedBy: 'chain',
          reason: null,
          confirmedAt: minutes(8),
        },
      },
    ]);
    expect(
      given(...events)(check({ kind: 'underpaid', received: 1n, expected: 2n, confirmations: 19 }))()[0],
    ).toMatchObject({
      type: 'PaymentUnderpaid',
      data: { receivedBaseUnits: '1', expectedBaseUnits: '132000000', topUpUntil: minutes(8 + 24 * 60) },
    });
    expect(given(...events)(check({ kind: 'late', received: 2n, confirmations: 19 }))()[0]?.type).toBe(
      'PaymentLate',
    );
    expect(given(...events)(check({ kind: 'not_found' }))()[0]).toMatchObject({
      type: 'PaymentRejected',
      data: { reason: 'not_found', rejectedBy: 'chain' },
    });
    expect(given(...events)(check({ kind: 'waiting', confirmations: 1, required: 19 }))()).toEqual([]);
    expect(given(...events)(check({ kind: 'rejected', reason: 'wrong_token' }, 'ff'.repeat(32)))()).toEqual(
      [],
    );
    expect(given(...placed())(check({ kind: 'rejected', reason: 'wrong_token' }))()).toEqual([]);
  });

  it('lets a transfer found on chain open verification or replace a pasted hash', () => {
    const found = 'cd'.repeat(32);
    const detect: OrderCommand = { type: 'DetectPayment', data: { transactionHash: found, now: minutes(3) } };
    expect(given(...placed())(detect)()).toEqual([
      { type: 'PaymentDetected', data: { transactionHash: found, replaces: null, detectedAt: minutes(3) } },
    ]);
    expect(given(...verifying())(detect)()[0]).toMatchObject({ data: { replaces: HASH.toLowerCase() } });
    const detected = [...placed(), ...given(...placed())(detect)()];
    expect(given(...detected)(detect)()).toEqual([]);
  });

  describe('topping up an underpaid order', () => {
    const TOP_UP = 'cd'.repeat(32);
    const short = () => [
      ...verifying(),
      ...given(...verifying())(
        check({ kind: 'underpaid', received: 100_000_000n, expected: 132_000_000n, confirmations: 19 }),
      )(),
    ];
    const toppingUp = () => [...short(), ...given(...short())(submit(TOP_UP, { now: minutes(60) }))()];
    const checkTopUp = (outcome: Parameters<typeof check>[0]) => check(outcome, TOP_UP);

    it('asks for the rest only, until the top-up window closes', () => {
      const order = foldEvents(orderDecider, short());
      if (order.status === 'none') throw new Error('not placed');
      expect(order.status).toBe('underpaid');
      expect(outstandingBaseUnits(order)).toBe(32_000_000n);
      expect(paymentToCheck(order)).toMatchObject({
        amountBaseUnits: '32000000',
        expiresAt: minutes(8 + 24 * 60),
      });
    });

    it('takes the rest by proof or found on chain, but never the counted transaction again', () => {
      expect(given(...short())(submit(TOP_UP, { now: minutes(60) }))()[0]?.type).toBe('PaymentSubmitted');
      const detect = (hash: string): OrderCommand => ({
        type: 'DetectPayment',
        data: { transactionHash: hash, now: minutes(60) },
      });
      expect(given(...short())(detect(TOP_UP))()[0]).toMatchObject({ data: { replaces: null } });
      expect(given(...short())(detect(HASH.toLowerCase()))).toThrow(ORDER_MESSAGES.alreadySubmitted);
      expect(given(...short())(submit(HASH))).toThrow(ORDER_MESSAGES.alreadySubmitted);
    });

    it('completes when the sum is enough, counting both transactions', () => {
      const [event] = given(...toppingUp())(
        checkTopUp({ kind: 'confirmed', received: 32_000_000n, overpaid: 0n, confirmations: 19 }),
      )();
      expect(event).toMatchObject({
        type: 'PaymentConfirmed',
        data: { transactionHash: TOP_UP, receivedBaseUnits: '132000000', overpaidBaseUnits: '0' },
      });
    });

    it('stays underpaid with the new total when still short', () => {
      const [event] = given(...toppingUp())(
        checkTopUp({ kind: 'underpaid', received: 2_000_000n, expected: 32_000_000n, confirmations: 19 }),
      )();
      expect(event).toMatchObject({
        type: 'PaymentUnderpaid',
        data: { receivedBaseUnits: '102000000', expectedBaseUnits: '132000000' },
      });
    });

    it('goes back to underpaid, not failed, when the top-up pays nothing', () => {
      const [event] = given(...toppingUp())(checkTopUp({ kind: 'rejected', reason: 'wrong_token' }))();
      expect(event).toMatchObject({
        type: 'TopUpRejected',
        data: { transactionHash: TOP_UP, reason: 'wrong_token', settledTransactionHash: HASH.toLowerCase() },
      });
      expect(foldEvents(orderDecider, [...toppingUp(), event!])).toMatchObject({
        status: 'underpaid',
        transactionHash: HASH.toLowerCase(),
        receivedBaseUnits: '100000000',
      });
    });
  });

  it('lets an admin decide a held payment with a reason, and nothing else', () => {
    const held = [
      ...verifying(),
      ...given(...verifying())(check({ kind: 'underpaid', received: 1n, expected: 2n, confirmations: 19 }))(),
    ];
    const confirm = (reason: string): OrderCommand => ({
      type: 'ConfirmPaymentManually',
      data: { adminId: 'admin-1', reason, now: minutes(60) },
    });
    expect(given(...held)(confirm('  Customer sent the rest by bank  '))()[0]).toMatchObject({
      type: 'PaymentConfirmed',
      data: { confirmedBy: 'admin-1', reason: 'Customer sent the rest by bank', receivedBaseUnits: '1' },
    });
    expect(given(...held)(confirm('   '))).toThrow(ORDER_MESSAGES.reasonRequired);
    expect(given(...placed())(confirm('paid'))).toThrow(ORDER_MESSAGES.notAwaitingDecision);
    const reject: OrderCommand = {
      type: 'RejectPaymentManually',
      data: { adminId: 'admin-1', reason: 'Chargeback', now: minutes(60) },
    };
    expect(given(...held)(reject)()[0]).toMatchObject({
      type: 'PaymentRejected',
      data: { reason: 'admin', rejectedBy: 'admin-1', note: 'Chargeback' },
    });
  });

  it('records the licence delivery once, and only for a confirmed order', () => {
    const confirmed = [
      ...verifying(),
      ...given(...verifying())(check({ kind: 'confirmed', received: 5n, overpaid: 0n, confirmations: 19 }))(),
    ];
    const deliver: OrderCommand = {
      type: 'RecordLicenceDelivery',
      data: { licenceId: 'l1', licenseKey: 'KEY', expiresAt: minutes(9999), renewed: false, now: minutes(9) },
    };
    const delivered = [...confirmed, ...given(...confirmed)(deliver)()];
    expect(foldEvents(orderDecider, delivered)).toMatchObject({
      status: 'completed',
      licence: { licenceId: 'l1', licenseKey: 'KEY' },
    });
    expect(given(...delivered)(deliver)()).toEqual([]);
    expect(given(...verifying())(deliver)).toThrow(ORDER_MESSAGES.notAwaitingDecision);
  });
});
