// GET /api/licenses/{id}/account-history (owner or admin): the licence's account-number changes.
import type { accountHistoryResponseSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type AccountHistoryResponse = ReturnType<typeof accountHistoryResponseSchema.parse>;

export function getAccountHistory(licenceId: string, signal?: AbortSignal): Promise<AccountHistoryResponse> {
  return apiClient.get<AccountHistoryResponse>(`/licenses/${encodeURIComponent(licenceId)}/account-history`, {
    signal,
  });
}

export const accountHistoryQueryOptions = (licenceId: string) =>
  queryOptions({
    queryKey: ['licences', 'detail', licenceId, 'account-history'],
    queryFn: ({ signal }) => getAccountHistory(licenceId, signal),
  });

export function useAccountHistory(licenceId: string) {
  return useQuery(accountHistoryQueryOptions(licenceId));
}
