// GET /api/metrics/planzea (public, no token): the showcase account's performance figures and its balance
// and equity history (spec §3 Public performance metrics, §7 Public).
import type { PublicPerformanceView } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

type PublicPerformanceResponse = { success: true; data: PublicPerformanceView };

export async function getPublicPerformance(signal?: AbortSignal): Promise<PublicPerformanceView> {
  return (await apiClient.get<PublicPerformanceResponse>('/metrics/planzea', { token: null, signal })).data;
}

export const publicPerformanceQueryOptions = () =>
  queryOptions({
    queryKey: ['performance', 'public'],
    queryFn: ({ signal }) => getPublicPerformance(signal),
    // Spec §7: called once when the section loads; a failure is shown, not retried behind a spinner.
    retry: false,
  });

export function usePublicPerformance() {
  return useQuery(publicPerformanceQueryOptions());
}
