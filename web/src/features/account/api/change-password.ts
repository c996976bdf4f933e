// POST /api/users/me/password: the current password and a new one; every other session ends, and this one
// carries on under the fresh token the answer brings.
import type { changePasswordRequestSchema, tokenMessageResponseSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type ChangePasswordRequest = ReturnType<typeof changePasswordRequestSchema.parse>;
export type ChangePasswordResponse = ReturnType<typeof tokenMessageResponseSchema.parse>;

export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiClient.post<ChangePasswordResponse>('/users/me/password', body);
}

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  return useMutation({ ...config, mutationFn: changePassword });
}
