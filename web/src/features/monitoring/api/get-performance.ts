// GET /api/monitoring/{id}/performance?days=30|90|all (admin): the licence's equity with its deposits and
// withdrawals, time-weighted growth, drawdown and closed trades' profit per UTC day, over the same range as
// the equity call.
import type { MonitoringPerformanceView } from '@shop/command-api/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { EquityRange } from './get-equity';
import { licencePath, logFailure, MONITORING_KEY, monitoringQueryDefaults } from './monitoring-query';

export type LicencePerformance = MonitoringPerformanceView;
/** Net profit of the trades closed on one UTC day (`YYYY-MM-DD`). */
export type DailyProfit = LicencePerformance['dailyProfit'][number];

export async function getPerformance(
  licenceId: string,
  days: EquityRange,
  signal?: AbortSignal,
): Promise<LicencePerformance> {
  const path = `${licencePath(licenceId, 'performance')}?days=${days}`;
  return (await apiClient.get<{ success: true; performance: LicencePerformance }>(path, { signal }))
    .performance;
}

export const performanceQueryOptions = (licenceId: string, days: EquityRange) =>
  queryOptions({
    ...monitoringQueryDefaults,
    queryKey: [...MONITORING_KEY, licenceId, 'performance', days],
    queryFn: ({ signal }) => logFailure('performance', () => getPerformance(licenceId, days, signal)),
    placeholderData: keepPreviousData,
  });

export function useLicencePerformance(licenceId: string, days: EquityRange) {
  return useQuery(performanceQueryOptions(licenceId, days));
}
