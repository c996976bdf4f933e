// An order's page (/payment/<orderId>, spec §2 and §4 Purchase flow): the step the order is in, from its
// status as last checked, so a reload lands on the same step: Payment Info (and Submit Proof once the
// person says they sent it), Verification, held as late, expired, or the success screen. Focus moves to
// each step's heading as the step changes.
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import type { PaymentStatus } from '../api/get-payment-status';
import type { SubmitPaymentResponse } from '../api/submit-payment';
import { usePayment } from '../context/payment-context';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { type OrderStep, orderStep } from '../utils/order-step';
import { planOfOrder } from '../utils/plan-details';
import { OrderExpired } from './order-expired';
import { OrderLate } from './order-late';
import { PaymentInfoStep } from './payment-info-step';
import { PaymentSuccess } from './payment-success';
import { ProgressSteps, type PurchaseStep } from './progress-steps';
import { SubmitProofStep } from './submit-proof-step';
import { VerificationStep } from './verification-step';
import '../purchase.css';

type ShownStep = OrderStep | 'payment-proof';

/** Where each screen sits on the four-step progress list. */
const PROGRESS: Record<ShownStep, PurchaseStep> = {
  'payment-info': 'payment-info',
  'payment-proof': 'payment-proof',
  verification: 'verification',
  late: 'verification',
  expired: 'payment-proof',
  success: 'success',
};

export function OrderFlow() {
  const { currentOrder, currentOrderError } = usePayment();
  const navigate = useNavigate();
  const [proofOpen, setProofOpen] = useState(false);
  const [submittedMessage, setSubmittedMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = currentOrder ? orderStep(currentOrder.status) : null;
  const shown: ShownStep | null =
    step === 'payment-info' && proofOpen && currentOrder?.status === 'pending' ? 'payment-proof' : step;
  useFocusOnChange(shown, headingRef);

  if (!currentOrder || !shown) {
    return currentOrderError ? (
      <>
        <Alert tone="error">{currentOrderError}</Alert>
        <p>
          <Link to="/payment">Start a new order</Link>
        </p>
      </>
    ) : (
      <p role="status">Loading order...</p>
    );
  }

  const onSubmitted = (result: SubmitPaymentResponse) =>
    setSubmittedMessage(result.message || PAYMENT_MESSAGES.submitted);
  const startOver = () => navigate('/payment', { state: { planDetails: planOfOrder(currentOrder) } });

  return (
    <div className="purchase">
      <ProgressSteps current={PROGRESS[shown]} />
      <section className="purchase__step checkout">
        {renderStep(shown, currentOrder, {
          headingRef,
          submittedMessage,
          checkError: currentOrderError,
          onSent: () => setProofOpen(true),
          onBack: () => setProofOpen(false),
          onSubmitted,
          startOver,
        })}
      </section>
    </div>
  );
}

type StepHandlers = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  submittedMessage: string | null;
  checkError: string | null;
  onSent: () => void;
  onBack: () => void;
  onSubmitted: (result: SubmitPaymentResponse) => void;
  startOver: () => void;
};

function renderStep(shown: ShownStep, order: PaymentStatus, handlers: StepHandlers): ReactNode {
  const { headingRef, onSubmitted, startOver } = handlers;
  switch (shown) {
    case 'payment-info':
      return (
        <PaymentInfoStep
          order={order}
          submittedMessage={handlers.submittedMessage}
          headingRef={headingRef}
          onSent={handlers.onSent}
          onSubmitted={onSubmitted}
          onStartOver={startOver}
        />
      );
    case 'payment-proof':
      return (
        <SubmitProofStep
          order={order}
          headingRef={headingRef}
          onSubmitted={onSubmitted}
          onBack={handlers.onBack}
        />
      );
    case 'verification':
      return (
        <VerificationStep
          order={order}
          submittedMessage={handlers.submittedMessage}
          checkError={handlers.checkError}
          headingRef={headingRef}
        />
      );
    case 'late':
      return <OrderLate order={order} headingRef={headingRef} />;
    case 'expired':
      return (
        <OrderExpired
          order={order}
          headingRef={headingRef}
          onSubmitted={onSubmitted}
          onStartOver={startOver}
        />
      );
    case 'success':
      return <PaymentSuccess payment={order} headingRef={headingRef} />;
  }
}
