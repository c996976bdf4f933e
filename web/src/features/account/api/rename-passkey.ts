// PATCH /api/users/me/passkeys/{passkeyId}: a new name for one passkey.
import { useMutation } from '@tanstack/react-query';
import type { PasskeySummary } from '../../../lib/account-security';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type RenamePasskeyRequest = { passkeyId: string; name: string };

export function renamePasskey({
  passkeyId,
  name,
}: RenamePasskeyRequest): Promise<{ success: true; passkey: PasskeySummary }> {
  return apiClient.patch(`/users/me/passkeys/${encodeURIComponent(passkeyId)}`, { name });
}

export function useRenamePasskey(config: MutationConfig<typeof renamePasskey> = {}) {
  return useMutation({ ...config, mutationFn: renamePasskey });
}
