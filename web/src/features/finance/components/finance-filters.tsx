// The Finance tab's filters: dates from and to (whole days, the admin's own), an 'As of' moment that shows
// the books as they stood then, kind, network, plan and discount code. Applied together with 'Apply
// Filters', so a half-typed date never fires a request; 'Clear' goes back to everything, now. The fields
// show the applied filters again when the address changes by itself (a link, Back).
import { NETWORKS, PLANS } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ENTRY_KIND_LABELS } from '../utils/finance-labels';
import {
  EMPTY_FILTERS,
  type FilterErrors,
  type FinanceFilterValues,
  toLedgerQuery,
} from '../utils/ledger-query';

const KIND_OPTIONS = (Object.keys(ENTRY_KIND_LABELS) as Array<keyof typeof ENTRY_KIND_LABELS>).map(
  (kind) => ({
    value: kind,
    label: ENTRY_KIND_LABELS[kind],
  }),
);
const NETWORK_OPTIONS = NETWORKS.map((network) => ({ value: network, label: network }));
const PLAN_OPTIONS = PLANS.map((plan) => ({ value: plan.planType, label: plan.name }));

type FinanceFiltersProps = {
  /** The filters the books show now. */
  applied: FinanceFilterValues;
  /** Called with values that pass the form's checks. */
  onApply: (values: FinanceFilterValues) => void;
};

export function FinanceFilters({ applied, onApply }: FinanceFiltersProps) {
  const [values, setValues] = useState<FinanceFilterValues>(applied);
  const [errors, setErrors] = useState<FilterErrors>(() => checkErrors(applied));
  const [seen, setSeen] = useState(applied);
  if (!sameValues(seen, applied)) {
    setSeen(applied);
    setValues(applied);
    setErrors(checkErrors(applied));
  }
  const set = (key: keyof FinanceFilterValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = toLedgerQuery(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onApply(values);
  };
  const clear = () => {
    setValues(EMPTY_FILTERS);
    setErrors({});
    onApply(EMPTY_FILTERS);
  };

  return (
    <form className="finance-filters" aria-label="Ledger filters" noValidate onSubmit={onSubmit}>
      <TextField
        label="From"
        type="date"
        value={values.from}
        error={errors.from}
        onChange={(event) => set('from')(event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={values.to}
        error={errors.to}
        onChange={(event) => set('to')(event.target.value)}
      />
      <TextField
        label="As of"
        type="datetime-local"
        value={values.asOf}
        error={errors.asOf}
        onChange={(event) => set('asOf')(event.target.value)}
      />
      <SelectField
        layout="field"
        label="Kind"
        all="All kinds"
        options={KIND_OPTIONS}
        value={values.kind}
        onChange={set('kind')}
      />
      <SelectField
        layout="field"
        label="Network"
        all="All networks"
        options={NETWORK_OPTIONS}
        value={values.network}
        onChange={set('network')}
      />
      <SelectField
        layout="field"
        label="Plan"
        all="All plans"
        options={PLAN_OPTIONS}
        value={values.planType}
        onChange={set('planType')}
      />
      <TextField
        label="Discount code"
        autoComplete="off"
        spellCheck={false}
        value={values.discountCode}
        error={errors.discountCode}
        onChange={(event) => set('discountCode')(event.target.value)}
      />
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

function checkErrors(values: FinanceFilterValues): FilterErrors {
  const checked = toLedgerQuery(values);
  return checked.ok ? {} : checked.errors;
}

function sameValues(a: FinanceFilterValues, b: FinanceFilterValues): boolean {
  return (Object.keys(a) as Array<keyof FinanceFilterValues>).every((key) => a[key] === b[key]);
}
