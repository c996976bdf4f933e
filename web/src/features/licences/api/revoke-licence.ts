// PATCH /api/licenses/{id} {status: 'revoked'} (admin): ends a licence for good.
import type { licenceResponseSchema } from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { storeChangedLicence } from './licence-cache';

export type LicenceResponse = ReturnType<typeof licenceResponseSchema.parse>;

export function revokeLicence(licenceId: string): Promise<LicenceResponse> {
  return apiClient.patch<LicenceResponse>(`/licenses/${encodeURIComponent(licenceId)}`, {
    status: 'revoked',
  });
}

export function useRevokeLicence(config: MutationConfig<typeof revokeLicence> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: revokeLicence,
    onSuccess: (...args) => {
      storeChangedLicence(queryClient, args[0].license);
      return config.onSuccess?.(...args);
    },
  });
}
