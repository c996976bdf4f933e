// The Licenses section's filters: status as shown and ending soon (applied at once), and a search over
// licence keys, users, emails and account numbers (applied once typing stops).

import { TableSearch } from '../../../components/data-table/table-search';
import { SelectField } from '../../../components/ui/select-field';
import type { LicenceFilter, LicencesView } from '../api/get-admin-licences';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
  { value: 'revoked', label: 'Revoked' },
] as const;
const EXPIRING_DAYS = ['7', '30'];

type LicencesFiltersProps = {
  view: LicencesView;
  onFilter: (name: LicenceFilter, value: string | undefined) => void;
};

export function LicencesFilters({ view, onFilter }: LicencesFiltersProps) {
  const expiring = view.filters.expiring ?? '';
  // A linked number of days other than the offered ones is offered too, so the select says what is shown.
  const days = expiring && !EXPIRING_DAYS.includes(expiring) ? [...EXPIRING_DAYS, expiring] : EXPIRING_DAYS;
  return (
    <search className="toolbar licences-filters" aria-label="License filters">
      <SelectField
        label="Status"
        layout="toolbar"
        all="All"
        value={view.filters.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(status) => onFilter('status', status)}
      />
      <SelectField
        label="Expiring"
        layout="toolbar"
        all="Any time"
        value={expiring}
        options={days.map((value) => ({ value, label: `Within ${value} days` }))}
        onChange={(value) => onFilter('expiring', value)}
      />
      <TableSearch
        placeholder="Key, user, email or account"
        applied={view.filters.q ?? ''}
        onSearch={(text) => onFilter('q', text)}
      />
    </search>
  );
}
