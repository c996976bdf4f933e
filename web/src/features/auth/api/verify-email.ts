// POST /api/users/verify-email: confirms an email address with the one-time token from the verification mail.
import type { verifyEmailRequestSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type VerifyEmailRequest = ReturnType<typeof verifyEmailRequestSchema.parse>;

export type VerifyEmailResponse = { success: true; message: string };

export function verifyEmail(body: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  return apiClient.post<VerifyEmailResponse>('/users/verify-email', body, { token: null });
}

export function useVerifyEmail(config: MutationConfig<typeof verifyEmail> = {}) {
  return useMutation({ ...config, mutationFn: verifyEmail });
}
