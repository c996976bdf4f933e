// GET /api/releases (signed in): the robot versions a trader may download, the latest stable one, and
// whether their licences let them.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ReleasesResponse } from './release-types';

export const RELEASES_KEY = ['releases'] as const;

export function getReleases(signal?: AbortSignal): Promise<ReleasesResponse> {
  return apiClient.get<ReleasesResponse>('/releases', { signal });
}

/** `enabled`: false while there is no session to ask with. */
export function useReleases({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: RELEASES_KEY, queryFn: ({ signal }) => getReleases(signal), enabled });
}
