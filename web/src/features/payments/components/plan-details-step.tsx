// Step 1, Plan Details (spec §2, §5 Payment, §8): the plan and its price, an optional discount code, the
// network (TRC20 by default) and the MT5 account number; 'Continue to Payment' places the order. An account
// whose email is not verified yet is sent to /email-verification-pending with its address.
import { DEFAULT_NETWORK, NETWORK_INFO, NETWORKS, type Network } from '@shop/domain';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { formatUsd } from '../../../lib/format';
import { usePayment } from '../context/payment-context';
import type { PlanDetails } from '../utils/plan-details';
import { validateOrder } from '../utils/validate-order';
import { DiscountCodeField } from './discount-code-field';

type PlanDetailsStepProps = {
  plan: PlanDetails;
  headingRef: Ref<HTMLHeadingElement>;
  onOrderCreated: () => void;
};

export function PlanDetailsStep({ plan, headingRef, onOrderCreated }: PlanDetailsStepProps) {
  const { createOrder } = usePayment();
  const navigate = useNavigate();
  const headingId = useId();
  const [discountCode, setDiscountCode] = useState('');
  const [network, setNetwork] = useState<Network>(DEFAULT_NETWORK);
  const [accountNumber, setAccountNumber] = useState('');
  const [accountError, setAccountError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    const check = validateOrder({ plan, accountNumber, network, discountCode });
    setAccountError(!check.ok && check.field === 'accountNumber' ? check.error : undefined);
    setFormError(!check.ok && check.field === 'form' ? check.error : null);
    if (!check.ok) return;

    setCreating(true);
    const outcome = await createOrder(check.request);
    setCreating(false);
    if (outcome.ok) {
      onOrderCreated();
    } else if (outcome.emailVerification) {
      navigate('/email-verification-pending', { state: { email: outcome.emailVerification.email } });
    } else {
      setFormError(outcome.error);
    }
  };

  return (
    <>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Plan Details
      </h2>
      <dl className="payment-details">
        <div>
          <dt>Plan</dt>
          <dd>{plan.name}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatUsd(plan.price)}</dd>
        </div>
      </dl>
      <form className="form" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <DiscountCodeField plan={plan} code={discountCode} onCodeChange={setDiscountCode} />
        <fieldset className="network-choice">
          <legend className="field__label">Payment Network</legend>
          {NETWORKS.map((choice) => (
            <label key={choice} className="network-choice__option">
              <input
                type="radio"
                name="network"
                value={choice}
                checked={network === choice}
                onChange={() => setNetwork(choice)}
              />
              {NETWORK_INFO[choice].name}
            </label>
          ))}
        </fieldset>
        <TextField
          label="MT5 Account Number"
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          required
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.target.value)}
          error={accountError}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={creating}>
            {creating ? 'Creating Order...' : 'Continue to Payment'}
          </button>
        </div>
      </form>
    </>
  );
}
