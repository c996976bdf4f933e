// The Finance tab's filters: dates from and to (whole days, the admin's own), an 'As of' moment that shows
// the books as they stood then, kind, network, plan and discount code. Applied together with 'Apply
// Filters', so a half-typed date never fires a request; 'Clear' goes back to everything, now.
import { NETWORKS, PLANS } from '@shop/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ENTRY_KIND_LABELS } from '../utils/finance-labels';
import {
  EMPTY_FILTERS,
  type FilterErrors,
  type FinanceFilterValues,
  type LedgerQuery,
  toLedgerQuery,
} from '../utils/ledger-query';

const KIND_OPTIONS = Object.entries(ENTRY_KIND_LABELS).map(([value, label]) => ({ value, label }));
const NETWORK_OPTIONS = NETWORKS.map((network) => ({ value: network, label: network }));
const PLAN_OPTIONS = PLANS.map((plan) => ({ value: plan.planType, label: plan.name }));

export function FinanceFilters({ onApply }: { onApply: (query: LedgerQuery) => void }) {
  const [values, setValues] = useState<FinanceFilterValues>(EMPTY_FILTERS);
  const [errors, setErrors] = useState<FilterErrors>({});
  const set = (key: keyof FinanceFilterValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = toLedgerQuery(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onApply(checked.query);
  };
  const clear = () => {
    setValues(EMPTY_FILTERS);
    setErrors({});
    onApply({});
  };

  return (
    <form className="finance-filters" aria-label="Ledger filters" noValidate onSubmit={onSubmit}>
      <Field label="From" error={errors.from}>
        {(props) => (
          <input {...props} type="date" value={values.from} onChange={(e) => set('from')(e.target.value)} />
        )}
      </Field>
      <Field label="To" error={errors.to}>
        {(props) => (
          <input {...props} type="date" value={values.to} onChange={(e) => set('to')(e.target.value)} />
        )}
      </Field>
      <Field label="As of" error={errors.asOf}>
        {(props) => (
          <input
            {...props}
            type="datetime-local"
            value={values.asOf}
            onChange={(e) => set('asOf')(e.target.value)}
          />
        )}
      </Field>
      <SelectField
        label="Kind"
        all="All kinds"
        options={KIND_OPTIONS}
        value={values.kind}
        onChange={set('kind')}
      />
      <SelectField
        label="Network"
        all="All networks"
        options={NETWORK_OPTIONS}
        value={values.network}
        onChange={set('network')}
      />
      <SelectField
        label="Plan"
        all="All plans"
        options={PLAN_OPTIONS}
        value={values.planType}
        onChange={set('planType')}
      />
      <Field label="Discount code" error={errors.discountCode}>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={values.discountCode}
            onChange={(e) => set('discountCode')(e.target.value)}
          />
        )}
      </Field>
      <div className="finance-filters__actions">
        <button type="submit" className="button button--primary">
          Apply Filters
        </button>
        <button type="button" className="button" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}

type InputProps = { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (props: InputProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children({
        id,
        className: 'field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type SelectFieldProps = {
  label: string;
  all: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
};

function SelectField({ label, all, options, value, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
