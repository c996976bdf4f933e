// Step 1, Plan Details (spec §2, §4, §5 Payment, §8): the plan (one of the four, changeable), its price, an
// optional discount code, the network (TRC20 by default) and the MT5 account number; 'Continue to Payment'
// places the order. Renewing a licence fixes the account number to the licence's and names it in the
// order; a typed number that already has an active licence says the purchase renews it and offers to
// switch to renewing it. A network the server cannot take payments on right now is disabled, with its
// reason beside it. An account whose email is not verified yet is sent to /email-verification-pending.
import type { OrderView } from '@shop/command-api/contracts';
import type { Network } from '@shop/domain';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { formatDate, formatUsd } from '../../../lib/format';
import { usePaymentNetworks } from '../api/get-payment-networks';
import { usePayment } from '../context/payment-context';
import { effectiveNetwork, networkOptions } from '../utils/network-choice';
import type { PlanDetails } from '../utils/plan-details';
import type { RenewedLicence } from '../utils/renewal';
import { validateOrder } from '../utils/validate-order';
import { DiscountCodeField } from './discount-code-field';
import { NetworkChoice } from './network-choice';
import { PlanPicker } from './plan-picker';
import { RenewalNotice } from './renewal-notice';

type PlanDetailsStepProps = {
  initialPlan: PlanDetails;
  renewLicence?: RenewedLicence;
  headingRef?: Ref<HTMLHeadingElement>;
  onOrderCreated: (order: OrderView) => void;
  onCancel?: () => void;
};

export function PlanDetailsStep(props: PlanDetailsStepProps) {
  const { initialPlan, renewLicence, headingRef, onOrderCreated, onCancel } = props;
  const { createOrder } = usePayment();
  const navigate = useNavigate();
  const headingId = useId();
  const [plan, setPlan] = useState(initialPlan);
  const [discountCode, setDiscountCode] = useState('');
  const networks = usePaymentNetworks();
  // The person's own pick; until then (or if it becomes unavailable) the default applies.
  const [chosenNetwork, setChosenNetwork] = useState<Network | null>(null);
  const [typedAccountNumber, setTypedAccountNumber] = useState('');
  // The licence renewed: the one handed in, or the one the person chose to renew here.
  const [renewing, setRenewing] = useState<RenewedLicence | undefined>(renewLicence);
  const [accountError, setAccountError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const options = networkOptions(networks.data?.networks);
  const network = effectiveNetwork(options, chosenNetwork);
  const accountNumber = renewing ? String(renewing.accountNumber) : typedAccountNumber;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    const check = validateOrder({
      plan,
      accountNumber,
      network,
      discountCode,
      renewLicenseId: renewing?._id,
    });
    setAccountError(!check.ok && check.field === 'accountNumber' ? check.error : undefined);
    setFormError(!check.ok && check.field === 'form' ? check.error : null);
    if (!check.ok) return;

    setCreating(true);
    const outcome = await createOrder(check.request);
    setCreating(false);
    if (outcome.ok) {
      onOrderCreated(outcome.order);
    } else if (outcome.emailVerification) {
      navigate('/email-verification-pending', { state: { email: outcome.emailVerification.email } });
    } else {
      setFormError(outcome.error);
    }
  };

  return (
    <>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {renewing ? `Renew License ${renewing.licenseKey}` : 'Plan Details'}
      </h2>
      {renewing && (
        <p className="renewal-summary">
          MT5 account {renewing.accountNumber} ·{' '}
          {renewing.expiresAt ? `valid until ${formatDate(renewing.expiresAt)}` : 'No expiration'}. The plan's
          time is added to this license.
        </p>
      )}
      <form className="form" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <PlanPicker chosen={plan} onChoose={setPlan} />
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
        {/* Keyed by plan: a code checked for one plan's price says nothing about another's. */}
        <DiscountCodeField
          key={`${plan.planType}/${plan.planDuration}`}
          plan={plan}
          code={discountCode}
          onCodeChange={setDiscountCode}
        />
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
        {renewing ? (
          <RenewedAccount
            licence={renewing}
            error={accountError}
            onLeave={renewLicence ? undefined : () => setRenewing(undefined)}
          />
        ) : (
          <>
            <TextField
              label="MT5 Account Number"
              name="accountNumber"
              inputMode="numeric"
              autoComplete="off"
              required
              value={typedAccountNumber}
              onChange={(event) => setTypedAccountNumber(event.target.value)}
              error={accountError}
            />
            <RenewalNotice accountNumber={typedAccountNumber} onRenew={setRenewing} />
          </>
        )}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={creating}>
            {creating ? 'Creating Order...' : 'Continue to Payment'}
          </button>
          {onCancel && (
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </>
  );
}

type RenewedAccountProps = { licence: RenewedLicence; error?: string; onLeave?: () => void };

/** The renewed licence's account number, fixed; when renewal was chosen here, the way back to typing one. */
function RenewedAccount({ licence, error, onLeave }: RenewedAccountProps) {
  return (
    <div className="field renewed-account">
      <p className="field__label">MT5 Account Number</p>
      <p>
        <strong>{licence.accountNumber}</strong> (the account of license <code>{licence.licenseKey}</code>)
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {onLeave && (
        <button type="button" className="button button--small" onClick={onLeave}>
          Use another account number
        </button>
      )}
    </div>
  );
}
