// POST /api/users/me/recovery-codes: ten new recovery codes replace the old set, proven by a code.
import type { recoveryCodesResponseSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export function regenerateRecoveryCodes(
  code: string,
): Promise<ReturnType<typeof recoveryCodesResponseSchema.parse>> {
  return apiClient.post('/users/me/recovery-codes', { code });
}

export function useRegenerateRecoveryCodes(config: MutationConfig<typeof regenerateRecoveryCodes> = {}) {
  return useMutation({ ...config, mutationFn: regenerateRecoveryCodes });
}
