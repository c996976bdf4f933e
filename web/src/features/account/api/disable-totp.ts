// POST /api/users/me/totp/disable: removes the authenticator app, proven by a current code or a recovery code.
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export function disableTotp(code: string): Promise<{ success: true; message: string }> {
  return apiClient.post('/users/me/totp/disable', { code });
}

export function useDisableTotp(config: MutationConfig<typeof disableTotp> = {}) {
  return useMutation({ ...config, mutationFn: disableTotp });
}
