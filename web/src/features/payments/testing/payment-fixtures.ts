// Orders, payment statuses and the signed-in trader as the API sends them, for the payment page's tests.
import type { NetworkAvailability, OrderView } from '@shop/command-api/contracts';
import { NETWORK_INFO, PAYMENT_WINDOW_MINUTES } from '@shop/domain';
import type { PaymentStatus } from '../api/get-payment-status';

export const ORDER_ID = '3f1c9a52-8b7d-4e60-a1f2-6c5d4b3a2e10';
export const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const TRC20_HASH = 'ab'.repeat(32);
export const LICENSE_KEY = 'ABCDE-FGHJK-MNPQR-STUVW';

export const CALLS = {
  me: 'GET /api/users/me',
  createOrder: 'POST /api/payments/orders',
  submit: 'POST /api/payments/submit',
  status: `GET /api/payments/orders/${ORDER_ID}`,
  history: 'GET /api/payments/history',
  discount: 'POST /api/discounts/validate',
  networks: 'GET /api/payments/networks',
  devPay: 'POST /api/payments/dev-pay',
} as const;

export const TRADER_SESSION = {
  status: 200,
  body: {
    success: true,
    user: { _id: 'u1', username: 'trader1', email: 'trader1@example.com', roles: ['user'] },
    licenses: [],
  },
};

/** An order for the default plan placed at `placedAt` (the current clock by default). */
export function anOrder(overrides: Partial<OrderView> = {}, placedAt = new Date()): OrderView {
  return {
    orderId: ORDER_ID,
    status: 'pending',
    network: 'TRC20',
    networkInfo: NETWORK_INFO.TRC20,
    paymentAddress: TRC20_ADDRESS,
    amount: 49,
    amountBaseUnits: '49000000',
    currency: 'USDT',
    planType: 'starter',
    planDuration: '1month',
    planName: 'Starter Plan - 1 Month',
    accountNumber: 12345678,
    discount: null,
    createdAt: placedAt.toISOString(),
    expiresAt: new Date(placedAt.getTime() + PAYMENT_WINDOW_MINUTES * 60_000).toISOString(),
    transactionHash: null,
    receivedBaseUnits: null,
    receivedAmount: null,
    outstanding: null,
    paymentRequest: { qrData: TRC20_ADDRESS, walletUri: null },
    renewsLicense: null,
    paidAt: null,
    refundableUntil: null,
    refund: null,
    ...overrides,
  };
}

/** The 201 answer to POST /api/payments/orders, placed when the call arrives. */
export const orderPlaced =
  (overrides: Partial<OrderView> = {}) =>
  () => ({ status: 201, body: { success: true, order: anOrder(overrides) } });

export function aPaymentStatus(overrides: Partial<PaymentStatus> = {}): PaymentStatus {
  return {
    ...anOrder({ status: 'verifying', transactionHash: TRC20_HASH }),
    confirmations: 0,
    confirmationsRequired: 0,
    statusMessage: null,
    ...overrides,
  };
}

/** The answer to GET /api/payments/orders/{id}. */
export function statusReply(overrides: Partial<PaymentStatus> = {}) {
  return { status: 200, body: { success: true, payment: aPaymentStatus(overrides) } };
}

export const SUBMITTED = {
  status: 200,
  body: {
    success: true,
    message: 'Payment submitted successfully! Verification in progress...',
    data: { orderId: ORDER_ID, status: 'verifying', transactionHash: TRC20_HASH },
  },
};

/** One network as GET /api/payments/networks reports it: available unless `unavailable` gives the reason. */
export function aNetwork(network: 'TRC20' | 'BEP20', unavailable?: string): NetworkAvailability {
  return {
    network,
    ...NETWORK_INFO[network],
    available: unavailable === undefined,
    message: unavailable ?? null,
    confirmationsRequired: network === 'TRC20' ? 19 : 15,
  };
}

/** The answer to GET /api/payments/networks. */
export function networksReply(networks: NetworkAvailability[], devPayments = false) {
  return { status: 200, body: { success: true, networks, devPayments } };
}

/** A paid order (licence delivered) whose 7-day money-back period runs from `paidAt`. */
export function aPaidOrder(overrides: Partial<OrderView> = {}, paidAt = new Date()): OrderView {
  const placedAt = new Date(paidAt.getTime() - 10 * 60_000);
  return anOrder(
    {
      status: 'completed',
      transactionHash: TRC20_HASH,
      paidAt: paidAt.toISOString(),
      refundableUntil: new Date(paidAt.getTime() + 7 * 86_400_000).toISOString(),
      ...overrides,
    },
    placedAt,
  );
}
