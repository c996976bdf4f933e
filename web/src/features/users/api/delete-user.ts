// DELETE /api/users/{id} (admin): closes the account and erases the person's data; there is no way back.
import type { userDeletedResponseSchema } from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { forgetDeletedUser } from './user-cache';

export type UserDeletedResponse = ReturnType<typeof userDeletedResponseSchema.parse>;

export function deleteUser(userId: string): Promise<UserDeletedResponse> {
  return apiClient.delete<UserDeletedResponse>(`/users/${encodeURIComponent(userId)}`);
}

export function useDeleteUser(config: MutationConfig<typeof deleteUser> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteUser,
    onSuccess: (...args) => {
      forgetDeletedUser(queryClient, args[1]);
      return config.onSuccess?.(...args);
    },
  });
}
