// POST /api/users/reset-password: sets a new password with the one-time token from the reset mail.
import type { resetPasswordRequestSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type ResetPasswordRequest = ReturnType<typeof resetPasswordRequestSchema.parse>;

export type ResetPasswordResponse = { success: true; message: string };

export function resetPassword(body: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return apiClient.post<ResetPasswordResponse>('/users/reset-password', body, { token: null });
}

export function useResetPassword(config: MutationConfig<typeof resetPassword> = {}) {
  return useMutation({ ...config, mutationFn: resetPassword });
}
