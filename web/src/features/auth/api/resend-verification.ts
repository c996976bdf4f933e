// POST /api/users/resend-verification: mails a new verification link; the answer is the same whether or not the account exists.
import type { emailRequestSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type ResendVerificationRequest = ReturnType<typeof emailRequestSchema.parse>;

export type ResendVerificationResponse = { success: true; message: string };

export function resendVerification(body: ResendVerificationRequest): Promise<ResendVerificationResponse> {
  return apiClient.post<ResendVerificationResponse>('/users/resend-verification', body, { token: null });
}

export function useResendVerification(config: MutationConfig<typeof resendVerification> = {}) {
  return useMutation({ ...config, mutationFn: resendVerification });
}
