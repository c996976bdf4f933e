// GET /api/licenses/{id}/events (admin): the licence's audit trail, every event with who did it and when.
import type { licenceEventsResponseSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type LicenceEventView = ReturnType<typeof licenceEventsResponseSchema.parse>['events'][number];

export async function getLicenceEvents(licenceId: string, signal?: AbortSignal): Promise<LicenceEventView[]> {
  const response = await apiClient.get<{ success: true; events: LicenceEventView[] }>(
    `/licenses/${encodeURIComponent(licenceId)}/events`,
    { signal },
  );
  return response.events;
}

export const licenceEventsQueryOptions = (licenceId: string) =>
  queryOptions({
    queryKey: ['licences', 'detail', licenceId, 'events'],
    queryFn: ({ signal }) => getLicenceEvents(licenceId, signal),
  });

export function useLicenceEvents(licenceId: string) {
  return useQuery(licenceEventsQueryOptions(licenceId));
}
