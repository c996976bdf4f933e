// GET /api/monitoring/licenses?search&page&limit=10 (admin): licences with their robot's last heartbeat,
// a page at a time; `search` matches key, account number, username or email.
import type { monitoringLicenceSchema } from '@shop/command-api/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import {
  logFailure,
  MONITORING_KEY,
  MONITORING_PAGE_SIZE,
  type MonitoringPagination,
  monitoringQueryDefaults,
  queryString,
} from './monitoring-query';

export type MonitoringLicence = ReturnType<typeof monitoringLicenceSchema.parse>;
export type MonitoringLicencesPage = { licenses: MonitoringLicence[]; pagination: MonitoringPagination };
export type MonitoringLicencesQuery = { search: string; page: number };

export async function getMonitoringLicences(
  { search, page }: MonitoringLicencesQuery,
  signal?: AbortSignal,
): Promise<MonitoringLicencesPage> {
  const path = `/monitoring/licenses${queryString({ search: search.trim(), page, limit: MONITORING_PAGE_SIZE })}`;
  const { licenses, pagination } = await apiClient.get<MonitoringLicencesPage & { success: true }>(path, {
    signal,
  });
  return { licenses, pagination };
}

export const monitoringLicencesQueryOptions = (query: MonitoringLicencesQuery) =>
  queryOptions({
    ...monitoringQueryDefaults,
    queryKey: [...MONITORING_KEY, 'licences', query],
    queryFn: ({ signal }) => logFailure('monitored licenses', () => getMonitoringLicences(query, signal)),
    // The page on screen stays while the next one (or the next search's) loads.
    placeholderData: keepPreviousData,
  });

export function useMonitoringLicences(query: MonitoringLicencesQuery) {
  return useQuery(monitoringLicencesQueryOptions(query));
}
