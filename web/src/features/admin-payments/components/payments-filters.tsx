// The Payments section's filters: status, network and the placing days (applied at once), and a search
// over order ids, usernames, emails and transaction hashes (the data tables' search box, applied once
// typing stops).
import { useId } from 'react';
import { type ChoiceFilter, TableFilters } from '../../../components/data-table/table-filters';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENTS_NETWORKS,
  type PaymentFilter,
  type PaymentsView,
} from '../utils/payments-view';

const CHOICES: readonly ChoiceFilter<PaymentFilter>[] = [
  {
    name: 'status',
    label: 'Status',
    all: 'All',
    options: Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  },
  {
    name: 'network',
    label: 'Network',
    all: 'All',
    options: PAYMENTS_NETWORKS.map((network) => ({ value: network, label: network })),
  },
];

type PaymentsFiltersProps = {
  view: PaymentsView;
  onFilter: (name: PaymentFilter, value: string | undefined) => void;
};

export function PaymentsFilters({ view, onFilter }: PaymentsFiltersProps) {
  const { filters } = view;
  return (
    <TableFilters
      label="Payment filters"
      className="admin-payments__filters"
      filters={filters}
      choices={CHOICES}
      search={{ name: 'q', placeholder: 'Order id, user, email or transaction' }}
      onFilter={onFilter}
    >
      <DayFilter label="Placed from" value={filters.from} onChange={(day) => onFilter('from', day)} />
      <DayFilter label="Placed to" value={filters.to} onChange={(day) => onFilter('to', day)} />
    </TableFilters>
  );
}

/** A day (YYYY-MM-DD), cleared by emptying the field. */
function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="toolbar__field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="field__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
