// The create form (spec §5 Discount form): code upper-cased as typed, percentage by default with its
// optional cap, minimum amount, usage limits, plans (none ticked means all) and the validity window.
// Field messages sit under their inputs; the date order and the server's refusal above the form. The
// fields sit on the design system's form grid, the two dates side by side when there is room.
import { DISCOUNT_NOTICES } from '@shop/command-api/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Notice, useNotice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useCreateDiscount } from '../api/create-discount';
import { DISCOUNT_SCREEN_MESSAGES } from '../messages';
import {
  checkDiscountForm,
  type DiscountFieldErrors,
  type DiscountFormValues,
  type DiscountType,
  emptyDiscountForm,
  DISCOUNT_FIELD_LABELS as LABELS,
} from '../utils/discount-form';
import { PlanCheckboxes } from './plan-checkboxes';

export function DiscountForm({ token }: { token?: string }) {
  const titleId = useId();
  const typeId = useId();
  const [values, setValues] = useState(() => emptyDiscountForm(new Date()));
  const [fieldErrors, setFieldErrors] = useState<DiscountFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, showNotice] = useNotice();
  const create = useCreateDiscount({
    onSuccess: () => {
      setValues(emptyDiscountForm(new Date()));
      showNotice(DISCOUNT_NOTICES.created);
    },
    onError: (error) => setFormError(DISCOUNT_SCREEN_MESSAGES.failure(error.message)),
  });

  const set =
    <Field extends keyof DiscountFormValues>(field: Field) =>
    (value: DiscountFormValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));
  const text = (field: Exclude<keyof DiscountFormValues, 'type' | 'applicablePlans'>) => ({
    label: LABELS[field],
    name: field,
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });
  const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;
  const count = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const check = checkDiscountForm(values);
    setFieldErrors(check.ok ? {} : check.fieldErrors);
    setFormError(check.ok ? null : check.formError);
    if (check.ok) create.mutate({ body: check.request, token });
  };

  return (
    <section className="discounts__section" aria-labelledby={titleId}>
      <h3 id={titleId}>Create Discount Code</h3>
      <Notice notice={notice} />
      {formError && <Alert tone="error">{formError}</Alert>}
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="form-grid">
          <TextField
            {...text('code')}
            required
            autoComplete="off"
            maxLength={32}
            onChange={(event) => set('code')(event.target.value.toUpperCase())}
          />
          <TextField {...text('description')} required maxLength={200} />
          <div className="field">
            <label htmlFor={typeId} className="field__label">
              {LABELS.type}
            </label>
            <select
              id={typeId}
              name="type"
              className="field__input"
              required
              value={values.type}
              onChange={(event) => set('type')(event.target.value as DiscountType)}
            >
              <option value="percentage">Percentage</option>
              <option value="fixed">Fixed Amount</option>
            </select>
          </div>
          <TextField
            {...text('value')}
            {...money}
            required
            hint={<p>{values.type === 'percentage' ? 'Percent off the price' : 'USD off the price'}</p>}
          />
          {values.type === 'percentage' && (
            <TextField {...text('maxDiscount')} {...money} hint={<p>Optional: the most it takes off</p>} />
          )}
          <TextField {...text('minAmount')} {...money} />
          <TextField {...text('usageLimit')} {...count} hint={<p>Leave empty for unlimited</p>} />
          <TextField {...text('userUsageLimit')} {...count} />
          <div className="form-grid__pair">
            <TextField {...text('validFrom')} type="datetime-local" required />
            <TextField {...text('validUntil')} type="datetime-local" required />
          </div>
        </div>
        <PlanCheckboxes chosen={values.applicablePlans} onChange={set('applicablePlans')} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Discount Code'}
          </button>
        </div>
      </form>
    </section>
  );
}
