// Registers a passkey: the server's creation options (POST /api/users/me/passkeys/options), the browser's
// ceremony, then POST /api/users/me/passkeys with the name the person chose.
import type {
  passkeyOptionsResponseSchema,
  registerPasskeyResponseSchema,
} from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { createPasskey } from '../../../lib/passkeys';
import type { MutationConfig } from '../../../lib/react-query';

export type AddPasskeyResponse = ReturnType<typeof registerPasskeyResponseSchema.parse>;

export async function addPasskey(name: string): Promise<AddPasskeyResponse> {
  const { passkeyToken, options } = await apiClient.post<
    ReturnType<typeof passkeyOptionsResponseSchema.parse>
  >('/users/me/passkeys/options');
  const credential = await createPasskey(options);
  return apiClient.post<AddPasskeyResponse>('/users/me/passkeys', { passkeyToken, name, credential });
}

export function useAddPasskey(config: MutationConfig<typeof addPasskey> = {}) {
  return useMutation({ ...config, mutationFn: addPasskey });
}
