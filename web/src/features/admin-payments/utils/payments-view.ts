// The Payments section's view (status, network, search, page, sort) read from and written to the address,
// so an Overview card's link (/admin/payments?status=verifying) lands here already filtered.
import type { ADMIN_ORDER_SORTS, AdminOrderStatus } from '@shop/command-api/contracts';
import { ADMIN_ORDER_STATUSES } from '@shop/command-api/contracts';

export type PaymentsSort = (typeof ADMIN_ORDER_SORTS)[number];
export type PaymentsView = {
  status?: AdminOrderStatus;
  network?: 'TRC20' | 'BEP20';
  q?: string;
  page: number;
  sort?: PaymentsSort;
  order?: 'asc' | 'desc';
};

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
const SORTS: readonly string[] = ['placedAt', 'amount', 'status'];
const VIEW_KEYS = ['status', 'network', 'q', 'page', 'sort', 'order'] as const;

export function readPaymentsView(params: URLSearchParams): PaymentsView {
  const status = params.get('status');
  const network = params.get('network');
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    ...((ADMIN_ORDER_STATUSES as readonly string[]).includes(status ?? '')
      ? { status: status as AdminOrderStatus }
      : {}),
    ...(network === 'TRC20' || network === 'BEP20' ? { network } : {}),
    ...(params.get('q')?.trim() ? { q: params.get('q')!.trim() } : {}),
    ...(sort && SORTS.includes(sort) ? { sort: sort as PaymentsSort } : {}),
    ...(order === 'asc' || order === 'desc' ? { order } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's parameters with the view written in; parameters that are not the view's are kept. */
export function writePaymentsView(params: URLSearchParams, view: PaymentsView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of VIEW_KEYS) next.delete(key);
  if (view.status) next.set('status', view.status);
  if (view.network) next.set('network', view.network);
  if (view.q) next.set('q', view.q);
  if (view.sort) next.set('sort', view.sort);
  if (view.order) next.set('order', view.order);
  if (view.page > 1) next.set('page', String(view.page));
  return next;
}

/** The list's status in words: a refunded order keeps its status (completed) but reads Refunded. */
export function listedStatus(order: { status: string; refundStatus: string | null }): AdminOrderStatus {
  return order.refundStatus === 'approved' ? 'refunded' : (order.status as AdminOrderStatus);
}
