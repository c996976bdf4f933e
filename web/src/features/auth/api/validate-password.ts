// POST /api/users/validate-password: the server's verdict, strength score and guess estimate for a
// password being typed.
// A query rather than a mutation: keyed by the password, an answer for text already replaced is ignored.
import { validatePasswordResponseSchema } from '@shop/command-api/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Same fields as the domain's `PasswordCheck`; the label is whatever text the server sent. */
export type ServerPasswordCheck = Omit<ReturnType<typeof validatePasswordResponseSchema.parse>, 'success'>;

export async function validatePassword(password: string, signal?: AbortSignal): Promise<ServerPasswordCheck> {
  const body = await apiClient.post<unknown>(
    '/users/validate-password',
    { password },
    { token: null, signal },
  );
  // An answer of the wrong shape counts as a failed check, so the meter falls back instead of breaking.
  const { isValid, errors, strength, estimate } = validatePasswordResponseSchema.parse(body);
  return { isValid, errors, strength, estimate };
}

export const validatePasswordQueryOptions = (password: string) =>
  queryOptions({
    queryKey: ['auth', 'validate-password', password],
    queryFn: password ? ({ signal }) => validatePassword(password, signal) : skipToken,
    // The local rule stands in at once on failure (spec §5), so a retry would only delay the meter.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    // Typed passwords leave the cache as soon as no meter shows them.
    gcTime: 0,
  });

export function useValidatePassword(password: string) {
  return useQuery(validatePasswordQueryOptions(password));
}
