// GET /api/monitoring/{id}/positions?page&limit=10&status=all|OPEN|CLOSED (admin): one licence's
// positions, newest first, a page at a time.
import type { positionViewSchema } from '@shop/command-api/contracts';
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

export type Position = ReturnType<typeof positionViewSchema.parse>;
export type PositionStatusFilter = 'all' | Position['status'];
export type PositionsPage = { positions: Position[]; pagination: MonitoringPagination };
export type PositionsQuery = { page: number; status: PositionStatusFilter };

export async function getPositions(
  licenceId: string,
  { page, status }: PositionsQuery,
  signal?: AbortSignal,
): Promise<PositionsPage> {
  const path = `${licencePath(licenceId, 'positions')}${queryString({ page, limit: MONITORING_PAGE_SIZE, status })}`;
  const { positions, pagination } = await apiClient.get<PositionsPage & { success: true }>(path, { signal });
  return { positions, pagination };
}

export const positionsQueryOptions = (licenceId: string, query: PositionsQuery) =>
  queryOptions({
    ...monitoringQueryDefaults,
    queryKey: [...MONITORING_KEY, licenceId, 'positions', query],
    queryFn: ({ signal }) => logFailure('positions', () => getPositions(licenceId, query, signal)),
    placeholderData: keepPreviousData,
  });

export function usePositions(licenceId: string, query: PositionsQuery) {
  return useQuery(positionsQueryOptions(licenceId, query));
}
