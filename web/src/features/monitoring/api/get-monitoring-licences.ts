// GET /api/monitoring/licenses (admin): licences with their robot's last heartbeat, ten a page, searched
// (key, account number, username or email), filtered online or offline and sorted by the server.
import {
  type MonitoringLicenceSortKey,
  type monitoringLicenceSchema,
  ROBOT_ONLINE_STATES,
} from '@shop/command-api/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { knownFilters } from '../../../components/data-table/known-filters';
import type { TableView } from '../../../components/data-table/use-table-view';
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

export type MonitoringFilter = 'status' | 'q';
/** The address's filter parameters: the robot online or offline, and the search text. */
export const MONITORING_FILTERS: readonly MonitoringFilter[] = ['status', 'q'];
export type MonitoringLicencesView = TableView<MonitoringLicenceSortKey, MonitoringFilter>;

const STATES: readonly string[] = ROBOT_ONLINE_STATES;
/** The longest search the server takes. */
const SEARCH_MAX_LENGTH = 100;

/** The view with only the filter values the server takes: a stale or mistyped link shows every licence. */
export const knownMonitoringView = (view: MonitoringLicencesView): MonitoringLicencesView =>
  knownFilters(view, MONITORING_FILTERS, (name, value) =>
    name === 'q' ? value.length <= SEARCH_MAX_LENGTH : STATES.includes(value),
  );

/** `?search=…&status=online&sort=user&order=asc&page=1&limit=10`, leaving out what is not set. */
export function monitoringLicencesPath({ filters, sort, page }: MonitoringLicencesView): string {
  return `/monitoring/licenses${queryString({
    search: filters.q,
    status: filters.status,
    sort: sort?.key,
    order: sort?.order,
    page,
    limit: MONITORING_PAGE_SIZE,
  })}`;
}

export async function getMonitoringLicences(
  view: MonitoringLicencesView,
  signal?: AbortSignal,
): Promise<MonitoringLicencesPage> {
  const { licenses, pagination } = await apiClient.get<MonitoringLicencesPage & { success: true }>(
    monitoringLicencesPath(view),
    { signal },
  );
  return { licenses, pagination };
}

export const monitoringLicencesQueryOptions = (view: MonitoringLicencesView) =>
  queryOptions({
    ...monitoringQueryDefaults,
    queryKey: [...MONITORING_KEY, 'licences', view],
    queryFn: ({ signal }) => logFailure('monitored licenses', () => getMonitoringLicences(view, signal)),
    // The page on screen stays while the next one (or the next search's) loads.
    placeholderData: keepPreviousData,
  });

export function useMonitoringLicences(view: MonitoringLicencesView) {
  return useQuery(monitoringLicencesQueryOptions(view));
}
