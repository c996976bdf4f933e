// A log of two orders taking every path the orders and ledger read models know (held, rejected by the
// chain and by hand, confirmed, delivered twice, refunds approved and rejected), an event for an order
// never placed, and the owner's account deleted midway: for the set-based projectors' tests.
import type { OrderEvent, UserDeleted } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { recordedLog } from './recorded-log.js';

export const OWNER = '44444444-4444-4444-8444-444444444444';
export const ADMIN = '55555555-5555-4555-8555-555555555555';
export const FIRST = '66666666-6666-4666-8666-666666666666';
export const SECOND = '77777777-7777-4777-8777-777777777777';
const NEVER_PLACED = '88888888-8888-4888-8888-888888888888';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute)).toISOString();
const chain = { blockNumber: 1, blockTime: at(1), confirmations: 20 };

function placed(orderId: string, discount: boolean): OrderEvent {
  return {
    type: 'OrderPlaced',
    data: {
      orderId,
      userId: OWNER,
      plan: { planType: 'popular', planDuration: '3months', name: 'Popular', price: 99, durationDays: 90 },
      accountNumber: 7_300_001,
      network: discount ? 'BEP20' : 'TRC20',
      discount: discount ? { discountId: ADMIN, code: 'TEN', discountCents: 990 } : null,
      priceCents: 9_900,
      amountCents: discount ? 8_910 : 9_900,
      amountBaseUnits: discount ? '8910000000000000000' : '99000000',
      paymentAddress: `address-${orderId.slice(0, 4)}`,
      addressIndex: 1,
      placedAt: at(0),
      expiresAt: at(30),
    },
  };
}

const confirmed = (minute: number, received: string): OrderEvent => ({
  type: 'PaymentConfirmed',
  data: {
    ...chain,
    transactionHash: `hash-${minute}`,
    receivedBaseUnits: received,
    overpaidBaseUnits: minute === 9 ? '1000' : '0',
    confirmedBy: minute === 9 ? ADMIN : 'chain',
    reason: null,
    confirmedAt: at(minute),
    userId: OWNER,
  },
});
const delivered = (licenceId: string, minute: number): OrderEvent => ({
  type: 'LicenceDelivered',
  data: {
    licenceId,
    licenseKey: `KEY-${minute}`,
    expiresAt: at(90),
    renewed: false,
    deliveredAt: at(minute),
  },
});
const rejected = (rejectedBy: string, minute: number): OrderEvent => ({
  type: 'PaymentRejected',
  data: {
    transactionHash: `hash-${minute}`,
    reason: rejectedBy === 'chain' ? 'wrong_token' : 'admin',
    message: 'Wrong token',
    rejectedBy,
    note: rejectedBy === 'chain' ? null : 'checked by hand',
    rejectedAt: at(minute),
    userId: OWNER,
  },
});

const logOf: [string, OrderEvent | UserDeleted][] = [
  [FIRST, placed(FIRST, false)],
  [SECOND, placed(SECOND, true)],
  [
    FIRST,
    {
      type: 'PaymentSubmitted',
      data: { transactionHash: 'hash-1', userPaymentAddress: 'Twallet', submittedAt: at(1) },
    },
  ],
  [
    FIRST,
    {
      type: 'PaymentUnderpaid',
      data: {
        ...chain,
        transactionHash: 'hash-1',
        receivedBaseUnits: '50000000',
        expectedBaseUnits: '99000000',
        heldAt: at(2),
      },
    },
  ],
  [
    SECOND,
    { type: 'PaymentDetected', data: { transactionHash: 'hash-3', replaces: null, detectedAt: at(3) } },
  ],
  [SECOND, rejected('chain', 4)],
  [
    FIRST,
    {
      type: 'PaymentLate',
      data: { ...chain, transactionHash: 'hash-1', receivedBaseUnits: '99000000', heldAt: at(5) },
    },
  ],
  [NEVER_PLACED, confirmed(5, '1')],
  [SECOND, rejected(ADMIN, 6)],
  [FIRST, confirmed(7, '99000000')],
  [FIRST, delivered('99999999-0000-4000-8000-000000000001', 8)],
  [SECOND, confirmed(9, '8910000000000001000')],
  [
    FIRST,
    {
      type: 'RefundRequested',
      data: { userId: OWNER, reason: 'Changed my mind', amountCents: 9_900, requestedAt: at(10) },
    },
  ],
  [
    SECOND,
    {
      type: 'RefundRequested',
      data: { userId: OWNER, reason: 'Too slow', amountCents: 8_910, requestedAt: at(11) },
    },
  ],
  [OWNER, { type: 'UserDeleted', data: { deletedAt: at(12) } }],
  [SECOND, delivered('99999999-0000-4000-8000-000000000002', 13)],
  [
    SECOND,
    {
      type: 'RefundRejected',
      data: { userId: OWNER, adminId: ADMIN, reason: 'Past 7 days', rejectedAt: at(14) },
    },
  ],
  [
    FIRST,
    {
      type: 'RefundApproved',
      data: {
        userId: OWNER,
        adminId: ADMIN,
        refundTransactionHash: 'refund-1',
        note: null,
        amountCents: 9_900,
        licenceId: null,
        renewed: false,
        durationDays: 90,
        approvedAt: at(15),
      },
    },
  ],
  [SECOND, delivered('99999999-0000-4000-8000-000000000003', 16)],
  [SECOND, { type: 'OrderExpired', data: { expiredAt: at(17) } }],
];

export function orderLog(): RecordedEvent[] {
  return recordedLog(
    logOf.map(([id, event]) => [event.type === 'UserDeleted' ? `user-${id}` : `order-${id}`, event] as const),
    { idGroup: '9000', actor: `admin:${ADMIN}`, at },
  );
}
