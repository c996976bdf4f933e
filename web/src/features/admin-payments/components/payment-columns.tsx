// The Payments table's columns: the order (the row's header), customer, amount in USD to the cent and
// status always show; network, transaction and placing time give way below 48rem of frame, plan,
// confirmations, payment time and refund below 72rem. Placed, amount and status sort on the server.
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { TransactionLink } from '../../../components/ui/transaction-link';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { paymentTone } from '../../../lib/payment-status';
import type { AdminOrderRowView } from '../api/get-admin-orders';
import { ADMIN_PAYMENT_MESSAGES } from '../messages';
import { listedStatus, PAYMENT_STATUS_LABELS, type PaymentsSort } from '../utils/payments-view';

const { none } = ADMIN_PAYMENT_MESSAGES;

const REFUND_LABELS: Record<NonNullable<AdminOrderRowView['refundStatus']>, string> = {
  requested: 'Requested',
  sent: 'Sent, verifying',
  approved: 'Refunded',
  rejected: 'Rejected',
};

function StatusBadge({ order }: { order: AdminOrderRowView }) {
  const status = listedStatus(order);
  const tone = status === 'refunded' ? 'expired' : paymentTone(order.status);
  return (
    <span className={`status-badge status-badge--${tone}`} title={order.statusMessage ?? undefined}>
      {PAYMENT_STATUS_LABELS[status] ?? order.status}
    </span>
  );
}

function Customer({ order }: { order: AdminOrderRowView }) {
  return (
    <>
      <span className="admin-payments__user">{order.user.username}</span>
      <span className="admin-payments__email muted">{order.user.email}</span>
    </>
  );
}

export const PAYMENT_COLUMNS: ReadonlyArray<DataTableColumn<AdminOrderRowView, PaymentsSort>> = [
  {
    id: 'order',
    header: 'Order',
    rowHeader: true,
    cell: (order) => (
      <code className="licence-key admin-payments__order" title={order.orderId}>
        {order.orderId}
      </code>
    ),
  },
  { id: 'user', header: 'User', cell: (order) => <Customer order={order} /> },
  {
    id: 'amount',
    header: 'Amount',
    sortKey: 'amount',
    cell: (order) => formatAmount(order.amount, 'USD'),
  },
  { id: 'status', header: 'Status', sortKey: 'status', cell: (order) => <StatusBadge order={order} /> },
  { id: 'network', header: 'Network', priority: 2, cell: (order) => order.network },
  { id: 'plan', header: 'Plan', priority: 3, cell: (order) => order.planName },
  {
    id: 'transaction',
    header: 'Transaction',
    priority: 2,
    cell: (order) => <TransactionLink network={order.network} hash={order.transactionHash} />,
  },
  {
    id: 'confirmations',
    header: 'Confirmations',
    priority: 3,
    cell: (order) =>
      order.confirmations === null ? none : `${order.confirmations}/${order.confirmationsRequired}`,
  },
  {
    id: 'placedAt',
    header: 'Placed',
    sortKey: 'placedAt',
    priority: 2,
    cell: (order) => formatDateTime(order.placedAt),
  },
  {
    id: 'paidAt',
    header: 'Paid',
    priority: 3,
    cell: (order) => (order.paidAt ? formatDateTime(order.paidAt) : none),
  },
  {
    id: 'refund',
    header: 'Refund',
    priority: 3,
    cell: (order) => (order.refundStatus ? REFUND_LABELS[order.refundStatus] : none),
  },
];
