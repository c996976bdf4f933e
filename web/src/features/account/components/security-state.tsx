// What a section shows while the security summary loads or when it failed; the section itself once it is here.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import type { AccountSecurity } from '../../../lib/account-security';
import { failureMessage } from '../../../lib/api-client';
import { ACCOUNT_MESSAGES } from '../messages';

type SecurityStateProps = {
  security: UseQueryResult<AccountSecurity>;
  children: (security: AccountSecurity) => ReactNode;
};

export function SecurityState({ security, children }: SecurityStateProps) {
  if (security.data) return children(security.data);
  if (security.isError) {
    return (
      <Alert tone="error">
        <p>{failureMessage(security.error, ACCOUNT_MESSAGES.loadFailed, ACCOUNT_MESSAGES.network)}</p>
        <p>
          <button type="button" className="button button--small" onClick={() => void security.refetch()}>
            Try again
          </button>
        </p>
      </Alert>
    );
  }
  return (
    <p className="muted" role="status">
      {ACCOUNT_MESSAGES.loading}
    </p>
  );
}
