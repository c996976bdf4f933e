// POST /api/users/login: an email address or username and a password, traded for a session token.
import type { loginRequestSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type LoginRequest = ReturnType<typeof loginRequestSchema.parse>;

export type LoginResponse = { success: true; token: string; user: unknown };

/** Spec §5 Login: an identifier containing @ is sent as email, otherwise as username. */
export function toLoginRequest(identifier: string, password: string): LoginRequest {
  return identifier.includes('@') ? { email: identifier, password } : { username: identifier, password };
}

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiClient.post<LoginResponse>('/users/login', body, { token: null });
}

export function useLogin(config: MutationConfig<typeof login> = {}) {
  return useMutation({ ...config, mutationFn: login });
}
