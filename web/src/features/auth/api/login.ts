// POST /api/users/login: an email address or username and a password, traded for a session token, or,
// for an account with a second factor, for a short-lived challenge the second step answers.
import type {
  loginRequestSchema,
  sessionResponseSchema,
  twoFactorChallengeSchema,
} from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type LoginRequest = ReturnType<typeof loginRequestSchema.parse>;

export type SignedIn = ReturnType<typeof sessionResponseSchema.parse>;

/** The password was right; the session waits for a second factor, within 5 minutes. */
export type TwoFactorChallenge = ReturnType<typeof twoFactorChallengeSchema.parse>;

export type LoginResponse = SignedIn | TwoFactorChallenge;

export function isTwoFactorChallenge(response: unknown): response is TwoFactorChallenge {
  return (
    typeof response === 'object' &&
    response !== null &&
    'twoFactorRequired' in response &&
    response.twoFactorRequired === true
  );
}

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
