// The admin panel's Users tab: the server-paged table with a role filter and a search, View Details
// (roles, licences, Make/Remove Admin) and Delete on each row, Export CSV (the filtered list in its
// order), and Reset two-factor (after a confirmation) for those who have it; outcomes are told in a notice
// that fades. The view lives in the address (/admin/users?role=admin).
// Deleting asks no confirmation and cannot be undone: the server erases the person's data.
import {
  USER_LIST_SORTS,
  USER_NOTICES,
  type UserListSortKey,
  type UserView,
} from '@shop/command-api/contracts';
import { useState } from 'react';
import { tableViewParams, useTableView } from '../../../components/data-table/use-table-view';
import { ConsolePageActions } from '../../../components/layout/console-page-actions';
import { AdminLoadError } from '../../../components/ui/admin-load-error';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { downloadExport, EXPORT_PATHS } from '../../../lib/download-export';
import { useDeleteUser } from '../api/delete-user';
import { USER_FILTERS, useAdminUsers } from '../api/get-admin-users';
import { USER_SCREEN_MESSAGES } from '../messages';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { UserDetailsDialog } from './user-details-dialog';
import { UsersFilters } from './users-filters';
import { DEFAULT_USER_SORT, UsersTable } from './users-table';
import '../users.css';

const SORTS: readonly UserListSortKey[] = USER_LIST_SORTS;

export function UsersTab() {
  const { view, setPage, sortBy, setFilter } = useTableView({
    sorts: SORTS,
    filters: USER_FILTERS,
    defaultSort: DEFAULT_USER_SORT,
  });
  const users = useAdminUsers(view);
  /** The user as they were when their dialog opened; the page's copy replaces them once it changes. */
  const [opened, setOpened] = useState<UserView | null>(null);
  const [resetting, setResetting] = useState<UserView | null>(null);
  const [notice, showNotice] = useNotice();
  const remove = useDeleteUser({
    onSuccess: (response) => showNotice(response.message || USER_NOTICES.deleted),
    onError: (error) =>
      showNotice(
        failureMessage(error, USER_SCREEN_MESSAGES.deleteFailed, USER_SCREEN_MESSAGES.network),
        'error',
      ),
  });

  // Looked up on every render, so the open dialog shows the user as the page has them now.
  const openUser = opened && (users.data?.users.find((user) => user._id === opened._id) ?? opened);
  const filtered = Object.keys(view.filters).length > 0;

  return (
    <div className="users-tab">
      <ConsolePageActions>
        <ExportCsvButton
          exportCsv={() => downloadExport(EXPORT_PATHS.users, tableViewParams(view, USER_FILTERS))}
          onError={(error) =>
            showNotice(
              failureMessage(error, USER_SCREEN_MESSAGES.usersLoadFailed, USER_SCREEN_MESSAGES.network),
              'error',
            )
          }
        />
      </ConsolePageActions>
      <UsersFilters view={view} onFilter={setFilter} />
      <Notice notice={notice} />
      <UsersTable
        users={users.data?.users}
        pagination={users.data?.pagination}
        sort={view.sort}
        onSort={sortBy}
        onPage={setPage}
        loading={users.isPending}
        error={
          users.isError && !users.data ? (
            <AdminLoadError message={USER_SCREEN_MESSAGES.usersLoadFailed} />
          ) : undefined
        }
        emptyText={filtered ? 'No users match these filters' : USER_SCREEN_MESSAGES.noUsers}
        onViewDetails={setOpened}
        onDelete={(user) => remove.mutate(user._id)}
        onResetTwoFactor={setResetting}
        deletingId={remove.isPending ? remove.variables : undefined}
      />
      {openUser && <UserDetailsDialog user={openUser} onClose={() => setOpened(null)} />}
      {resetting && (
        <ResetTwoFactorDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onReset={(message) => {
            setResetting(null);
            showNotice(message);
          }}
        />
      )}
    </div>
  );
}
