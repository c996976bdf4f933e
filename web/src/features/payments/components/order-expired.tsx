// An order whose payment window closed with nothing seen (status expired): a payment sent in time can still
// be reported by its hash (the server accepts late proofs; the chain decides), or a new order started.
import { type Ref, useId } from 'react';
import type { PaymentStatus } from '../api/get-payment-status';
import type { SubmitPaymentResponse } from '../api/submit-payment';
import { PAYMENT_SCREEN_MESSAGES } from '../messages';
import { ProofForm } from './proof-form';

type OrderExpiredProps = {
  order: PaymentStatus;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmitted: (result: SubmitPaymentResponse) => void;
  onStartOver: () => void;
};

export function OrderExpired({ order, headingRef, onSubmitted, onStartOver }: OrderExpiredProps) {
  const headingId = useId();
  return (
    <>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Order Expired
      </h2>
      <p>{PAYMENT_SCREEN_MESSAGES.orderExpired}</p>
      <p>
        <strong>{PAYMENT_SCREEN_MESSAGES.expiredProof}</strong>
      </p>
      <ProofForm order={order} labelledBy={headingId} onSubmitted={onSubmitted} />
      <div className="form__actions">
        <button type="button" className="button" onClick={onStartOver}>
          Start a New Order
        </button>
      </div>
    </>
  );
}
