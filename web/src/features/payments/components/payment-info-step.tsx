// Step 2, Payment Info (spec §2): where to send how much on which network, the order's id and expiry, the
// live countdown of the 30-minute window, and 'I've Sent the Payment'. Once the window has closed the order
// can no longer be paid, so the person is offered a new one instead.
import type { OrderView } from '@shop/command-api/contracts';
import { PAYMENT_WINDOW_MINUTES } from '@shop/domain';
import type { Ref } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ExternalLink } from '../../../components/ui/external-link';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { useCountdown } from '../hooks/use-countdown';
import { CopyAddressButton } from './copy-address-button';
import { PaymentCountdown } from './payment-countdown';

type PaymentInfoStepProps = {
  order: OrderView;
  headingRef: Ref<HTMLHeadingElement>;
  onSent: () => void;
  onStartOver: () => void;
};

export function PaymentInfoStep({ order, headingRef, onSent, onStartOver }: PaymentInfoStepProps) {
  const msLeft = useCountdown(order.expiresAt);
  const expired = msLeft <= 0;
  const amount = `${order.amount} ${order.currency}`;

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Payment Info
      </h2>
      <p>
        Send exactly <strong>{amount}</strong> on {order.networkInfo.name} to the address below.
      </p>
      <dl className="payment-details">
        <div>
          <dt>Payment Address</dt>
          <dd className="payment-address">
            <code className="licence-key">{order.paymentAddress}</code>
            <CopyAddressButton address={order.paymentAddress} />
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>
            <strong>{amount}</strong>
          </dd>
        </div>
        {order.discount && (
          <div>
            <dt>Discount ({order.discount.code})</dt>
            <dd>-{formatUsd(order.discount.discountAmount)}</dd>
          </div>
        )}
        <div>
          <dt>Network</dt>
          <dd>
            {order.networkInfo.name}{' '}
            <ExternalLink href={order.networkInfo.blockExplorer}>
              Block Explorer<span className="visually-hidden"> (opens in a new tab)</span>
            </ExternalLink>
          </dd>
        </div>
        <div>
          <dt>Order ID</dt>
          <dd>
            <code>{order.orderId}</code>
          </dd>
        </div>
        <div>
          <dt>Expires At</dt>
          <dd>{formatDateTime(order.expiresAt)}</dd>
        </div>
      </dl>
      <PaymentCountdown msLeft={msLeft} />
      <Alert tone="info">
        <p>Payment must be sent within {PAYMENT_WINDOW_MINUTES} minutes.</p>
      </Alert>
      <div className="form__actions">
        {expired ? (
          <button type="button" className="button button--primary" onClick={onStartOver}>
            Start a New Order
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onSent}>
            I've Sent the Payment
          </button>
        )}
      </div>
    </>
  );
}
