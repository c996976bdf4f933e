// The Payments section's filters: status, network and the placing days (applied at once), and a search
// over order ids, usernames, emails and transaction hashes (the data tables' search box, applied once
// typing stops).
import { useId } from 'react';
import { TableSearch } from '../../../components/data-table/table-search';
import { SelectField } from '../../../components/ui/select-field';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENTS_NETWORKS,
  type PaymentFilter,
  type PaymentsView,
} from '../utils/payments-view';

const STATUS_OPTIONS = Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const NETWORK_OPTIONS = PAYMENTS_NETWORKS.map((network) => ({ value: network, label: network }));

type PaymentsFiltersProps = {
  view: PaymentsView;
  onFilter: (name: PaymentFilter, value: string | undefined) => void;
};

export function PaymentsFilters({ view, onFilter }: PaymentsFiltersProps) {
  const { filters } = view;
  return (
    <search className="toolbar admin-payments__filters" aria-label="Payment filters">
      <SelectField
        label="Status"
        layout="toolbar"
        all="All"
        value={filters.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(status) => onFilter('status', status)}
      />
      <SelectField
        label="Network"
        layout="toolbar"
        all="All"
        value={filters.network ?? ''}
        options={NETWORK_OPTIONS}
        onChange={(network) => onFilter('network', network)}
      />
      <DayFilter label="Placed from" value={filters.from} onChange={(day) => onFilter('from', day)} />
      <DayFilter label="Placed to" value={filters.to} onChange={(day) => onFilter('to', day)} />
      <TableSearch
        placeholder="Order id, user, email or transaction"
        applied={filters.q ?? ''}
        onSearch={(text) => onFilter('q', text)}
      />
    </search>
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
