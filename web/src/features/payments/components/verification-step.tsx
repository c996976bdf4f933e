// Step 4, Verification (spec §2, §4 Purchase flow): the current status, the order id and the confirmations
// ('3 of 19' when the network asks for a number), checked every 10 seconds. Completed moves on to the
// success screen; failed says so and the checking stops. A payment held for review (underpaid, late) says
// why and who will be in touch, and is still checked, since our team may confirm it. A check that fails says
// so and the next one goes ahead anyway.
import type { OrderView } from '@shop/command-api/contracts';
import { type Ref, useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { siteConfig } from '../../../config/site';
import { paymentStatusLabel } from '../../../lib/payment-status';
import { type PaymentStatus, usePaymentStatus } from '../api/get-payment-status';
import { PAYMENT_SCREEN_MESSAGES } from '../messages';
import { paymentFailure } from '../utils/failure';
import { describeConfirmations, describePayment } from '../utils/payment-status';

type VerificationStepProps = {
  order: OrderView;
  /** The server's confirmation of the submitted proof, and the status it reported. */
  submitted: { message: string; status: string };
  headingRef: Ref<HTMLHeadingElement>;
  onCompleted: (payment: PaymentStatus) => void;
};

export function VerificationStep({ order, submitted, headingRef, onCompleted }: VerificationStepProps) {
  const { data: payment, error } = usePaymentStatus(order.orderId);
  const status = payment?.status ?? submitted.status;
  const description = describePayment(status, payment?.statusMessage ?? null);
  const failed = description.stage === 'failed';

  useEffect(() => {
    if (payment?.status === 'completed') onCompleted(payment);
  }, [payment, onCompleted]);

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Verification
      </h2>
      {submitted.message && <Alert tone="success">{submitted.message}</Alert>}
      {failed && <Alert tone="error">{PAYMENT_SCREEN_MESSAGES.verificationFailed}</Alert>}
      {failed && description.reason && <p className="verification__reason">{description.reason}</p>}
      {(description.stage === 'held' || description.stage === 'expired') && (
        <Alert tone="info">
          <p>
            <strong>{description.summary}</strong>
          </p>
          {description.reason && <p className="verification__reason">{description.reason}</p>}
          <p>
            {description.contact} <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>.
          </p>
        </Alert>
      )}
      {(description.stage === 'waiting' || description.stage === 'completed') && (
        <div className="verification">
          <span className="spinner" aria-hidden="true" />
          <p>{description.summary}</p>
        </div>
      )}
      {error && !failed && (
        <Alert tone="error">{paymentFailure(error, PAYMENT_SCREEN_MESSAGES.statusFailed)}</Alert>
      )}
      <dl className="payment-details">
        <div>
          <dt>Status</dt>
          <dd>{paymentStatusLabel(status)}</dd>
        </div>
        <div>
          <dt>Order ID</dt>
          <dd>
            <code>{order.orderId}</code>
          </dd>
        </div>
        <div>
          <dt>Confirmations</dt>
          <dd>{describeConfirmations(payment?.confirmations ?? 0, payment?.confirmationsRequired ?? 0)}</dd>
        </div>
      </dl>
    </>
  );
}
