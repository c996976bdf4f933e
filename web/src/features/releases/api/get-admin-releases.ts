// GET /api/admin/releases (admin): every release, withdrawn ones included, and the versions robots run now.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { AdminReleasesResponse } from './release-types';

export const ADMIN_RELEASES_KEY = ['admin', 'releases'] as const;

export function getAdminReleases(signal?: AbortSignal): Promise<AdminReleasesResponse> {
  return apiClient.get<AdminReleasesResponse>('/admin/releases', { signal });
}

export function useAdminReleases() {
  return useQuery({ queryKey: ADMIN_RELEASES_KEY, queryFn: ({ signal }) => getAdminReleases(signal) });
}
