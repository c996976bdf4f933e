// Step 4, Verification (spec §2, §4 Purchase flow): the payment's progress in words (Waiting for payment →
// Payment detected, 3/15 confirmations → Paid), the status, order id and confirmations, checked every 10
// seconds by the order's page (completed moves on to the success screen). Failed says so, with the
// server's reason, and the checking stops. A check that fails says so and the next one goes ahead anyway.
import type { Ref } from 'react';
import { Alert } from '../../../components/ui/alert';
import { paymentStatusLabel } from '../../../lib/payment-status';
import type { PaymentStatus } from '../api/get-payment-status';
import { PAYMENT_SCREEN_MESSAGES } from '../messages';
import { paymentProgress } from '../utils/order-step';
import { describeConfirmations, describePayment } from '../utils/payment-status';

type VerificationStepProps = {
  order: PaymentStatus;
  /** The server's confirmation of the proof just submitted, if it was submitted on this visit. */
  submittedMessage: string | null;
  /** Why the last check failed, if it did. */
  checkError: string | null;
  headingRef: Ref<HTMLHeadingElement>;
};

export function VerificationStep({ order, submittedMessage, checkError, headingRef }: VerificationStepProps) {
  const description = describePayment(order.status, order.statusMessage);
  const failed = description.stage === 'failed';

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Verification
      </h2>
      {submittedMessage && <Alert tone="success">{submittedMessage}</Alert>}
      {failed ? (
        <>
          <Alert tone="error">{PAYMENT_SCREEN_MESSAGES.verificationFailed}</Alert>
          {description.reason && <p className="verification__reason">{description.reason}</p>}
        </>
      ) : (
        <div className="verification">
          <span className="spinner" aria-hidden="true" />
          <div>
            <p className="checkout__progress">{paymentProgress(order)}</p>
            <p>{description.summary}</p>
          </div>
        </div>
      )}
      {checkError && !failed && <Alert tone="error">{checkError}</Alert>}
      <dl className="payment-details">
        <div>
          <dt>Status</dt>
          <dd>{paymentStatusLabel(order.status)}</dd>
        </div>
        <div>
          <dt>Order ID</dt>
          <dd>
            <code>{order.orderId}</code>
          </dd>
        </div>
        <div>
          <dt>Confirmations</dt>
          <dd>{describeConfirmations(order.confirmations, order.confirmationsRequired)}</dd>
        </div>
      </dl>
    </>
  );
}
