// The purchase flow of spec §4: plan details → payment info (order placed) → submit proof (the person says
// they sent it) → verification (proof accepted) → success (status completed). Focus moves to each step's
// heading as the step changes.
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { useCallback, useRef, useState } from 'react';
import type { PaymentStatus } from '../api/get-payment-status';
import { usePayment } from '../context/payment-context';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import type { PlanDetails } from '../utils/plan-details';
import { PaymentInfoStep } from './payment-info-step';
import { PaymentSuccess } from './payment-success';
import { PlanDetailsStep } from './plan-details-step';
import { ProgressSteps, type PurchaseStep } from './progress-steps';
import { SubmitProofStep } from './submit-proof-step';
import { VerificationStep } from './verification-step';

export function PurchaseFlow({ plan }: { plan: PlanDetails }) {
  const { currentOrder, clearOrder } = usePayment();
  const [step, setStep] = useState<PurchaseStep>('plan-details');
  const [submitted, setSubmitted] = useState({ message: '', status: '' });
  const [completed, setCompleted] = useState<PaymentStatus | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Every step after the first needs an order; without one there is only the first.
  const shown: PurchaseStep =
    step === 'success' && completed ? 'success' : currentOrder ? step : 'plan-details';
  useFocusOnChange(shown, headingRef);

  // Stable, so the verification step's effect does not run again on every render of the flow.
  const onCompleted = useCallback((payment: PaymentStatus) => {
    setCompleted(payment);
    setStep('success');
  }, []);

  const startOver = () => {
    clearOrder();
    setStep('plan-details');
  };

  return (
    <div className="purchase">
      <ProgressSteps current={shown} />
      <section className="purchase__step">
        {shown === 'plan-details' && (
          <PlanDetailsStep
            plan={plan}
            headingRef={headingRef}
            onOrderCreated={() => setStep('payment-info')}
          />
        )}
        {shown === 'payment-info' && currentOrder && (
          <PaymentInfoStep
            order={currentOrder}
            headingRef={headingRef}
            onSent={() => setStep('payment-proof')}
            onStartOver={startOver}
          />
        )}
        {shown === 'payment-proof' && currentOrder && (
          <SubmitProofStep
            order={currentOrder}
            headingRef={headingRef}
            onSubmitted={(result) => {
              setSubmitted({
                message: result.message || PAYMENT_MESSAGES.submitted,
                status: result.data.status,
              });
              setStep('verification');
            }}
          />
        )}
        {shown === 'verification' && currentOrder && (
          <VerificationStep
            order={currentOrder}
            submitted={submitted}
            headingRef={headingRef}
            onCompleted={onCompleted}
          />
        )}
        {shown === 'success' && completed && <PaymentSuccess payment={completed} headingRef={headingRef} />}
      </section>
    </div>
  );
}
