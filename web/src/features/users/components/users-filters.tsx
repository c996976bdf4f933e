// The Users section's filters: the role (applied at once) and a search over usernames and emails
// (applied once typing stops).
import { type ChoiceFilter, TableFilters } from '../../../components/data-table/table-filters';
import type { UserFilter, UsersView } from '../api/get-admin-users';

const CHOICES: readonly ChoiceFilter<UserFilter>[] = [
  {
    name: 'role',
    label: 'Role',
    all: 'All',
    options: [
      { value: 'admin', label: 'Admins' },
      { value: 'user', label: 'Users' },
    ],
  },
];

export function UsersFilters({
  view,
  onFilter,
}: {
  view: UsersView;
  onFilter: (name: UserFilter, value: string | undefined) => void;
}) {
  return (
    <TableFilters
      label="User filters"
      className="users-filters"
      filters={view.filters}
      choices={CHOICES}
      search={{ name: 'q', placeholder: 'Username or email' }}
      onFilter={onFilter}
    />
  );
}
