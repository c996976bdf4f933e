// POST /api/users/{id}/two-factor/reset (admin, after a recent second factor of their own): removes the
// person's authenticator app, recovery codes and passkeys and ends their sessions; the server emails them.
import type { UserView } from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { storeUpdatedUser } from './user-cache';

export type TwoFactorResetResponse = { success: true; message: string };

export function resetTwoFactor(user: UserView): Promise<TwoFactorResetResponse> {
  return apiClient.post<TwoFactorResetResponse>(`/users/${encodeURIComponent(user._id)}/two-factor/reset`);
}

export function useResetTwoFactor(config: MutationConfig<typeof resetTwoFactor> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: resetTwoFactor,
    onSuccess: (...args) => {
      storeUpdatedUser(queryClient, { ...args[1], twoFactorEnabled: false });
      return config.onSuccess?.(...args);
    },
  });
}
