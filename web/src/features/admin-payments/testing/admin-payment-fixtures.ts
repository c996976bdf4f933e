// Orders as GET /api/admin/orders sends them, for the admin Payments section's tests. Times are at noon UTC
// so the shown dates are the same in any time zone a test runs in.
import type { AdminOrderView } from '@shop/command-api/contracts';

export const UNDERPAID_ID = '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d01';
export const LATE_ID = '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d02';
export const COMPLETED_ID = '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d04';
export const TRC20_TX = 'ab'.repeat(32);
export const BEP20_TX = `0x${'5e'.repeat(32)}`;

export function anAdminOrder(overrides: Partial<AdminOrderView> = {}): AdminOrderView {
  return {
    orderId: UNDERPAID_ID,
    user: { _id: '0b6f1d52-7c1a-4d33-9a57-1f0c2e9d4a01', username: 'trader1', email: 'trader1@example.com' },
    planType: 'starter',
    planDuration: '1month',
    planName: 'Starter Plan - 1 Month',
    accountNumber: 12345678,
    network: 'TRC20',
    status: 'underpaid',
    needsDecision: true,
    amount: 49,
    amountFormatted: '49.00',
    amountBaseUnits: '49000000',
    receivedBaseUnits: '40500000',
    discount: null,
    paymentAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    transactionHash: TRC20_TX,
    confirmations: 19,
    confirmationsRequired: 19,
    statusMessage: 'Received 40.5 USDT of the 49 USDT this order asks for.',
    placedAt: '2026-03-15T12:00:00.000Z',
    expiresAt: '2026-03-15T12:30:00.000Z',
    paidAt: null,
    updatedAt: '2026-03-15T12:10:00.000Z',
    refundStatus: null,
    ...overrides,
  };
}

/** The answer to GET /api/admin/orders: one page holding `orders`, or as `pagination` says. */
export function ordersReply(
  orders: AdminOrderView[],
  pagination = { current: 1, pages: 1, total: orders.length, hasNext: false, hasPrev: false },
) {
  return { status: 200, body: { success: true, orders, pagination } };
}

/** Underpaid on TRC20: waits for a decision. */
export const UNDERPAID = anAdminOrder();
/** Arrived late on BEP20: waits for a decision. */
export const LATE = anAdminOrder({
  orderId: LATE_ID,
  status: 'late',
  network: 'BEP20',
  amount: 1132,
  amountFormatted: '1132.00',
  amountBaseUnits: '1132000000000000000000',
  planName: 'Popular Plan - 3 Months',
  transactionHash: BEP20_TX,
  receivedBaseUnits: '1131999999999999999999',
  confirmations: null,
  confirmationsRequired: 15,
  statusMessage: 'The payment arrived after the order expired.',
  user: { _id: 'u2', username: 'trader2', email: 'trader2@example.com' },
  placedAt: '2026-03-16T12:00:00.000Z',
});
/** Completed, then refunded. */
export const REFUNDED = anAdminOrder({
  orderId: COMPLETED_ID,
  status: 'completed',
  needsDecision: false,
  amount: 105.6,
  amountFormatted: '105.60',
  statusMessage: null,
  paidAt: '2026-03-15T12:05:00.000Z',
  refundStatus: 'approved',
});
/** Placed, nothing paid yet. */
export const PENDING = anAdminOrder({
  orderId: '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d03',
  status: 'pending',
  needsDecision: false,
  transactionHash: null,
  receivedBaseUnits: null,
  confirmations: null,
  statusMessage: null,
});
