// Step 3, Submit Proof (spec §2): the person says they sent the payment and gives its transaction hash.
import { type Ref, useId } from 'react';
import type { PaymentStatus } from '../api/get-payment-status';
import type { SubmitPaymentResponse } from '../api/submit-payment';
import { ProofForm } from './proof-form';

type SubmitProofStepProps = {
  order: PaymentStatus;
  headingRef: Ref<HTMLHeadingElement>;
  /** Called with the server's confirmation, to show on the next step. */
  onSubmitted: (result: SubmitPaymentResponse) => void;
  onBack: () => void;
};

export function SubmitProofStep({ order, headingRef, onSubmitted, onBack }: SubmitProofStepProps) {
  const headingId = useId();
  return (
    <>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Submit Proof
      </h2>
      <p>
        Enter the hash of the transaction that sent the payment, as your wallet or the block explorer shows
        it.
      </p>
      <ProofForm order={order} labelledBy={headingId} onSubmitted={onSubmitted} />
      <button type="button" className="button button--ghost" onClick={onBack}>
        Back to Payment Info
      </button>
    </>
  );
}
