// The admin panel's Users tab (spec §2 Admin dashboard): every account, View Details (roles, licences,
// Make/Remove Admin) and Delete on each row, Export CSV; outcomes are told in a notice that fades.
// Deleting asks no confirmation (spec §5) and cannot be undone: the server erases the person's data.
import { USER_NOTICES, type UserView } from '@shop/command-api/contracts';
import { useState } from 'react';
import { AdminLoadError } from '../../../components/ui/admin-load-error';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { downloadTextFile } from '../../../lib/download';
import { useUsers } from '../../../lib/queries/get-users';
import { useDeleteUser } from '../api/delete-user';
import { USER_SCREEN_MESSAGES } from '../messages';
import { buildUsersCsv, usersCsvFileName } from '../utils/users-csv';
import { UserDetailsDialog } from './user-details-dialog';
import { UsersTable } from './users-table';
import '../users.css';

export function UsersTab() {
  const users = useUsers();
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const [notice, showNotice] = useNotice();
  const remove = useDeleteUser({
    onSuccess: (response) => showNotice(response.message || USER_NOTICES.deleted),
    onError: (error) =>
      showNotice(
        failureMessage(error, USER_SCREEN_MESSAGES.deleteFailed, USER_SCREEN_MESSAGES.network),
        'error',
      ),
  });

  if (users.isPending) return <p role="status">{USER_SCREEN_MESSAGES.loading}</p>;
  if (users.isError) return <AdminLoadError message={USER_SCREEN_MESSAGES.usersLoadFailed} />;

  // Looked up on every render, so the open dialog shows the user as the cache has them now.
  const openUser = users.data.find((user) => user._id === openUserId);
  const onDelete = (user: UserView) => remove.mutate(user._id);

  return (
    <div className="users-tab">
      <div className="toolbar">
        <h2 className="toolbar__title">Users</h2>
        <button
          type="button"
          className="button"
          onClick={() => downloadTextFile(usersCsvFileName(new Date()), buildUsersCsv(users.data))}
        >
          Export CSV
        </button>
      </div>
      <Notice notice={notice} />
      {users.data.length === 0 ? (
        <p className="muted">{USER_SCREEN_MESSAGES.noUsers}</p>
      ) : (
        <UsersTable
          users={users.data}
          onViewDetails={(user) => setOpenUserId(user._id)}
          onDelete={onDelete}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      )}
      {openUser && <UserDetailsDialog user={openUser} onClose={() => setOpenUserId(null)} />}
    </div>
  );
}
