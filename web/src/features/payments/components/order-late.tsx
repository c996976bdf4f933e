// An order paid after its 30-minute window (status late): held for our team, who confirm or refuse it;
// the page keeps checking, so their decision shows here by itself.
import type { Ref } from 'react';
import { Alert } from '../../../components/ui/alert';
import { siteConfig } from '../../../config/site';
import type { PaymentStatus } from '../api/get-payment-status';
import { PAYMENT_SCREEN_MESSAGES } from '../messages';

export function OrderLate({
  order,
  headingRef,
}: {
  order: PaymentStatus;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Payment Under Review
      </h2>
      <Alert tone="info">
        <p>
          <strong>{PAYMENT_SCREEN_MESSAGES.orderLate}</strong>
        </p>
        {order.statusMessage && <p className="verification__reason">{order.statusMessage}</p>}
        <p>
          {PAYMENT_SCREEN_MESSAGES.reviewContact}{' '}
          <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>.
        </p>
      </Alert>
      <dl className="payment-details">
        <div>
          <dt>Order ID</dt>
          <dd>
            <code>{order.orderId}</code>
          </dd>
        </div>
      </dl>
    </>
  );
}
