// PATCH /api/users/me/passkeys/{passkeyId}: a new name for one passkey.
import type { passkeyResponseSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type RenamePasskeyRequest = { passkeyId: string; name: string };

export function renamePasskey({
  passkeyId,
  name,
}: RenamePasskeyRequest): Promise<ReturnType<typeof passkeyResponseSchema.parse>> {
  return apiClient.patch(`/users/me/passkeys/${encodeURIComponent(passkeyId)}`, { name });
}

export function useRenamePasskey(config: MutationConfig<typeof renamePasskey> = {}) {
  return useMutation({ ...config, mutationFn: renamePasskey });
}
