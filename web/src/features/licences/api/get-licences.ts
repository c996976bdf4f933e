// GET /api/licenses (admin): every licence, with its owner.
import type { LicenseView } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

type LicencesResponse = { success: true; licenses: LicenseView[] };

export async function getLicences(signal?: AbortSignal): Promise<LicenseView[]> {
  return (await apiClient.get<LicencesResponse>('/licenses', { signal })).licenses;
}

export const licencesQueryOptions = () =>
  queryOptions({
    queryKey: ['licences', 'all'],
    queryFn: ({ signal }) => getLicences(signal),
  });

export function useLicences() {
  return useQuery(licencesQueryOptions());
}
