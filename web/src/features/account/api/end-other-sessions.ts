// POST /api/users/me/sessions/end-others: every session but this one ends; this one goes on under a new token.
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export function endOtherSessions(): Promise<{ success: true; message: string; token: string }> {
  return apiClient.post('/users/me/sessions/end-others');
}

export function useEndOtherSessions(config: MutationConfig<typeof endOtherSessions> = {}) {
  return useMutation({ ...config, mutationFn: endOtherSessions });
}
