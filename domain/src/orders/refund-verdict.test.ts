import { describe, expect, it } from 'vitest';
import { foldEvents } from '../core/decider.js';
import type { OrderCommand } from './commands.js';
import { decideOrder, orderDecider } from './decide.js';
import { ORDER_MESSAGES } from './errors.js';
import type { OrderEvent } from './events.js';
import { REFUND_FAILURE_MESSAGES, type RefundAssessment } from './refund-check.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 10, minutes)).toISOString();
const REFUND_TX = `0x${'cd'.repeat(32)}`;
const OTHER_TX = `0x${'ef'.repeat(32)}`;

const log: OrderEvent[] = [
  {
    type: 'OrderPlaced',
    data: {
      orderId: 'o1',
      userId: 'u1',
      plan: { planType: 'popular', planDuration: '3months', name: 'Popular', price: 132, durationDays: 90 },
      accountNumber: 7_777_777,
      network: 'BEP20',
      discount: null,
      priceCents: 13_200,
      amountCents: 13_200,
      amountBaseUnits: '132000000000000000000',
      paymentAddress: `0x${'a1'.repeat(20)}`,
      addressIndex: 4,
      placedAt: at(0),
      expiresAt: at(30),
    },
  },
  {
    type: 'PaymentConfirmed',
    data: {
      transactionHash: `0x${'ab'.repeat(32)}`,
      receivedBaseUnits: '132000000000000000000',
      overpaidBaseUnits: '0',
      blockNumber: 1,
      blockTime: at(5),
      confirmations: 15,
      confirmedBy: 'chain',
      reason: null,
      confirmedAt: at(5),
    },
  },
  {
    type: 'LicenceDelivered',
    data: { licenceId: 'l1', licenseKey: 'KEY', expiresAt: at(999), renewed: false, deliveredAt: at(5) },
  },
  { type: 'RefundRequested', data: { userId: 'u1', reason: null, amountCents: 13_200, requestedAt: at(10) } },
];

const approve = (hash = REFUND_TX): OrderCommand => ({
  type: 'ApproveRefund',
  data: { adminId: 'a1', refundTransactionHash: hash, note: null, now: at(20) },
});
const check = (outcome: RefundAssessment | { kind: 'not_found' }, hash = REFUND_TX): OrderCommand => ({
  type: 'RecordRefundCheck',
  data: { refundTransactionHash: hash, outcome, blockNumber: 7, blockTime: at(19), now: at(25) },
});
const verified: RefundAssessment = {
  kind: 'verified',
  sent: 132n * 10n ** 18n,
  recipient: '0xpayer',
  confirmations: 15,
};

function after(...commands: OrderCommand[]): OrderEvent[] {
  const events = [...log];
  for (const command of commands) events.push(...decideOrder(command, foldEvents(orderDecider, events)));
  return events;
}
const decide = (command: OrderCommand, ...before: OrderCommand[]) =>
  decideOrder(command, foldEvents(orderDecider, after(...before)));

describe('the chain’s verdict on a refund transaction', () => {
  it('verifies the refund with the licence to take back, once', () => {
    expect(decide(check(verified), approve())).toEqual([
      {
        type: 'RefundVerified',
        data: {
          userId: 'u1',
          adminId: 'a1',
          refundTransactionHash: REFUND_TX,
          recipient: '0xpayer',
          sentBaseUnits: (132n * 10n ** 18n).toString(),
          blockNumber: 7,
          blockTime: at(19),
          amountCents: 13_200,
          licenceId: 'l1',
          renewed: false,
          durationDays: 90,
          verifiedAt: at(25),
        },
      },
    ]);
    const done = foldEvents(orderDecider, after(approve(), check(verified)));
    expect(done).toMatchObject({ refund: { status: 'approved', verifiedAt: at(25) } });
    expect(decide(check(verified), approve(), check(verified))).toEqual([]);
  });

  it('appends nothing while the transaction settles, or for another transaction', () => {
    expect(decide(check({ kind: 'waiting', confirmations: 2, required: 15 }), approve())).toEqual([]);
    expect(decide(check(verified, OTHER_TX), approve())).toEqual([]);
    expect(decide(check(verified))).toEqual([]);
  });

  it('fails with the reason and puts the refund back before the admin, who may send another', () => {
    const failed = decide(check({ kind: 'failed', reason: 'wrong_recipient' }), approve());
    expect(failed).toEqual([
      {
        type: 'RefundVerificationFailed',
        data: {
          userId: 'u1',
          refundTransactionHash: REFUND_TX,
          reason: 'wrong_recipient',
          message: REFUND_FAILURE_MESSAGES.wrong_recipient,
          failedAt: at(25),
        },
      },
    ]);
    const state = foldEvents(
      orderDecider,
      after(approve(), check({ kind: 'failed', reason: 'wrong_recipient' })),
    );
    expect(state).toMatchObject({
      refund: {
        status: 'requested',
        refundTransactionHash: null,
        lastFailure: { refundTransactionHash: REFUND_TX, reason: 'wrong_recipient' },
      },
    });
    const again = [approve(), check({ kind: 'failed', reason: 'wrong_recipient' })];
    expect(() => decide(approve(), ...again)).toThrow(ORDER_MESSAGES.refundTransactionTaken);
    expect(decide(approve(OTHER_TX), ...again)[0]).toMatchObject({ type: 'RefundApproved' });
    expect(
      decide({ type: 'RejectRefund', data: { adminId: 'a1', reason: 'No', now: at(30) } }, ...again),
    ).toEqual([expect.objectContaining({ type: 'RefundRejected' })]);
  });

  it('fails a transaction the node never knew as not found', () => {
    expect(decide(check({ kind: 'not_found' }), approve())[0]).toMatchObject({
      type: 'RefundVerificationFailed',
      data: { reason: 'not_found', message: REFUND_FAILURE_MESSAGES.not_found },
    });
  });

  it('refuses a second approval while a transaction is under verification', () => {
    expect(() => decide(approve(OTHER_TX), approve())).toThrow(ORDER_MESSAGES.refundNotAwaitingDecision);
  });
});
