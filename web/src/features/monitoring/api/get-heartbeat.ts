// GET /api/monitoring/{id}/heartbeat (admin): whether the licence's robot is online, when it last reported,
// and what its last heartbeat said.
import type { heartbeatViewSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { licencePath, logFailure, MONITORING_KEY, monitoringQueryDefaults } from './monitoring-query';

export type HeartbeatView = ReturnType<typeof heartbeatViewSchema.parse>;

export function getHeartbeat(licenceId: string, signal?: AbortSignal): Promise<HeartbeatView> {
  return apiClient.get<HeartbeatView>(licencePath(licenceId, 'heartbeat'), { signal });
}

export const heartbeatQueryOptions = (licenceId: string) =>
  queryOptions({
    ...monitoringQueryDefaults,
    queryKey: [...MONITORING_KEY, licenceId, 'heartbeat'],
    queryFn: ({ signal }) => logFailure('heartbeat', () => getHeartbeat(licenceId, signal)),
  });

export function useHeartbeat(licenceId: string) {
  return useQuery(heartbeatQueryOptions(licenceId));
}
