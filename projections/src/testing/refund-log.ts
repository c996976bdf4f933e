// A log of three paid BEP20 orders whose refunds were sent and judged on chain: one verified after a
// first transaction failed, one failed (back with the admin), one still verifying; for the orders and
// ledger projectors' tests.
import type { OrderEvent } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { recordedLog } from './recorded-log.js';

const OWNER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ADMIN = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const VERIFIED = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const FAILED = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const SENT = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
export const REFUND_ADDRESS = `0x${'5a'.repeat(20)}`;
export const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute)).toISOString();
const licenceOf = (orderId: string) => `${orderId.slice(0, 8)}-0000-4000-8000-000000000001`;

function paid(orderId: string, minute: number): OrderEvent[] {
  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId,
        userId: OWNER,
        plan: { planType: 'starter', planDuration: '1month', name: 'Starter', price: 49, durationDays: 30 },
        accountNumber: 7_400_001,
        network: 'BEP20',
        discount: null,
        priceCents: 4_900,
        amountCents: 4_900,
        amountBaseUnits: '49000000000000000000',
        paymentAddress: `0x${orderId.slice(0, 8).repeat(5)}`,
        addressIndex: 1,
        placedAt: at(minute),
        expiresAt: at(minute + 30),
      },
    },
    {
      type: 'PaymentConfirmed',
      data: {
        transactionHash: hashOf(minute),
        receivedBaseUnits: '49000000000000000000',
        overpaidBaseUnits: '0',
        blockNumber: 1,
        blockTime: at(minute + 1),
        confirmations: 15,
        confirmedBy: 'chain',
        reason: null,
        confirmedAt: at(minute + 1),
      },
    },
    {
      type: 'LicenceDelivered',
      data: {
        licenceId: licenceOf(orderId),
        licenseKey: `KEY-${minute}`,
        expiresAt: at(999),
        renewed: false,
        deliveredAt: at(minute + 1),
      },
    },
    {
      type: 'RefundRequested',
      data: {
        userId: OWNER,
        reason: 'Not for me',
        amountCents: 4_900,
        requestedAt: at(minute + 2),
        refundAddress: REFUND_ADDRESS,
      },
    },
  ];
}

const sent = (orderId: string, hash: string, minute: number): OrderEvent => ({
  type: 'RefundApproved',
  data: {
    userId: OWNER,
    adminId: ADMIN,
    refundTransactionHash: hash,
    note: null,
    amountCents: 4_900,
    licenceId: licenceOf(orderId),
    renewed: false,
    durationDays: 30,
    approvedAt: at(minute),
    awaitsChainVerification: true,
  },
});
const failed = (hash: string, minute: number): OrderEvent => ({
  type: 'RefundVerificationFailed',
  data: {
    userId: OWNER,
    refundTransactionHash: hash,
    reason: 'not_found',
    message: 'The refund transaction was not found on chain in time.',
    failedAt: at(minute),
  },
});
const verified = (orderId: string, hash: string, minute: number): OrderEvent => ({
  type: 'RefundVerified',
  data: {
    userId: OWNER,
    adminId: ADMIN,
    refundTransactionHash: hash,
    recipient: REFUND_ADDRESS,
    sentBaseUnits: '49000000000000000000',
    blockNumber: 9,
    blockTime: at(minute),
    amountCents: 4_900,
    licenceId: licenceOf(orderId),
    renewed: false,
    durationDays: 30,
    verifiedAt: at(minute),
  },
});

const logOf: [string, OrderEvent][] = [
  ...paid(VERIFIED, 0).map((event): [string, OrderEvent] => [VERIFIED, event]),
  ...paid(FAILED, 1).map((event): [string, OrderEvent] => [FAILED, event]),
  ...paid(SENT, 2).map((event): [string, OrderEvent] => [SENT, event]),
  [VERIFIED, sent(VERIFIED, hashOf(101), 10)],
  [FAILED, sent(FAILED, hashOf(201), 11)],
  [SENT, sent(SENT, hashOf(301), 12)],
  [VERIFIED, failed(hashOf(101), 13)],
  [FAILED, failed(hashOf(201), 14)],
  [VERIFIED, sent(VERIFIED, hashOf(102), 15)],
  [VERIFIED, verified(VERIFIED, hashOf(102), 16)],
];

export function refundLog(): RecordedEvent[] {
  return recordedLog(
    logOf.map(([id, event]) => [`order-${id}`, event] as const),
    { idGroup: 'a000', actor: `admin:${ADMIN}`, at },
  );
}
