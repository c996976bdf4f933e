// POST /api/users/forgot-password: mails a password-reset link; the answer is the same whether or not the account exists.
import type { emailRequestSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type ForgotPasswordRequest = ReturnType<typeof emailRequestSchema.parse>;

export type ForgotPasswordResponse = { success: true; message: string };

export function forgotPassword(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  return apiClient.post<ForgotPasswordResponse>('/users/forgot-password', body, { token: null });
}

export function useForgotPassword(config: MutationConfig<typeof forgotPassword> = {}) {
  return useMutation({ ...config, mutationFn: forgotPassword });
}
