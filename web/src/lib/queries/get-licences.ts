// GET /api/licenses (admin): every licence, with its owner.
import type { LicenceView } from '@shop/command-api/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';

type LicencesResponse = { success: true; licenses: LicenceView[] };

export async function getLicences(signal?: AbortSignal): Promise<LicenceView[]> {
  return (await apiClient.get<LicencesResponse>('/licenses', { signal })).licenses;
}

export const licencesQueryOptions = () =>
  queryOptions({
    queryKey: ['licences', 'all'],
    queryFn: ({ signal }) => getLicences(signal),
  });
