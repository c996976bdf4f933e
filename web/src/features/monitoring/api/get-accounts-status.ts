// GET /api/monitoring/accounts/status (admin): every licence's robot, online or offline, for the summary.
import type { accountStatusSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { logFailure, MONITORING_KEY, monitoringQueryDefaults } from './monitoring-query';

export type AccountStatus = ReturnType<typeof accountStatusSchema.parse>;

type AccountsStatusResponse = { success: true; accounts: AccountStatus[] };

export async function getAccountsStatus(signal?: AbortSignal): Promise<AccountStatus[]> {
  return (await apiClient.get<AccountsStatusResponse>('/monitoring/accounts/status', { signal })).accounts;
}

export const accountsStatusQueryOptions = () =>
  queryOptions({
    ...monitoringQueryDefaults,
    queryKey: [...MONITORING_KEY, 'accounts-status'],
    queryFn: ({ signal }) => logFailure('account status', () => getAccountsStatus(signal)),
  });

export function useAccountsStatus() {
  return useQuery(accountsStatusQueryOptions());
}
