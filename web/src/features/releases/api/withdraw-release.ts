// POST /api/admin/releases/:version/withdraw (admin): takes a release off the Downloads page, with an
// optional reason; the console's list is fetched again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_RELEASES_KEY } from './get-admin-releases';
import type { ReleaseResponse } from './release-types';

export function withdrawRelease({ version, reason }: { version: string; reason: string }) {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  return apiClient.post<ReleaseResponse>(`/admin/releases/${encodeURIComponent(version)}/withdraw`, body);
}

export function useWithdrawRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_RELEASES_KEY }),
  });
}
