// Confirming a second factor for a session that already exists (POST /api/users/me/second-factor and its
// passkey pair): each answers with a fresh session token that counts as a recent confirmation.
import type { freshTokenResponseSchema, passkeyOptionsResponseSchema } from '@shop/command-api/contracts';
import { apiClient } from './api-client';
import { signWithPasskey } from './passkeys';

/** What a person types as a second factor: a code from the authenticator app, or one recovery code. */
export type SecondFactorAnswer = { code: string } | { recoveryCode: string };

type FreshToken = ReturnType<typeof freshTokenResponseSchema.parse>;
type PasskeyOptions = ReturnType<typeof passkeyOptionsResponseSchema.parse>;

export async function confirmSecondFactor(answer: SecondFactorAnswer): Promise<string> {
  const { token } = await apiClient.post<FreshToken>('/users/me/second-factor', answer);
  return token;
}

export async function confirmWithPasskey(): Promise<string> {
  const { passkeyToken, options } = await apiClient.post<PasskeyOptions>(
    '/users/me/second-factor/passkey/options',
  );
  const credential = await signWithPasskey(options);
  const { token } = await apiClient.post<FreshToken>('/users/me/second-factor/passkey', {
    passkeyToken,
    credential,
  });
  return token;
}
