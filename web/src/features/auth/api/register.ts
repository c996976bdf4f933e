// POST /api/users: a new account from a username, an email address and a password.
import type { registerRequestSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type RegisterRequest = ReturnType<typeof registerRequestSchema.parse>;

export type RegisterResponse = { success: true; message: string };

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiClient.post<RegisterResponse>('/users', body, { token: null });
}

export function useRegister(config: MutationConfig<typeof register> = {}) {
  return useMutation({ ...config, mutationFn: register });
}
