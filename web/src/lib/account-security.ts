// The signed-in person's second factors, passkeys and sessions (GET /api/users/me/security): read by the
// account settings and by the step-up dialog, which offers a passkey only to accounts that have one.
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

export type SessionSummary = {
  id: string;
  method: 'password' | 'google' | 'passkey';
  startedAt: string;
  secondFactorAt: string | null;
  userAgent: string | null;
  current: boolean;
};

export type AccountSecurity = {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  passkeys: PasskeySummary[];
  /** True for admins: they may not remove their last second factor. */
  secondFactorRequired: boolean;
  sessions: SessionSummary[];
  hasPassword: boolean;
};

export function getAccountSecurity(signal?: AbortSignal): Promise<AccountSecurity> {
  return apiClient
    .get<{ security: AccountSecurity }>('/users/me/security', { signal })
    .then(({ security }) => security);
}

export const accountSecurityQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'security'],
    queryFn: ({ signal }) => getAccountSecurity(signal),
  });
