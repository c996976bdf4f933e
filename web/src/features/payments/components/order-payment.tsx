// One order's payment cell on the dashboard: while it can still be paid, the address it is paid to (short,
// the whole one on hover) and 'Continue payment' to its page; once completed, 'View license' to the page
// that shows the licence it delivered.
import type { OrderView } from '@shop/command-api/contracts';
import { Link } from 'react-router-dom';
import { shortHash } from '../../../lib/payment-links';
import { isPayable } from '../utils/order-payable';

type OrderPaymentProps = {
  order: OrderView;
  now: number;
};

export function OrderPayment({ order, now }: OrderPaymentProps) {
  const page = `/payment/${encodeURIComponent(order.orderId)}`;
  const which = <span className="visually-hidden"> for the {order.planName} order</span>;

  if (isPayable(order, now)) {
    return (
      <div className="order-payment">
        <code className="order-payment__address" title={order.paymentAddress}>
          <span className="visually-hidden">Payment address </span>
          {shortHash(order.paymentAddress)}
        </code>
        <Link to={page}>Continue payment{which}</Link>
      </div>
    );
  }
  if (order.status === 'completed') {
    return <Link to={page}>View license{which}</Link>;
  }
  return <span className="muted">—</span>;
}
