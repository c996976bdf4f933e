// POST /api/users/me/totp/confirm: the first code from the app switches two-factor on; the answer carries
// the ten recovery codes (shown once) and a session token that counts as a second factor.
import type { totpConfirmRequestSchema, totpConfirmResponseSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type ConfirmTotpRequest = ReturnType<typeof totpConfirmRequestSchema.parse>;
export type ConfirmTotpResponse = ReturnType<typeof totpConfirmResponseSchema.parse>;

export function confirmTotp(body: ConfirmTotpRequest): Promise<ConfirmTotpResponse> {
  return apiClient.post<ConfirmTotpResponse>('/users/me/totp/confirm', body);
}

export function useConfirmTotp(config: MutationConfig<typeof confirmTotp> = {}) {
  return useMutation({ ...config, mutationFn: confirmTotp });
}
