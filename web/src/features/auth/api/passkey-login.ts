// Sign-in with a passkey: the server's options (POST /api/users/login/passkey/options), the browser's
// ceremony, then POST /api/users/login/passkey. With a challenge it is that sign-in's second factor;
// without, the passkey alone signs the person in.
import type { passkeyOptionsResponseSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { signWithPasskey } from '../../../lib/passkeys';
import type { MutationConfig } from '../../../lib/react-query';
import type { SignedIn } from './login';

export async function loginWithPasskey(challengeToken?: string): Promise<SignedIn> {
  const { passkeyToken, options } = await apiClient.post<
    ReturnType<typeof passkeyOptionsResponseSchema.parse>
  >('/users/login/passkey/options', { challengeToken }, { token: null });
  const credential = await signWithPasskey(options);
  return apiClient.post<SignedIn>(
    '/users/login/passkey',
    { passkeyToken, challengeToken, credential },
    { token: null },
  );
}

export function usePasskeyLogin(config: MutationConfig<typeof loginWithPasskey> = {}) {
  return useMutation({ ...config, mutationFn: loginWithPasskey });
}
