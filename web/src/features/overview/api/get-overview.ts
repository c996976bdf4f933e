// GET /api/admin/overview (admin): the shop's figures at a glance, as of the server's clock.
import type { overviewSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type Overview = ReturnType<typeof overviewSchema.parse>;

export async function getOverview(signal?: AbortSignal): Promise<Overview> {
  return (await apiClient.get<{ success: true; overview: Overview }>('/admin/overview', { signal })).overview;
}

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-overview'],
    queryFn: ({ signal }) => getOverview(signal),
    // Payments, robots and tickets change behind this screen: coming back to it asks again.
    staleTime: 0,
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
