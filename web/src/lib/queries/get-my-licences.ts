// GET /api/users/me: the signed-in person's licences, which the API sends along with their user.
import type { LicenceView } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

type CurrentUserResponse = { success: true; user: unknown; licenses?: LicenceView[] };

export async function getMyLicences(signal?: AbortSignal): Promise<LicenceView[]> {
  const response = await apiClient.get<CurrentUserResponse>('/users/me', { signal });
  return Array.isArray(response.licenses) ? response.licenses : [];
}

export const myLicencesQueryOptions = () =>
  queryOptions({
    queryKey: ['licences', 'mine'],
    queryFn: ({ signal }) => getMyLicences(signal),
  });

export function useMyLicences() {
  return useQuery(myLicencesQueryOptions());
}
