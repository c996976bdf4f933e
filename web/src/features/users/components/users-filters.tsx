// The Users section's filters: the role (applied at once) and a search over usernames and emails
// (applied once typing stops).
import { TableSearch } from '../../../components/data-table/table-search';
import { SelectField } from '../../../components/ui/select-field';
import type { UserFilter, UsersView } from '../api/get-admin-users';

const ROLE_OPTIONS = [
  { value: 'admin', label: 'Admins' },
  { value: 'user', label: 'Users' },
] as const;

type UsersFiltersProps = {
  view: UsersView;
  onFilter: (name: UserFilter, value: string | undefined) => void;
};

export function UsersFilters({ view, onFilter }: UsersFiltersProps) {
  return (
    <search className="toolbar users-filters" aria-label="User filters">
      <SelectField
        label="Role"
        layout="toolbar"
        all="All"
        value={view.filters.role ?? ''}
        options={ROLE_OPTIONS}
        onChange={(role) => onFilter('role', role)}
      />
      <TableSearch
        placeholder="Username or email"
        applied={view.filters.q ?? ''}
        onSearch={(text) => onFilter('q', text)}
      />
    </search>
  );
}
