// Step 1, Plan Details (spec §2, §5 Payment, §8): the plan and its price, an optional discount code, the
// network (TRC20 by default) and the MT5 account number; 'Continue to Payment' places the order. A network
// the server cannot take payments on right now is disabled, with its reason beside it. An account whose
// email is not verified yet is sent to /email-verification-pending with its address.
import type { Network } from '@shop/domain';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { formatUsd } from '../../../lib/format';
import { usePaymentNetworks } from '../api/get-payment-networks';
import { usePayment } from '../context/payment-context';
import { effectiveNetwork, type NetworkOption, networkOptions } from '../utils/network-choice';
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
  const networks = usePaymentNetworks();
  // The person's own pick; until then (or if it becomes unavailable) the default applies.
  const [chosenNetwork, setChosenNetwork] = useState<Network | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [accountError, setAccountError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const options = networkOptions(networks.data?.networks);
  const network = effectiveNetwork(options, chosenNetwork);

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
          {options.map((option) => (
            <NetworkChoice
              key={option.network}
              option={option}
              checked={network === option.network}
              onChoose={() => setChosenNetwork(option.network)}
            />
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

type NetworkChoiceProps = { option: NetworkOption; checked: boolean; onChoose: () => void };

/** One network as a radio button; an unavailable one is disabled and says why, as the radio's description. */
function NetworkChoice({ option, checked, onChoose }: NetworkChoiceProps) {
  const messageId = useId();
  return (
    <div className="network-choice__item">
      <label className="network-choice__option">
        <input
          type="radio"
          name="network"
          value={option.network}
          checked={checked}
          disabled={!option.available}
          aria-describedby={option.message ? messageId : undefined}
          onChange={onChoose}
        />
        {option.name}
      </label>
      {option.message && (
        <p id={messageId} className="network-choice__message">
          {option.message}
        </p>
      )}
    </div>
  );
}
