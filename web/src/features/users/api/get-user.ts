// GET /api/users/{id} (admin): one account with the licences it holds, for the user details dialog.
import type { userDetailResponseSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type UserDetail = Omit<ReturnType<typeof userDetailResponseSchema.parse>, 'success'>;

export async function getUser(userId: string, signal?: AbortSignal): Promise<UserDetail> {
  const { user, licenses } = await apiClient.get<UserDetail>(`/users/${encodeURIComponent(userId)}`, {
    signal,
  });
  return { user, licenses };
}

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'detail', userId],
    queryFn: ({ signal }) => getUser(userId, signal),
  });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
