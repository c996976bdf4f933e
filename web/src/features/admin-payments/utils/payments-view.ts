// The Payments section's view as the data table keeps it in the address (status, network, search, placing
// dates, sort, page), so an Overview card's link (/admin/payments?status=verifying) lands here filtered;
// values the server would refuse are left out, as if absent.
import { ADMIN_ORDER_SORTS, ADMIN_ORDER_STATUSES, type AdminOrderStatus } from '@shop/command-api/contracts';
import { knownFilters } from '../../../components/data-table/known-filters';
import type { TableView } from '../../../components/data-table/use-table-view';

export type PaymentsSort = (typeof ADMIN_ORDER_SORTS)[number];
export type PaymentFilter = 'status' | 'network' | 'q' | 'from' | 'to';
export type PaymentsView = TableView<PaymentsSort, PaymentFilter>;

/** The address's filter parameters, in the order they are written. */
export const PAYMENT_FILTERS: readonly PaymentFilter[] = ['status', 'network', 'q', 'from', 'to'];
export const PAYMENT_SORTS: readonly PaymentsSort[] = ADMIN_ORDER_SORTS;

/** The statuses in people's words, in the filter's order. */
export const PAYMENT_STATUS_LABELS: Record<AdminOrderStatus, string> = {
  needs_decision: 'Needs decision',
  pending: 'Awaiting payment',
  verifying: 'Verifying',
  confirmed: 'Confirmed',
  completed: 'Completed',
  underpaid: 'Underpaid',
  late: 'Late',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
};

export const PAYMENTS_NETWORKS = ['TRC20', 'BEP20'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the server takes this value for the filter (a day for the placing dates). */
const ACCEPTS: Record<PaymentFilter, (value: string) => boolean> = {
  status: (value) => (ADMIN_ORDER_STATUSES as readonly string[]).includes(value),
  network: (value) => (PAYMENTS_NETWORKS as readonly string[]).includes(value),
  q: () => true,
  from: (value) => DAY.test(value),
  to: (value) => DAY.test(value),
};

/** The view with only the filter values the server takes: a stale or mistyped link shows everything. */
export const knownPaymentsView = (view: PaymentsView): PaymentsView =>
  knownFilters(view, PAYMENT_FILTERS, (name, value) => ACCEPTS[name](value));

/** The list's status in words: a refunded order keeps its status (completed) but reads Refunded. */
export function listedStatus(order: { status: string; refundStatus: string | null }): AdminOrderStatus {
  return order.refundStatus === 'approved' ? 'refunded' : (order.status as AdminOrderStatus);
}
