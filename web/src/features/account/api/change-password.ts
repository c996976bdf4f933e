// POST /api/users/me/password: the current password and a new one; every other session ends, and this one
// carries on under the fresh token the answer brings.
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type ChangePasswordRequest = { currentPassword: string; newPassword: string };
export type ChangePasswordResponse = { success: true; message: string; token: string };

export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiClient.post<ChangePasswordResponse>('/users/me/password', body);
}

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  return useMutation({ ...config, mutationFn: changePassword });
}
