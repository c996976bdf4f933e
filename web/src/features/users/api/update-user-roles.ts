// PUT /api/users/{id} {roles} (admin): makes a user an admin or takes the role away (spec §4 Role change).
import type { userUpdatedResponseSchema } from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { Role } from '../utils/roles';
import { storeUpdatedUser } from './user-cache';

export type UserUpdatedResponse = ReturnType<typeof userUpdatedResponseSchema.parse>;

export function updateUserRoles({ userId, roles }: { userId: string; roles: Role[] }) {
  return apiClient.put<UserUpdatedResponse>(`/users/${encodeURIComponent(userId)}`, { roles });
}

export function useUpdateUserRoles(config: MutationConfig<typeof updateUserRoles> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateUserRoles,
    onSuccess: (...args) => {
      storeUpdatedUser(queryClient, args[0].user);
      return config.onSuccess?.(...args);
    },
  });
}
