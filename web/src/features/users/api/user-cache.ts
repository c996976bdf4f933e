// Puts the API's answers about an account into the cache, so the screens follow at once: the user list
// is read from a model that may not have caught up yet, so it is not fetched again straight away.
import type { UserView } from '@shop/command-api/contracts';
import type { Query, QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/auth';
import { usersQueryOptions } from '../../../lib/queries/get-users';
import { getStoredToken } from '../../../lib/token-storage';
import { USER_PAGES_KEY, USERS_PAGE_SIZE, type UsersPage } from './get-admin-users';
import { userQueryOptions } from './get-user';

/** The changed user replaces their entry in the list and in their details. */
export function storeUpdatedUser(queryClient: QueryClient, user: UserView): void {
  queryClient.setQueryData(usersQueryOptions().queryKey, (list) =>
    list?.map((entry) => (entry._id === user._id ? user : entry)),
  );
  queryClient.setQueriesData<UsersPage>(
    { queryKey: USER_PAGES_KEY },
    (page) => page && { ...page, users: page.users.map((entry) => (entry._id === user._id ? user : entry)) },
  );
  queryClient.setQueryData(userQueryOptions(user._id).queryKey, (detail) => detail && { ...detail, user });
  refreshSessionOf(queryClient, user._id);
}

/** The deleted user leaves the list; what named them elsewhere (licences, tickets) is fetched afresh when next shown. */
export function forgetDeletedUser(queryClient: QueryClient, userId: string): void {
  void queryClient.invalidateQueries({ predicate: (query) => !isSession(query), refetchType: 'none' });
  queryClient.setQueryData(usersQueryOptions().queryKey, (list) =>
    list?.filter((entry) => entry._id !== userId),
  );
  queryClient.setQueriesData<UsersPage>({ queryKey: USER_PAGES_KEY }, (page) => {
    if (!page?.users.some((entry) => entry._id === userId)) return page;
    const total = page.pagination.total - 1;
    const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
    return {
      users: page.users.filter((entry) => entry._id !== userId),
      pagination: { ...page.pagination, total, pages, hasNext: page.pagination.current < pages },
    };
  });
  queryClient.removeQueries({ queryKey: userQueryOptions(userId).queryKey });
  refreshSessionOf(queryClient, userId);
}

/** An admin who changed their own account asks for their session again: it may no longer be an admin's. */
function refreshSessionOf(queryClient: QueryClient, userId: string): void {
  const session = currentUserQueryOptions(getStoredToken());
  if (queryClient.getQueryData(session.queryKey)?.id !== userId) return;
  void queryClient.invalidateQueries({ queryKey: session.queryKey });
}

function isSession(query: Query): boolean {
  return query.queryKey[0] === currentUserQueryOptions(null).queryKey[0];
}
