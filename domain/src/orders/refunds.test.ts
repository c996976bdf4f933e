import { describe, expect, it } from 'vitest';
import { foldEvents } from '../core/decider.js';
import { decideLicence, licenceDecider } from '../licences/decide.js';
import type { LicenceEvent } from '../licences/events.js';
import type { OrderCommand } from './commands.js';
import { decideOrder, orderDecider } from './decide.js';
import { ORDER_MESSAGES } from './errors.js';
import type { OrderEvent } from './events.js';
import { refundableUntil } from './refunds.js';

const PAID = '2026-11-10T12:00:00.000Z';
const days = (n: number) => new Date(Date.parse(PAID) + n * 86_400_000).toISOString();
const REFUND_TX = 'cd'.repeat(32);

const placedEvent: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    plan: {
      planType: 'popular',
      planDuration: '3months',
      name: 'Popular Plan - 3 Months',
      price: 132,
      durationDays: 90,
    },
    accountNumber: 7_777_777,
    network: 'TRC20',
    discount: null,
    priceCents: 13_200,
    amountCents: 13_200,
    amountBaseUnits: '132000000',
    paymentAddress: 'TXYZ',
    addressIndex: 4,
    placedAt: days(0),
    expiresAt: days(0.02),
  },
};
const confirmed: OrderEvent = {
  type: 'PaymentConfirmed',
  data: {
    transactionHash: 'ab'.repeat(32),
    receivedBaseUnits: '132000000',
    overpaidBaseUnits: '0',
    blockNumber: 1,
    blockTime: PAID,
    confirmations: 20,
    confirmedBy: 'chain',
    reason: null,
    confirmedAt: PAID,
  },
};
const delivered = (renewed = false): OrderEvent => ({
  type: 'LicenceDelivered',
  data: {
    licenceId: 'l1',
    licenseKey: 'ABCDE-FGHJK-MNPQR-STUVW',
    expiresAt: days(90),
    renewed,
    deliveredAt: PAID,
  },
});
const requested: OrderEvent = {
  type: 'RefundRequested',
  data: { userId: 'u1', reason: null, amountCents: 13_200, requestedAt: days(2) },
};

const given = (...events: OrderEvent[]) => {
  const state = foldEvents(orderDecider, events);
  return (command: OrderCommand) => () => decideOrder(command, state);
};
const request = (now = days(2), userId = 'u1', reason: string | null = null): OrderCommand => ({
  type: 'RequestRefund',
  data: { userId, reason, now },
});
const approve = (refundTransactionHash = REFUND_TX, note: string | null = null): OrderCommand => ({
  type: 'ApproveRefund',
  data: { adminId: 'a1', refundTransactionHash, note, now: days(3) },
});
const reject = (reason = 'Traded for 6 days with big profit'): OrderCommand => ({
  type: 'RejectRefund',
  data: { adminId: 'a1', reason, now: days(3) },
});

describe('requesting a refund', () => {
  it('records the amount for the owner of a paid order within 7 days, with a trimmed reason', () => {
    expect(given(placedEvent, confirmed, delivered())(request(days(6.9), 'u1', '  Not for me  '))()).toEqual([
      {
        type: 'RefundRequested',
        data: {
          userId: 'u1',
          reason: 'Not for me',
          amountCents: 13_200,
          requestedAt: days(6.9),
          refundAddress: null,
        },
      },
    ]);
    expect(refundableUntil(foldEvents(orderDecider, [placedEvent, confirmed]) as { paidAt: string })).toBe(
      days(7),
    );
  });

  it('keeps a refund address in the order network’s format and refuses another network’s', () => {
    const paid = given(placedEvent, confirmed, delivered());
    const withAddress = (refundAddress: string): OrderCommand => ({
      type: 'RequestRefund',
      data: { userId: 'u1', reason: null, refundAddress, now: days(2) },
    });
    expect(paid(withAddress(' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t '))()[0]).toMatchObject({
      data: { refundAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    });
    expect(paid(withAddress(`0x${'b1'.repeat(20)}`))).toThrow(ORDER_MESSAGES.invalidRefundAddress);
    expect(paid(withAddress('   '))()[0]).toMatchObject({ data: { refundAddress: null } });
  });

  it('accepts the request at the last moment of the window and refuses it a moment later', () => {
    expect(given(placedEvent, confirmed, delivered())(request(days(7)))()).toHaveLength(1);
    expect(given(placedEvent, confirmed, delivered())(request(days(7.0001)))).toThrow(
      ORDER_MESSAGES.refundWindowOver,
    );
  });

  it('refuses orders that were never paid', () => {
    expect(given(placedEvent)(request())).toThrow(ORDER_MESSAGES.refundNotPaid);
    const rejected: OrderEvent = {
      type: 'PaymentRejected',
      data: {
        transactionHash: null,
        reason: 'admin',
        message: 'x',
        rejectedBy: 'a1',
        note: 'no',
        rejectedAt: days(1),
      },
    };
    expect(given(placedEvent, rejected)(request())).toThrow(ORDER_MESSAGES.refundNotPaid);
  });

  it('takes one request per order, whatever became of it', () => {
    expect(given(placedEvent, confirmed, delivered(), requested)(request())).toThrow(
      ORDER_MESSAGES.refundAlreadyRequested,
    );
    const refused: OrderEvent = {
      type: 'RefundRejected',
      data: { userId: 'u1', adminId: 'a1', reason: 'no', rejectedAt: days(3) },
    };
    expect(given(placedEvent, confirmed, delivered(), requested, refused)(request(days(4)))).toThrow(
      ORDER_MESSAGES.refundAlreadyRequested,
    );
  });

  it('treats another user’s order as missing', () => {
    expect(given(placedEvent, confirmed, delivered())(request(days(2), 'u2'))).toThrow(
      ORDER_MESSAGES.notFound,
    );
  });
});

describe('deciding a refund', () => {
  const asked = [placedEvent, confirmed, delivered(), requested];

  it('records the approval as a refund transaction sent, awaiting verification on chain', () => {
    expect(given(...asked)(approve(REFUND_TX.toUpperCase(), ' Sent back '))()).toEqual([
      {
        type: 'RefundApproved',
        data: {
          userId: 'u1',
          adminId: 'a1',
          refundTransactionHash: REFUND_TX,
          note: 'Sent back',
          amountCents: 13_200,
          licenceId: 'l1',
          renewed: false,
          durationDays: 90,
          approvedAt: days(3),
          awaitsChainVerification: true,
        },
      },
    ]);
    const sent = foldEvents(orderDecider, [
      ...asked,
      ...decideOrder(approve(), foldEvents(orderDecider, asked)),
    ]);
    expect(sent).toMatchObject({
      refund: { status: 'sent', refundTransactionHash: REFUND_TX, verifiedAt: null },
    });
  });

  it('reads an approval recorded before on-chain verification as a refund already done', () => {
    const legacy: OrderEvent = {
      type: 'RefundApproved',
      data: {
        userId: 'u1',
        adminId: 'a1',
        refundTransactionHash: REFUND_TX,
        note: null,
        amountCents: 13_200,
        licenceId: 'l1',
        renewed: false,
        durationDays: 90,
        approvedAt: days(3),
      },
    };
    expect(foldEvents(orderDecider, [...asked, legacy])).toMatchObject({
      refund: { status: 'approved', verifiedAt: days(3) },
    });
  });

  it('refuses a malformed refund transaction hash', () => {
    expect(given(...asked)(approve('abc'))).toThrow(ORDER_MESSAGES.invalidTransactionHash);
  });

  it('rejects with a reason, and only once', () => {
    expect(given(...asked)(reject())()).toEqual([
      {
        type: 'RefundRejected',
        data: {
          userId: 'u1',
          adminId: 'a1',
          reason: 'Traded for 6 days with big profit',
          rejectedAt: days(3),
        },
      },
    ]);
    expect(given(...asked)(reject('   '))).toThrow(ORDER_MESSAGES.reasonRequired);
    const rejected = decideOrder(reject(), foldEvents(orderDecider, asked));
    expect(given(...asked, ...rejected)(approve())).toThrow(ORDER_MESSAGES.refundNotAwaitingDecision);
  });

  it('has nothing to decide without a request', () => {
    expect(given(placedEvent, confirmed, delivered())(approve())).toThrow(
      ORDER_MESSAGES.refundNotAwaitingDecision,
    );
  });
});

describe('shortening a renewed licence', () => {
  const issued: LicenceEvent = {
    type: 'LicenceIssued',
    data: {
      licenceId: 'l1',
      licenseKey: 'ABCDE-FGHJK-MNPQR-STUVW',
      userId: 'u1',
      accountNumber: 1,
      durationDays: 30,
      expiresAt: days(120),
      source: 'order',
      orderId: 'o0',
      issuedBy: 'system',
      issuedAt: days(0),
    },
  };

  it('takes back the days a refunded renewal added', () => {
    const state = foldEvents(licenceDecider, [issued]);
    expect(
      decideLicence({ type: 'ShortenLicence', data: { days: 90, orderId: 'o1', now: days(3) } }, state),
    ).toEqual([
      {
        type: 'LicenceShortened',
        data: {
          previousExpiresAt: days(120),
          expiresAt: days(30),
          days: 90,
          orderId: 'o1',
          shortenedAt: days(3),
        },
      },
    ]);
  });

  it('leaves a revoked licence alone', () => {
    const revoked: LicenceEvent = { type: 'LicenceRevoked', data: { revokedBy: 'a1', revokedAt: days(1) } };
    const state = foldEvents(licenceDecider, [issued, revoked]);
    expect(
      decideLicence({ type: 'ShortenLicence', data: { days: 90, orderId: 'o1', now: days(3) } }, state),
    ).toEqual([]);
  });
});
