// GET /api/monitoring/{id}/equity?days=30|90|all (admin): balance and equity over the chosen range, as a
// bare array (spec §7).
import type { equityPointSchema } from '@shop/command-api/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { licencePath, logFailure, MONITORING_KEY, monitoringQueryDefaults } from './monitoring-query';

export type EquityPoint = ReturnType<typeof equityPointSchema.parse>;

/** Spec §9: 30, 90 (default) or all days. */
export const EQUITY_RANGES = [
  { days: '30', label: '30 Days' },
  { days: '90', label: '90 Days' },
  { days: 'all', label: 'All' },
] as const;
export type EquityRange = (typeof EQUITY_RANGES)[number]['days'];
export const DEFAULT_EQUITY_RANGE: EquityRange = '90';

export function getEquity(
  licenceId: string,
  days: EquityRange,
  signal?: AbortSignal,
): Promise<EquityPoint[]> {
  return apiClient.get<EquityPoint[]>(`${licencePath(licenceId, 'equity')}?days=${days}`, { signal });
}

export const equityQueryOptions = (licenceId: string, days: EquityRange) =>
  queryOptions({
    ...monitoringQueryDefaults,
    queryKey: [...MONITORING_KEY, licenceId, 'equity', days],
    queryFn: ({ signal }) => logFailure('equity', () => getEquity(licenceId, days, signal)),
    placeholderData: keepPreviousData,
  });

export function useEquity(licenceId: string, days: EquityRange) {
  return useQuery(equityQueryOptions(licenceId, days));
}
