// GET /api/monitoring/{id}/deals?page&limit=10 (admin): one licence's deals, newest first, a page at a time.
import type { dealViewSchema } from '@shop/command-api/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import {
  licencePath,
  logFailure,
  MONITORING_KEY,
  MONITORING_PAGE_SIZE,
  type MonitoringPagination,
  monitoringQueryDefaults,
  queryString,
} from './monitoring-query';

export type Deal = ReturnType<typeof dealViewSchema.parse>;
export type DealsPage = { deals: Deal[]; pagination: MonitoringPagination };

export async function getDeals(licenceId: string, page: number, signal?: AbortSignal): Promise<DealsPage> {
  const path = `${licencePath(licenceId, 'deals')}${queryString({ page, limit: MONITORING_PAGE_SIZE })}`;
  const { deals, pagination } = await apiClient.get<DealsPage & { success: true }>(path, { signal });
  return { deals, pagination };
}

export const dealsQueryOptions = (licenceId: string, page: number) =>
  queryOptions({
    ...monitoringQueryDefaults,
    queryKey: [...MONITORING_KEY, licenceId, 'deals', page],
    queryFn: ({ signal }) => logFailure('deals', () => getDeals(licenceId, page, signal)),
    placeholderData: keepPreviousData,
  });

export function useDeals(licenceId: string, page: number) {
  return useQuery(dealsQueryOptions(licenceId, page));
}
