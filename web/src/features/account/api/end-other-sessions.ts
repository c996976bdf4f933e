// POST /api/users/me/sessions/end-others: every session but this one ends; this one goes on under a new token.
import type { tokenMessageResponseSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export function endOtherSessions(): Promise<ReturnType<typeof tokenMessageResponseSchema.parse>> {
  return apiClient.post('/users/me/sessions/end-others');
}

export function useEndOtherSessions(config: MutationConfig<typeof endOtherSessions> = {}) {
  return useMutation({ ...config, mutationFn: endOtherSessions });
}
