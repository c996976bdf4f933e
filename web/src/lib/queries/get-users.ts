// GET /api/users (admin): every account, for the Users tab, the Issue New License dialog's user picker and
// the names of the admins in the finance ledger.
import type { UserView } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

export async function getUsers(signal?: AbortSignal): Promise<UserView[]> {
  return (await apiClient.get<{ success: true; users: UserView[] }>('/users', { signal })).users;
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'all'],
    queryFn: ({ signal }) => getUsers(signal),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
