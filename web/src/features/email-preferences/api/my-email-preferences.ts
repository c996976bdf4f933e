// GET and PUT /api/users/me/email-preferences: the signed-in trader's own choice of licence reminder emails.
import type { EmailPreferences, emailPreferencesResponseSchema } from '@shop/command-api/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type EmailPreferencesResponse = ReturnType<typeof emailPreferencesResponseSchema.parse>;

const PATH = '/users/me/email-preferences';

export function getMyEmailPreferences(signal?: AbortSignal): Promise<EmailPreferencesResponse> {
  return apiClient.get<EmailPreferencesResponse>(PATH, { signal });
}

export const myEmailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['email-preferences', 'mine'],
    queryFn: ({ signal }) => getMyEmailPreferences(signal),
  });

export function useMyEmailPreferences() {
  return useQuery(myEmailPreferencesQueryOptions());
}

export function updateMyEmailPreferences(preferences: EmailPreferences): Promise<EmailPreferencesResponse> {
  return apiClient.put<EmailPreferencesResponse>(PATH, preferences);
}

/** The server's answer becomes the cached setting, so the control shows what was stored. */
export function useUpdateMyEmailPreferences(config: MutationConfig<typeof updateMyEmailPreferences> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateMyEmailPreferences,
    onSuccess: (...args) => {
      queryClient.setQueryData(myEmailPreferencesQueryOptions().queryKey, args[0]);
      return config.onSuccess?.(...args);
    },
  });
}
