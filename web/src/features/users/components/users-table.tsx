// The admin's table of accounts (spec §2 Users): username with an Admin badge for admins, email, roles
// and registration date, with View Details and Delete on each row.
import type { UserView } from '@shop/command-api/contracts';
import { formatDate } from '../../../lib/format';
import { describeRoles, isAdminUser } from '../utils/roles';
import { AdminBadge } from './admin-badge';

const HEADERS = ['Username', 'Email', 'Roles', 'Registered', 'Actions'];

type UsersTableProps = {
  users: readonly UserView[];
  onViewDetails: (user: UserView) => void;
  onDelete: (user: UserView) => void;
  /** The user whose deletion is on its way, if any. */
  deletingId?: string;
};

export function UsersTable({ users, ...actions }: UsersTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user._id} user={user} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({
  user,
  onViewDetails,
  onDelete,
  deletingId,
}: Omit<UsersTableProps, 'users'> & { user: UserView }) {
  const deleting = deletingId === user._id;
  return (
    <tr>
      <th scope="row">
        <span className="users-table__name">
          {user.username}
          {/* A space, so the name reads 'boss Admin' rather than 'bossAdmin' to a screen reader. */}
          {isAdminUser(user) && ' '}
          {isAdminUser(user) && <AdminBadge />}
        </span>
      </th>
      <td>{user.email}</td>
      <td>{describeRoles(user.roles)}</td>
      <td>{formatDate(user.createdAt)}</td>
      <td>
        <div className="row-actions">
          <button type="button" className="button button--small" onClick={() => onViewDetails(user)}>
            View Details
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            disabled={deleting}
            onClick={() => onDelete(user)}
          >
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </td>
    </tr>
  );
}
