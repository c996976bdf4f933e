// POST /api/users/me/totp/setup: a new authenticator secret to scan, held by the server for 10 minutes
// until a first code confirms it.
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type TotpSetup = {
  success: true;
  enrolmentToken: string;
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  otpauthUrl: string;
  expiresAt: string;
};

export function startTotpSetup(): Promise<TotpSetup> {
  return apiClient.post<TotpSetup>('/users/me/totp/setup');
}

export function useStartTotpSetup(config: MutationConfig<typeof startTotpSetup> = {}) {
  return useMutation({ ...config, mutationFn: startTotpSetup });
}
