// The Applicable Plans choice of the create form: one checkbox per plan, in the plans' own order; none
// ticked means the code applies to every plan (spec §3).
import { PLANS, type PlanType } from '@shop/domain';
import { planLabel } from '../utils/describe-discount';
import { DISCOUNT_FIELD_LABELS } from '../utils/discount-form';

type PlanCheckboxesProps = {
  chosen: readonly PlanType[];
  onChange: (chosen: PlanType[]) => void;
};

export function PlanCheckboxes({ chosen, onChange }: PlanCheckboxesProps) {
  const toggle = (planType: PlanType, checked: boolean) =>
    onChange(
      PLANS.map((plan) => plan.planType).filter((type) =>
        type === planType ? checked : chosen.includes(type),
      ),
    );

  return (
    <fieldset className="checkbox-group">
      <legend className="field__label">{DISCOUNT_FIELD_LABELS.applicablePlans}</legend>
      {PLANS.map((plan) => (
        <label key={plan.planType} className="checkbox-group__option">
          <input
            type="checkbox"
            name="applicablePlans"
            value={plan.planType}
            checked={chosen.includes(plan.planType)}
            onChange={(event) => toggle(plan.planType, event.target.checked)}
          />
          {planLabel(plan.planType)}
        </label>
      ))}
      <p className="form__aside">None ticked: the code applies to all plans.</p>
    </fieldset>
  );
}
