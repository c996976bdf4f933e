// POST /api/users/login/two-factor: the sign-in's challenge and a code (or a recovery code), traded for
// the session.
import { apiClient } from '../../../lib/api-client';
import type { SecondFactorAnswer } from '../../../lib/step-up';
import type { SignedIn } from './login';

export function loginWithSecondFactor(challengeToken: string, answer: SecondFactorAnswer): Promise<SignedIn> {
  return apiClient.post<SignedIn>('/users/login/two-factor', { challengeToken, ...answer }, { token: null });
}
