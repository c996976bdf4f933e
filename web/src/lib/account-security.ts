// The signed-in person's second factors, passkeys and sessions (GET /api/users/me/security): read by the
// account settings and by the step-up dialog, which offers a passkey only to accounts that have one.
import type { accountSecuritySchema, passkeyViewSchema } from '@shop/command-api/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

export type AccountSecurity = ReturnType<typeof accountSecuritySchema.parse>['security'];
export type PasskeySummary = ReturnType<typeof passkeyViewSchema.parse>;
export type SessionSummary = AccountSecurity['sessions'][number];

export function getAccountSecurity(signal?: AbortSignal): Promise<AccountSecurity> {
  return apiClient
    .get<ReturnType<typeof accountSecuritySchema.parse>>('/users/me/security', { signal })
    .then(({ security }) => security);
}

export const accountSecurityQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'security'],
    queryFn: ({ signal }) => getAccountSecurity(signal),
  });
