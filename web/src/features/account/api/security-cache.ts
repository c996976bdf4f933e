// After any change to the person's factors, passkeys or sessions, the security summary is read again, and
// the session's user with it (its two-factor flag decides whether an admin may use the console).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountSecurityQueryOptions } from '../../../lib/account-security';
import { useAuth } from '../../../lib/auth';

export function useSecurityChanged(): () => void {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: accountSecurityQueryOptions().queryKey });
    void refreshUser();
  }, [queryClient, refreshUser]);
}
