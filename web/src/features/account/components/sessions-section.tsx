// Where the account is signed in: each session's way in, when it started, the device in two words, whether
// a second factor was used, and this device marked; every other one can be ended at once.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import type { SessionSummary } from '../../../lib/account-security';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useSecurityChanged } from '../api/security-cache';
import { ACCOUNT_MESSAGES } from '../messages';
import { describeUserAgent } from '../utils/describe-user-agent';
import { SettingsSection } from './settings-section';

const METHODS: Record<SessionSummary['method'], string> = {
  password: 'Password',
  google: 'Google',
  passkey: 'Passkey',
};

export function SessionsSection({ sessions }: { sessions: readonly SessionSummary[] }) {
  const { replaceToken } = useAuth();
  const securityChanged = useSecurityChanged();
  const [message, setMessage] = useState<string>();
  const endOthers = useEndOtherSessions({
    onSuccess: (ended) => {
      replaceToken(ended.token);
      setMessage(ended.message);
      securityChanged();
    },
  });

  return (
    <SettingsSection id="sessions" title="Sessions">
      {message && (
        <Alert tone="success">
          <p>{message}</p>
        </Alert>
      )}
      {endOthers.isError && (
        <Alert tone="error">
          <p>{failureMessage(endOthers.error, ACCOUNT_MESSAGES.failed, ACCOUNT_MESSAGES.network)}</p>
        </Alert>
      )}
      {sessions.length === 0 ? (
        <p className="muted">{ACCOUNT_MESSAGES.noSessions}</p>
      ) : (
        <>
          <ul className="account-list" aria-label="Your sessions">
            {sessions.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
          {sessions.some((session) => !session.current) && (
            <div className="account-actions">
              <button
                type="button"
                className="button"
                disabled={endOthers.isPending}
                onClick={() => {
                  setMessage(undefined);
                  endOthers.mutate();
                }}
              >
                {endOthers.isPending ? 'Signing out...' : 'Sign out of all other sessions'}
              </button>
            </div>
          )}
        </>
      )}
    </SettingsSection>
  );
}

function SessionItem({ session }: { session: SessionSummary }) {
  return (
    <li className="account-list__item">
      <div>
        <p className="account-row__title">
          {describeUserAgent(session.userAgent)}
          {session.current && (
            <>
              {' '}
              <span className="status-badge status-badge--active">This device</span>
            </>
          )}
        </p>
        <p className="muted">
          {METHODS[session.method]} · Started {formatDateTime(session.startedAt)} ·{' '}
          {session.secondFactorAt ? 'Second factor used' : 'No second factor'}
        </p>
      </div>
    </li>
  );
}
