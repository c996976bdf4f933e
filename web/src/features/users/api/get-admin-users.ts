// GET /api/users (admin) a page at a time: filtered, sorted and paged by the server, 25 a page (the CSV
// export of the same view is the server's: lib/download-export).
import type { UserListSortKey, usersResponseSchema } from '@shop/command-api/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TableView, tableViewParams } from '../../../components/data-table/use-table-view';
import { apiClient } from '../../../lib/api-client';
import { usersQueryOptions } from '../../../lib/queries/get-users';

export type UserFilter = 'role' | 'q';
/** The address's filter parameters, in the order they are written. */
export const USER_FILTERS: readonly UserFilter[] = ['role', 'q'];
export type UsersView = TableView<UserListSortKey, UserFilter>;
type UsersResponse = ReturnType<typeof usersResponseSchema.parse>;
export type UsersPage = Required<Omit<UsersResponse, 'success'>>;

export const USERS_PAGE_SIZE = 25;

/** Under the whole list's key, so whatever refreshes the users refreshes the pages too. */
export const USER_PAGES_KEY = [...usersQueryOptions().queryKey, 'page'] as const;

/** `/users?role=admin&sort=email&order=asc&page=1&limit=25`: the filters that are set, then the page. */
function adminUsersPath(view: UsersView): string {
  const params = tableViewParams(view, USER_FILTERS);
  params.set('page', String(view.page));
  params.set('limit', String(USERS_PAGE_SIZE));
  return `/users?${params}`;
}

async function getAdminUsers(view: UsersView, signal?: AbortSignal): Promise<UsersPage> {
  const body = await apiClient.get<UsersResponse>(adminUsersPath(view), { signal });
  return { users: body.users, pagination: body.pagination! };
}

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export function useAdminUsers(view: UsersView) {
  return useQuery({
    queryKey: [...USER_PAGES_KEY, view],
    queryFn: ({ signal }) => getAdminUsers(view, signal),
    placeholderData: keepPreviousData,
  });
}
