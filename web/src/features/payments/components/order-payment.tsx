// One order's payment cell on the dashboard: while it can still be paid, the address it is paid to (short,
// the whole one on hover), what is still to send after an underpayment, and 'Continue payment' to its page;
// once completed, a link to the page that shows the licence it delivered, named by the licence's key when
// the order renewed a known one.
import type { OrderView } from '@shop/command-api/contracts';
import { Link } from 'react-router-dom';
import { formatAmount } from '../../../lib/format';
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
        {order.outstanding && (
          <span className="order-payment__rest">
            {formatAmount(order.outstanding.amount, order.currency)} still to send
          </span>
        )}
        <Link to={page}>Continue payment{which}</Link>
      </div>
    );
  }
  if (order.status === 'completed') {
    return order.renewsLicense ? (
      <Link to={page}>
        <span className="visually-hidden">License </span>
        <code className="licence-key">{order.renewsLicense.licenseKey}</code>
        <span className="visually-hidden"> renewed by the {order.planName} order</span>
      </Link>
    ) : (
      <Link to={page}>View license{which}</Link>
    );
  }
  return <span className="muted">—</span>;
}
