// Ledger entries, totals, revenue, open problems and order histories as the finance calls send them, for the
// Finance tab's tests. Times are at noon UTC so shown dates are the same in any time zone a test runs in.
import type { LedgerEntry, OrderView } from '@shop/command-api/contracts';
import { NETWORK_INFO } from '@shop/domain';
import { ADMIN_SESSION } from '../../../testing/sessions';
import type { FinanceProblem } from '../api/get-finance-problems';
import type { LedgerTotals } from '../api/get-ledger';
import { browserTimeZone, type RevenueRow } from '../api/get-revenue';

export const ADMIN_ID = ADMIN_SESSION.user._id;
export const TRADER_ID = '0b6f1d52-7c1a-4d33-9a57-1f0c2e9d4a01';
export const PAID_ORDER_ID = '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d11';
export const REFUND_ORDER_ID = '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d12';
export const HELD_ORDER_ID = '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d13';
export const TRC20_TX = 'ab'.repeat(32);
export const BEP20_TX = `0x${'5e'.repeat(32)}`;
export const REFUND_TX = 'cd'.repeat(32);

export function aLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    _id: 'e0000000-0000-4000-8000-000000000001',
    orderId: PAID_ORDER_ID,
    kind: 'payment',
    amountCents: 4900,
    baseUnits: '49000000',
    overpaidBaseUnits: null,
    network: 'TRC20',
    transactionHash: TRC20_TX,
    planType: 'starter',
    planDuration: '1month',
    discountCode: null,
    discountCents: 0,
    user: { _id: TRADER_ID, username: 'trader1' },
    licenceId: '5a3e7f10-2b4c-4d6e-8f90-a1b2c3d4e5f6',
    decidedBy: 'chain',
    at: '2026-03-15T12:00:00.000Z',
    ...overrides,
  };
}

export function someTotals(overrides: Partial<LedgerTotals> = {}): LedgerTotals {
  return { grossCents: 18100, refundsCents: 4900, netCents: 13200, payments: 2, refunds: 1, ...overrides };
}

export function aPagination(overrides: Partial<{ current: number; pages: number; total: number }> = {}) {
  const { current = 1, pages = 1, total = 3 } = overrides;
  return { current, pages, total, hasNext: current < pages, hasPrev: current > 1 };
}

/** The answer to GET /api/finance/ledger. */
export function ledgerReply(
  entries: LedgerEntry[],
  totals: LedgerTotals = someTotals(),
  pagination = aPagination({ total: entries.length }),
) {
  return { status: 200, body: { success: true, entries, totals, pagination } };
}

/** The answer to GET /api/finance/revenue. */
/**
 * The Over time panel's revenue query: the period, the browser's time zone, the split (plan until another
 * is chosen), then `filters`.
 */
export function overTime(period: 'day' | 'month', filters = '', split: string | null = 'plan'): string {
  const params = new URLSearchParams({ groupBy: period, tz: browserTimeZone() });
  if (split) params.set('split', split);
  return filters ? `${params}&${filters}` : `${params}`;
}

export function revenueReply(revenue: RevenueRow[]) {
  return { status: 200, body: { success: true, revenue } };
}

export function aRevenueRow(key: string, overrides: Partial<RevenueRow> = {}): RevenueRow {
  return { key, grossCents: 4900, refundsCents: 0, netCents: 4900, payments: 1, refunds: 0, ...overrides };
}

export function aProblem(overrides: Partial<FinanceProblem> = {}): FinanceProblem {
  return {
    orderId: REFUND_ORDER_ID,
    kind: 'refund_requested',
    since: '2026-03-16T12:00:00.000Z',
    user: { _id: TRADER_ID, username: 'trader1', email: 'trader1@example.com' },
    planName: 'Starter Plan - 1 Month',
    network: 'TRC20',
    amountCents: 4900,
    transactionHash: TRC20_TX,
    paidAt: '2026-03-15T12:00:00.000Z',
    refundReason: 'The robot does not suit my broker',
    refundAddress: null,
    refundTransactionHash: null,
    refundFailure: null,
    ...overrides,
  };
}

/** The answer to GET /api/finance/problems. */
export function problemsReply(problems: FinanceProblem[]) {
  return { status: 200, body: { success: true, problems } };
}

export function anOrderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderId: REFUND_ORDER_ID,
    status: 'completed',
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
    createdAt: '2026-03-15T11:50:00.000Z',
    expiresAt: '2026-03-15T12:20:00.000Z',
    transactionHash: TRC20_TX,
    receivedBaseUnits: '49000000',
    receivedAmount: 49,
    outstanding: null,
    paymentRequest: { qrData: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', walletUri: null },
    renewsLicense: null,
    paidAt: '2026-03-15T12:00:00.000Z',
    refundableUntil: '2026-03-22T12:00:00.000Z',
    refund: null,
    ...overrides,
  };
}

/** The answer to GET /api/admin/history/orders/{id}. */
export function orderAsOfReply(order: OrderView | null, asOf: string, events: number) {
  return { status: 200, body: { success: true, order, asOf, events } };
}
