// The Finance tab's filters: dates from and to (whole days, the admin's own), an 'As of' moment that shows
// the books as they stood then, kind, network, plan and discount code. Applied together with 'Apply
// Filters', so a half-typed date never fires a request; 'Clear' goes back to everything, now.
import { NETWORKS, PLANS } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ENTRY_KIND_LABELS } from '../utils/finance-labels';
import {
  EMPTY_FILTERS,
  type FilterErrors,
  type FinanceFilterValues,
  type LedgerQuery,
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
