// The Payments section's filters: status and network (applied at once) and a search over order ids,
// usernames, emails and transaction hashes (the data tables' search box, applied once typing stops).
import { TableSearch } from '../../../components/data-table/table-search';
import { SelectField } from '../../../components/ui/select-field';
import { PAYMENT_STATUS_LABELS, PAYMENTS_NETWORKS, type PaymentsView } from '../utils/payments-view';

type Status = NonNullable<PaymentsView['status']>;
type Network = NonNullable<PaymentsView['network']>;
const STATUS_OPTIONS = Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => ({
  value: value as Status,
  label,
}));
const NETWORK_OPTIONS = PAYMENTS_NETWORKS.map((network: Network) => ({ value: network, label: network }));

type PaymentsFiltersProps = {
  view: PaymentsView;
  onChange: (view: PaymentsView) => void;
};

export function PaymentsFilters({ view, onChange }: PaymentsFiltersProps) {
  const choose = (change: Partial<PaymentsView>) => onChange({ ...view, ...change, page: 1 });
  const search = (text: string) => {
    const { q: _, ...rest } = view;
    onChange({ ...rest, ...(text ? { q: text } : {}), page: 1 });
  };

  return (
    <search className="toolbar admin-payments__filters" aria-label="Payment filters">
      <SelectField
        label="Status"
        layout="toolbar"
        all="All"
        value={view.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(status) => choose({ status: status || undefined })}
      />
      <SelectField
        label="Network"
        layout="toolbar"
        all="All"
        value={view.network ?? ''}
        options={NETWORK_OPTIONS}
        onChange={(network) => choose({ network: network || undefined })}
      />
      <TableSearch
        placeholder="Order id, user, email or transaction"
        applied={view.q ?? ''}
        onSearch={search}
      />
    </search>
  );
}
