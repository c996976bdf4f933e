// The four plans as radio cards (spec §2 Payment page): name and price to the cent; the chosen one
// is the plan the order buys. The plans come from the plans feature (the API's, the built-in ones before).
import { useId } from 'react';
import { formatUsd } from '../../../lib/format';
import { usePlans } from '../../../lib/queries/get-plans';
import type { PlanDetails } from '../utils/plan-details';

type PlanPickerProps = {
  chosen: PlanDetails;
  onChoose: (plan: PlanDetails) => void;
};

export function PlanPicker({ chosen, onChoose }: PlanPickerProps) {
  const plans = usePlans();
  const name = useId();
  return (
    <fieldset className="plan-picker">
      <legend className="field__label">Plan</legend>
      {plans.map(({ id, planType, planDuration, price, name: planName }) => (
        <label key={id} className="plan-picker__option">
          <input
            type="radio"
            name={name}
            value={id}
            checked={planType === chosen.planType && planDuration === chosen.planDuration}
            onChange={() => onChoose({ planType, planDuration, price, name: planName })}
          />
          <span className="plan-picker__name">{planName}</span>{' '}
          <span className="plan-picker__price">{formatUsd(price)}</span>
        </label>
      ))}
    </fieldset>
  );
}
