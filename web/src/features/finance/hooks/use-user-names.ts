// Usernames by account id, from the admin's user list, to name the admin who decided a ledger entry (the
// ledger stores only their id). Until the list arrives, or for an erased account, the id is shown instead.
import { useMemo } from 'react';
import { useUsers } from '../../../lib/queries/get-users';

export function useUserNames(): ReadonlyMap<string, string> {
  const users = useUsers();
  return useMemo(() => new Map((users.data ?? []).map((user) => [user._id, user.username])), [users.data]);
}
