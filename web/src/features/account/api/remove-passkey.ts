// DELETE /api/users/me/passkeys/{passkeyId}: forgets one passkey (refused for an admin's last second factor).
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export function removePasskey(passkeyId: string): Promise<{ success: true; message: string }> {
  return apiClient.delete(`/users/me/passkeys/${encodeURIComponent(passkeyId)}`);
}

export function useRemovePasskey(config: MutationConfig<typeof removePasskey> = {}) {
  return useMutation({ ...config, mutationFn: removePasskey });
}
