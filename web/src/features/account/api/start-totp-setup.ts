// POST /api/users/me/totp/setup: a new authenticator secret to scan, held by the server for 10 minutes
// until a first code confirms it.
import type { totpSetupResponseSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type TotpSetup = ReturnType<typeof totpSetupResponseSchema.parse>;

export function startTotpSetup(): Promise<TotpSetup> {
  return apiClient.post<TotpSetup>('/users/me/totp/setup');
}

export function useStartTotpSetup(config: MutationConfig<typeof startTotpSetup> = {}) {
  return useMutation({ ...config, mutationFn: startTotpSetup });
}
