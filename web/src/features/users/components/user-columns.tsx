// The admin user table's columns: username with an Admin badge (the row's header), email, roles, whether
// two-factor sign-in is on, registration and last sign-in, sorted by the server; last sign-in, email and
// two-factor give way first.
import type { UserListSortKey, UserView } from '@shop/command-api/contracts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDate } from '../../../lib/format';
import { USER_SCREEN_MESSAGES } from '../messages';
import { describeRoles, isAdminUser } from '../utils/roles';
import { AdminBadge } from './admin-badge';

export const USER_COLUMNS: ReadonlyArray<DataTableColumn<UserView, UserListSortKey>> = [
  {
    id: 'username',
    header: 'Username',
    sortKey: 'username',
    rowHeader: true,
    cell: (user) => (
      <span className="users-table__name">
        {user.username}
        {/* A space, so the name reads 'boss Admin' rather than 'bossAdmin' to a screen reader. */}
        {isAdminUser(user) && ' '}
        {isAdminUser(user) && <AdminBadge />}
      </span>
    ),
  },
  { id: 'email', header: 'Email', sortKey: 'email', priority: 2, cell: (user) => user.email },
  { id: 'roles', header: 'Roles', sortKey: 'role', cell: (user) => describeRoles(user.roles) },
  {
    id: 'twoFactor',
    header: '2FA',
    priority: 2,
    cell: (user) => (user.twoFactorEnabled ? 'Yes' : 'No'),
  },
  {
    id: 'createdAt',
    header: 'Registered',
    sortKey: 'createdAt',
    priority: 2,
    cell: (user) => formatDate(user.createdAt),
  },
  {
    id: 'lastLoginAt',
    header: 'Last Login',
    sortKey: 'lastLoginAt',
    priority: 3,
    cell: (user) => (user.lastLoginAt ? formatDate(user.lastLoginAt) : USER_SCREEN_MESSAGES.neverLoggedIn),
  },
];
