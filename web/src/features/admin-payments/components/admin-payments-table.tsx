// The admin's table of every order with its payment: the order, customer, amount (two decimals), status
// with Confirm / Reject beside it while a decision is due, then network, plan, transaction on the block
// explorer, confirmations, placing and payment times, refund and the order's audit trail. A wide table
// scrolls inside its own frame; the actions sit early in the row so they stay in view.
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import { TransactionLink } from '../../../components/ui/transaction-link';
import { formatDateTime } from '../../../lib/format';
import { paymentTone } from '../../../lib/payment-status';
import type { PaymentDecision } from '../api/decide-payment';
import type { AdminOrderRowView } from '../api/get-admin-orders';
import { ADMIN_PAYMENT_MESSAGES } from '../messages';
import { listedStatus, PAYMENT_STATUS_LABELS } from '../utils/payments-view';

const HEADERS = [
  'Order',
  'User',
  'Amount',
  'Status',
  'Actions',
  'Network',
  'Plan',
  'Transaction',
  'Confirmations',
  'Placed',
  'Paid',
  'Refund',
];

const REFUND_LABELS: Record<string, string> = {
  requested: 'Requested',
  sent: 'Sent, verifying',
  approved: 'Refunded',
  rejected: 'Rejected',
};

type AdminPaymentsTableProps = {
  orders: readonly AdminOrderRowView[];
  onDecide: (order: AdminOrderRowView, decision: PaymentDecision) => void;
};

export function AdminPaymentsTable({ orders, onDecide }: AdminPaymentsTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Orders and their payments</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.orderId} order={order} onDecide={onDecide} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderRow({
  order,
  onDecide,
}: Pick<AdminPaymentsTableProps, 'onDecide'> & { order: AdminOrderRowView }) {
  const { none } = ADMIN_PAYMENT_MESSAGES;
  const status = listedStatus(order);
  return (
    <tr>
      <th scope="row">
        <code className="licence-key">{order.orderId}</code>
      </th>
      <td>
        <span className="admin-payments__user">{order.user.username}</span>
        <span className="admin-payments__email muted">{order.user.email}</span>
      </td>
      <td>{order.amountFormatted} USDT</td>
      <td>
        <span
          className={`status-badge status-badge--${status === 'refunded' ? 'expired' : paymentTone(order.status)}`}
          title={order.statusMessage ?? undefined}
        >
          {PAYMENT_STATUS_LABELS[status] ?? order.status}
        </span>
      </td>
      <td>
        <div className="row-actions">
          {order.needsDecision && (
            <DecisionButtons
              acceptLabel="Confirm"
              onAccept={() => onDecide(order, 'confirm')}
              onReject={() => onDecide(order, 'reject')}
            />
          )}
          <AuditTrailLink filters={{ category: 'order', entityId: order.orderId }} />
        </div>
      </td>
      <td>{order.network}</td>
      <td>{order.planName}</td>
      <td>
        <TransactionLink network={order.network} hash={order.transactionHash} />
      </td>
      <td>{order.confirmations === null ? none : `${order.confirmations}/${order.confirmationsRequired}`}</td>
      <td>{formatDateTime(order.placedAt)}</td>
      <td>{order.paidAt ? formatDateTime(order.paidAt) : none}</td>
      <td>{order.refundStatus ? REFUND_LABELS[order.refundStatus] : none}</td>
    </tr>
  );
}
