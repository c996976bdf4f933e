// The admin orders export's file name and columns: each order with its payment as the Payments section
// lists it; amounts as plain decimals a spreadsheet adds up, dates ISO 8601.
import type { AdminOrderView } from '../contracts/admin-orders.js';
import type { CsvColumn } from '../http/csv-stream.js';

export const ORDERS_CSV_NAME = 'orders';

/** Refunded orders keep their status; the list shows them as refunded. */
const listedStatus = (order: AdminOrderView) =>
  order.refundStatus === 'approved' ? 'refunded' : order.status;

export const ORDER_CSV_COLUMNS: readonly CsvColumn<AdminOrderView>[] = [
  { header: 'Order', cell: (order) => order.orderId },
  { header: 'Placed', cell: (order) => order.placedAt },
  { header: 'User', cell: (order) => order.user.username },
  { header: 'Email', cell: (order) => order.user.email },
  { header: 'Plan', cell: (order) => order.planName },
  { header: 'Account Number', cell: (order) => order.accountNumber },
  { header: 'Network', cell: (order) => order.network },
  { header: 'Amount (USD)', cell: (order) => order.amountFormatted },
  { header: 'Discount Code', cell: (order) => order.discount?.code },
  { header: 'Status', cell: listedStatus },
  { header: 'Transaction', cell: (order) => order.transactionHash },
  { header: 'Paid', cell: (order) => order.paidAt },
];
