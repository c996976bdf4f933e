// GET /api/monitoring/{id}/metrics (admin): one licence's trading figures (spec §3 Monitoring metrics).
import type { monitoringMetricsSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { licencePath, logFailure, MONITORING_KEY, monitoringQueryDefaults } from './monitoring-query';

export type MonitoringMetrics = ReturnType<typeof monitoringMetricsSchema.parse>;

type MetricsResponse = { success: true; metrics: MonitoringMetrics };

export async function getMonitoringMetrics(
  licenceId: string,
  signal?: AbortSignal,
): Promise<MonitoringMetrics> {
  return (await apiClient.get<MetricsResponse>(licencePath(licenceId, 'metrics'), { signal })).metrics;
}

export const monitoringMetricsQueryOptions = (licenceId: string) =>
  queryOptions({
    ...monitoringQueryDefaults,
    queryKey: [...MONITORING_KEY, licenceId, 'metrics'],
    queryFn: ({ signal }) => logFailure('metrics', () => getMonitoringMetrics(licenceId, signal)),
  });

export function useMonitoringMetrics(licenceId: string) {
  return useQuery(monitoringMetricsQueryOptions(licenceId));
}
