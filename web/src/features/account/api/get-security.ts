// GET /api/users/me/security as the account settings read it.
import { useQuery } from '@tanstack/react-query';
import { accountSecurityQueryOptions } from '../../../lib/account-security';

export function useAccountSecurity() {
  return useQuery(accountSecurityQueryOptions());
}
