// The proof of payment (spec §2, §5 Payment, §8): the transaction hash (64 characters; on BEP20 an optional
// 0x in front) and, optionally, the wallet the payment came from. While the server runs a local development
// chain (devPayments), an unpaid BEP20 order can also be paid from its dev wallet, which fills in the hash. Used by
// Submit Proof, by an underpaid order (the top-up's hash) and by an expired one (a payment sent in time).
import { type OrderView, PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useDevPay } from '../api/dev-pay';
import { usePaymentNetworks } from '../api/get-payment-networks';
import type { SubmitPaymentResponse } from '../api/submit-payment';
import { usePayment } from '../context/payment-context';
import { DEV_PAYMENT, PAYMENT_SCREEN_MESSAGES, TRANSACTION_HASH_LENGTH } from '../messages';
import { paymentFailure } from '../utils/failure';
import { validateProof } from '../utils/validate-proof';

type ProofFormProps = {
  order: OrderView;
  /** What labels the form (the step's heading). */
  labelledBy: string;
  /** Called with the server's confirmation, to show on the next step. */
  onSubmitted: (result: SubmitPaymentResponse) => void;
};

export function ProofForm({ order, labelledBy, onSubmitted }: ProofFormProps) {
  const { submitPayment } = usePayment();
  const [transactionHash, setTransactionHash] = useState('');
  const [walletAddress, setWalletAddress] = useState('');
  const [hashError, setHashError] = useState<string>();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const check = validateProof({
      orderId: order.orderId,
      network: order.network,
      transactionHash,
      walletAddress,
    });
    setHashError(check.ok ? undefined : check.error);
    setSubmitError(null);
    if (!check.ok) return;

    setSubmitting(true);
    const outcome = await submitPayment(check.request);
    setSubmitting(false);
    if (outcome.ok) onSubmitted(outcome.result);
    else setSubmitError(outcome.error);
  };

  const hashHint =
    order.network === 'BEP20'
      ? `${TRANSACTION_HASH_LENGTH} characters, with or without 0x in front`
      : `${TRANSACTION_HASH_LENGTH} characters`;

  return (
    <>
      <DevPayment
        order={order}
        onPaid={(hash) => {
          setTransactionHash(hash);
          setHashError(undefined);
        }}
      />
      <form className="form" aria-labelledby={labelledBy} noValidate onSubmit={onSubmit}>
        {submitError && <Alert tone="error">{submitError}</Alert>}
        <TextField
          label="Transaction Hash"
          name="transactionHash"
          autoComplete="off"
          spellCheck={false}
          required
          value={transactionHash}
          onChange={(event) => setTransactionHash(event.target.value)}
          hint={<p>{hashHint}</p>}
          error={hashError}
        />
        <TextField
          label="Your Wallet Address (optional)"
          name="userPaymentAddress"
          autoComplete="off"
          spellCheck={false}
          maxLength={128}
          value={walletAddress}
          onChange={(event) => setWalletAddress(event.target.value)}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Payment'}
          </button>
        </div>
      </form>
    </>
  );
}

/**
 * The dev chain's wallet pays an unpaid BEP20 order's exact amount (the server refuses it for any other
 * order, so it is not offered for a top-up or an expired order); production servers never offer it.
 */
function DevPayment({ order, onPaid }: { order: OrderView; onPaid: (transactionHash: string) => void }) {
  const titleId = useId();
  const networks = usePaymentNetworks();
  const devPayment = useDevPay({ onSuccess: (result) => onPaid(result.transactionHash) });
  if (networks.data?.devPayments !== true || order.network !== 'BEP20' || order.status !== 'pending') {
    return null;
  }

  return (
    <section className="dev-payment" aria-labelledby={titleId}>
      <h3 id={titleId} className="dev-payment__title">
        {DEV_PAYMENT.title}
      </h3>
      <p className="dev-payment__text">{DEV_PAYMENT.explanation}</p>
      {devPayment.isError && (
        <Alert tone="error">{paymentFailure(devPayment.error, PAYMENT_SCREEN_MESSAGES.devPayFailed)}</Alert>
      )}
      {devPayment.isSuccess && (
        <Alert tone="success">{devPayment.data.message || PAYMENT_MESSAGES.devPaid}</Alert>
      )}
      <div className="form__actions">
        <button
          type="button"
          className="button"
          // One payment per order: a second click would pay the order twice.
          disabled={devPayment.isPending || devPayment.isSuccess}
          onClick={() => devPayment.mutate({ orderId: order.orderId })}
        >
          {devPayment.isPending ? DEV_PAYMENT.sending : DEV_PAYMENT.button}
        </button>
      </div>
    </section>
  );
}
