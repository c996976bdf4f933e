// POST /api/users/me/recovery-codes: ten new recovery codes replace the old set, proven by a code.
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export function regenerateRecoveryCodes(code: string): Promise<{ success: true; recoveryCodes: string[] }> {
  return apiClient.post('/users/me/recovery-codes', { code });
}

export function useRegenerateRecoveryCodes(config: MutationConfig<typeof regenerateRecoveryCodes> = {}) {
  return useMutation({ ...config, mutationFn: regenerateRecoveryCodes });
}
