// PATCH /api/licenses/{id}/account-number (owner, within the allowance) or .../account-number/admin
// (admin, no limit): moves a licence to another MT5 account.
import type {
  changeAccountNumberRequestSchema,
  changeAccountNumberResponseSchema,
} from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { storeChangedLicence } from './licence-cache';

export type ChangeAccountNumberRequest = ReturnType<typeof changeAccountNumberRequestSchema.parse>;
export type ChangeAccountNumberResponse = ReturnType<typeof changeAccountNumberResponseSchema.parse>;
/** 'user': the owner's own route, counted against the allowance; 'admin': the unlimited admin route. */
export type ChangeMode = 'user' | 'admin';

export function changeAccountNumber({
  licenceId,
  mode,
  body,
}: {
  licenceId: string;
  mode: ChangeMode;
  body: ChangeAccountNumberRequest;
}): Promise<ChangeAccountNumberResponse> {
  const path = `/licenses/${encodeURIComponent(licenceId)}/account-number${mode === 'admin' ? '/admin' : ''}`;
  return apiClient.patch<ChangeAccountNumberResponse>(path, body);
}

export function useChangeAccountNumber(config: MutationConfig<typeof changeAccountNumber> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changeAccountNumber,
    onSuccess: (...args) => {
      storeChangedLicence(queryClient, args[0].license);
      return config.onSuccess?.(...args);
    },
  });
}
