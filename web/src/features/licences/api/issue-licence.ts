// POST /api/licenses (admin): issues a licence to a user for a number of days on an MT5 account.
import type { issueLicenceRequestSchema } from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { storeIssuedLicence } from './licence-cache';
import type { LicenceResponse } from './revoke-licence';

export type IssueLicenceRequest = ReturnType<typeof issueLicenceRequestSchema.parse>;

export function issueLicence(body: IssueLicenceRequest): Promise<LicenceResponse> {
  return apiClient.post<LicenceResponse>('/licenses', body);
}

export function useIssueLicence(config: MutationConfig<typeof issueLicence> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: issueLicence,
    onSuccess: (...args) => {
      storeIssuedLicence(queryClient, args[0].license);
      return config.onSuccess?.(...args);
    },
  });
}
