// Confirming a second factor for a session that already exists (POST /api/users/me/second-factor and its
// passkey pair): each answers with a fresh session token that counts as a recent confirmation.
import { apiClient } from './api-client';
import { signWithPasskey } from './passkeys';

/** What a person types as a second factor: a code from the authenticator app, or one recovery code. */
export type SecondFactorAnswer = { code: string } | { recoveryCode: string };

export async function confirmSecondFactor(answer: SecondFactorAnswer): Promise<string> {
  const { token } = await apiClient.post<{ token: string }>('/users/me/second-factor', answer);
  return token;
}

export async function confirmWithPasskey(): Promise<string> {
  const { passkeyToken, options } = await apiClient.post<{ passkeyToken: string; options: unknown }>(
    '/users/me/second-factor/passkey/options',
  );
  const credential = await signWithPasskey(options);
  const { token } = await apiClient.post<{ token: string }>('/users/me/second-factor/passkey', {
    passkeyToken,
    credential,
  });
  return token;
}
