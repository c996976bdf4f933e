// The Licenses section's filters: status as shown and ending soon (applied at once), and a search over
// licence keys, users, emails and account numbers (applied once typing stops).
import { type ChoiceFilter, TableFilters } from '../../../components/data-table/table-filters';
import type { LicenceFilter, LicencesView } from '../api/get-admin-licences';

const STATUS: ChoiceFilter<LicenceFilter> = {
  name: 'status',
  label: 'Status',
  all: 'All',
  options: [
    { value: 'active', label: 'Active' },
    { value: 'expired', label: 'Expired' },
    { value: 'revoked', label: 'Revoked' },
  ],
};
const EXPIRING_DAYS = ['7', '30'];

/** Ending soon, in days; a linked number of days other than the offered ones is offered too, in words. */
function expiringChoice(linked: string | undefined): ChoiceFilter<LicenceFilter> {
  const days = linked && !EXPIRING_DAYS.includes(linked) ? [...EXPIRING_DAYS, linked] : EXPIRING_DAYS;
  return {
    name: 'expiring',
    label: 'Expiring',
    all: 'Any time',
    options: days.map((value) => ({ value, label: `Within ${value} days` })),
  };
}

export function LicencesFilters({
  view,
  onFilter,
}: {
  view: LicencesView;
  onFilter: (name: LicenceFilter, value: string | undefined) => void;
}) {
  return (
    <TableFilters
      label="License filters"
      className="licences-filters"
      filters={view.filters}
      choices={[STATUS, expiringChoice(view.filters.expiring)]}
      search={{ name: 'q', placeholder: 'Key, user, email or account' }}
      onFilter={onFilter}
    />
  );
}
