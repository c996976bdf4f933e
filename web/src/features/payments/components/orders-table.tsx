// The owner's orders as a table: plan, amount, network, status in words, payment date, and the order's
// place on the money-back guarantee (a 'Request Refund' button while it runs).
import type { OrderView } from '@shop/command-api/contracts';
import { formatAmount, formatDate } from '../../../lib/format';
import { paymentStatusLabel } from '../../../lib/payment-status';
import { OrderRefund } from './order-refund';

const HEADERS = ['Plan', 'Amount', 'Network', 'Status', 'Paid', 'Refund'];

type OrdersTableProps = {
  orders: readonly OrderView[];
  /** The moment the money-back windows are measured against. */
  now: number;
  onRequestRefund: (order: OrderView) => void;
};

export function OrdersTable({ orders, now, onRequestRefund }: OrdersTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Your orders, newest first</caption>
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
            <tr key={order.orderId}>
              <th scope="row">{order.planName}</th>
              <td>{formatAmount(order.amount, order.currency)}</td>
              <td>{order.network}</td>
              <td>{paymentStatusLabel(order.status)}</td>
              <td>{order.paidAt ? formatDate(order.paidAt) : '—'}</td>
              <td>
                <OrderRefund order={order} now={now} onRequestRefund={onRequestRefund} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
