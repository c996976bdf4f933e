// The admin's table of accounts on the shared data table: the server's page in the chosen order, with
// View Details and Delete on each row, and Reset two-factor in the More menu of those who have it.
import type { UserListSortKey, UserView } from '@shop/command-api/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import type { ServerPageProps, TableSort } from '../../../components/data-table/data-table-types';
import { RowMenu } from '../../../components/data-table/row-menu';
import { USER_SCREEN_MESSAGES } from '../messages';
import { USER_COLUMNS } from './user-columns';

/** The server's order when none is chosen: the oldest account first. */
export const DEFAULT_USER_SORT: TableSort<UserListSortKey> = { key: 'createdAt', order: 'asc' };

type UserActions = {
  onViewDetails: (user: UserView) => void;
  onDelete: (user: UserView) => void;
  onResetTwoFactor: (user: UserView) => void;
  /** The user whose deletion is on its way, if any. */
  deletingId?: string;
};

type UsersTableProps = UserActions &
  ServerPageProps<UserListSortKey> & {
    users: readonly UserView[] | undefined;
  };

export function UsersTable({
  users,
  onViewDetails,
  onDelete,
  onResetTwoFactor,
  deletingId,
  ...page
}: UsersTableProps) {
  const actions = { onViewDetails, onDelete, onResetTwoFactor, deletingId };
  return (
    <DataTable
      label="Users"
      columns={USER_COLUMNS}
      rows={users}
      rowKey={(user) => user._id}
      defaultSort={DEFAULT_USER_SORT}
      actions={(user) => <UserRowActions user={user} {...actions} />}
      loadingText={USER_SCREEN_MESSAGES.loading}
      {...page}
    />
  );
}

function UserRowActions({
  user,
  onViewDetails,
  onDelete,
  onResetTwoFactor,
  deletingId,
}: UserActions & { user: UserView }) {
  const deleting = deletingId === user._id;
  return (
    <>
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
      {user.twoFactorEnabled && (
        <RowMenu
          label={`More actions for ${user.username}`}
          items={[{ label: 'Reset two-factor', onSelect: () => onResetTwoFactor(user) }]}
        />
      )}
    </>
  );
}
