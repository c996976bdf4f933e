// Payments as GET /api/admin/payments sends them, for the admin Payments tab's tests. Times are at noon UTC
// so the shown dates are the same in any time zone a test runs in.
import type { AdminPaymentView } from '@shop/command-api/contracts';
import { NETWORK_INFO } from '@shop/domain';

export const UNDERPAID_ID = '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d01';
export const LATE_ID = '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d02';
export const TRC20_TX = 'ab'.repeat(32);
export const BEP20_TX = `0x${'5e'.repeat(32)}`;

export function anAdminPayment(overrides: Partial<AdminPaymentView> = {}): AdminPaymentView {
  return {
    orderId: UNDERPAID_ID,
    status: 'underpaid',
    network: 'TRC20',
    networkInfo: NETWORK_INFO.TRC20,
    paymentAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    amount: 49,
    amountBaseUnits: '49000000',
    currency: 'USDT',
    planType: 'starter',
    planDuration: '1month',
    planName: 'Starter Plan - 1 Month',
    accountNumber: 12345678,
    discount: null,
    createdAt: '2026-03-15T12:00:00.000Z',
    expiresAt: '2026-03-15T12:30:00.000Z',
    transactionHash: TRC20_TX,
    paidAt: null,
    refundableUntil: null,
    refund: null,
    confirmations: 19,
    confirmationsRequired: 19,
    statusMessage: 'Received 40.5 USDT of the 49 USDT this order asks for.',
    user: { _id: '0b6f1d52-7c1a-4d33-9a57-1f0c2e9d4a01', username: 'trader1', email: 'trader1@example.com' },
    receivedBaseUnits: '40500000',
    updatedAt: '2026-03-15T12:10:00.000Z',
    ...overrides,
  };
}

/** The answer to GET /api/admin/payments. */
export function paymentsReply(payments: AdminPaymentView[]) {
  return { status: 200, body: { success: true, payments } };
}
