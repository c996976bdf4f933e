// Step 4, Verification (spec §2, §4 Purchase flow): a spinner with the current status, the order id and the
// confirmations, checked every 10 seconds. Completed moves on to the success screen; failed says so and the
// checking stops; a check that fails says so and the next one goes ahead anyway.
import type { OrderView } from '@shop/command-api/contracts';
import { type Ref, useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { type PaymentStatus, usePaymentStatus } from '../api/get-payment-status';
import { PAYMENT_SCREEN_MESSAGES } from '../messages';
import { paymentFailure } from '../utils/failure';
import { describeStatus } from '../utils/payment-status';

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
  const failed = status === 'failed';

  useEffect(() => {
    if (payment?.status === 'completed') onCompleted(payment);
  }, [payment, onCompleted]);

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Verification
      </h2>
      {submitted.message && <Alert tone="success">{submitted.message}</Alert>}
      {failed ? (
        <Alert tone="error">{PAYMENT_SCREEN_MESSAGES.verificationFailed}</Alert>
      ) : (
        <div className="verification">
          <span className="spinner" aria-hidden="true" />
          <p>Verifying your payment on the blockchain. This usually takes 1-2 minutes.</p>
        </div>
      )}
      {error && !failed && (
        <Alert tone="error">{paymentFailure(error, PAYMENT_SCREEN_MESSAGES.statusFailed)}</Alert>
      )}
      <dl className="payment-details">
        <div>
          <dt>Status</dt>
          <dd>{describeStatus(status)}</dd>
        </div>
        <div>
          <dt>Order ID</dt>
          <dd>
            <code>{order.orderId}</code>
          </dd>
        </div>
        <div>
          <dt>Confirmations</dt>
          <dd>{payment?.confirmations ?? 0}</dd>
        </div>
      </dl>
    </>
  );
}
