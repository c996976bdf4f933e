// The owner's orders on the shared data table: plan, amount to the cent, network, status in words, payment
// date, the way on with the payment (or to the licence it bought) and the order's place on the money-back
// guarantee. On a phone-wide block each order is a card of labelled values.
import type { OrderView } from '@shop/command-api/contracts';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatAmount, formatDate } from '../../../lib/format';
import { paymentStatusLabel } from '../../../lib/payment-status';
import { ORDER_LIST_MESSAGES } from '../messages';
import { OrderPayment } from './order-payment';
import { OrderRefund } from './order-refund';

type OrdersTableProps = {
  orders: readonly OrderView[] | undefined;
  /** The moment the payment and money-back windows are measured against. */
  now: number;
  onRequestRefund: (order: OrderView) => void;
  /** The orders could not load: shown in place of the table. */
  error?: ReactNode;
};

export function OrdersTable({ orders, now, onRequestRefund, error }: OrdersTableProps) {
  const columns: DataTableColumn<OrderView>[] = [
    { id: 'plan', header: 'Plan', rowHeader: true, cell: (order) => order.planName },
    { id: 'amount', header: 'Amount', cell: (order) => formatAmount(order.amount, order.currency) },
    { id: 'network', header: 'Network', cell: (order) => order.network },
    { id: 'status', header: 'Status', cell: (order) => paymentStatusLabel(order.status) },
    { id: 'paid', header: 'Paid', cell: (order) => (order.paidAt ? formatDate(order.paidAt) : '—') },
    { id: 'payment', header: 'Payment', cell: (order) => <OrderPayment order={order} now={now} /> },
    {
      id: 'refund',
      header: 'Refund',
      cell: (order) => <OrderRefund order={order} now={now} onRequestRefund={onRequestRefund} />,
    },
  ];

  return (
    <DataTable
      label="Your orders, newest first"
      columns={columns}
      rows={orders}
      rowKey={(order) => order.orderId}
      loadingText={ORDER_LIST_MESSAGES.loading}
      error={error}
      emptyText={ORDER_LIST_MESSAGES.empty}
    />
  );
}
