// The Payments section's filters: status and network (applied at once) and a search over order ids,
// usernames, emails and transaction hashes (applied 300 ms after typing stops). The search box follows
// the address when it changes by itself (a link, Back) and keeps what is being typed when it does not.
import { useEffect, useId, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { PAYMENT_STATUS_LABELS, PAYMENTS_NETWORKS, type PaymentsView } from '../utils/payments-view';

type Status = NonNullable<PaymentsView['status']>;
type Network = NonNullable<PaymentsView['network']>;
const STATUS_OPTIONS = Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => ({
  value: value as Status,
  label,
}));
const NETWORK_OPTIONS = PAYMENTS_NETWORKS.map((network: Network) => ({ value: network, label: network }));

/** Typing settles this long before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

type PaymentsFiltersProps = {
  view: PaymentsView;
  onChange: (view: PaymentsView) => void;
};

export function PaymentsFilters({ view, onChange }: PaymentsFiltersProps) {
  const searchId = useId();
  const applied = view.q ?? '';
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (settled === draft && settled.trim() !== applied) {
      const { q: _, ...rest } = view;
      onChange({ ...rest, ...(settled.trim() ? { q: settled.trim() } : {}), page: 1 });
    }
  }, [settled, draft, applied, view, onChange]);

  const choose = (change: Partial<PaymentsView>) => onChange({ ...view, ...change, page: 1 });

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
      <div className="toolbar__field">
        <label htmlFor={searchId} className="field__label">
          Search
        </label>
        <input
          id={searchId}
          type="search"
          className="field__input"
          autoComplete="off"
          spellCheck={false}
          placeholder="Order id, user, email or transaction"
          maxLength={200}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
    </search>
  );
}
