// The authenticator app: set it up (QR code, key, first code, then the recovery codes once), or, when it is
// on, renew the recovery codes or remove it, each proven by a code.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import type { AccountSecurity } from '../../../lib/account-security';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useDisableTotp } from '../api/disable-totp';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useSecurityChanged } from '../api/security-cache';
import { type TotpSetup, useStartTotpSetup } from '../api/start-totp-setup';
import { ACCOUNT_MESSAGES } from '../messages';
import { CodePromptDialog } from './code-prompt-dialog';
import { RecoveryCodes } from './recovery-codes';
import { SettingsSection } from './settings-section';
import { TotpEnrolment } from './totp-enrolment';

export const TWO_FACTOR_SECTION_ID = 'two-factor';

type TwoFactorSectionProps = {
  security: AccountSecurity;
  /** An admin sent here to set it up goes on to the admin panel once the codes are saved. */
  setupRequired: boolean;
};

export function TwoFactorSection({ security, setupRequired }: TwoFactorSectionProps) {
  const navigate = useNavigate();
  const { replaceToken } = useAuth();
  const securityChanged = useSecurityChanged();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [freshCodes, setFreshCodes] = useState<readonly string[] | null>(null);
  const [message, setMessage] = useState<string>();
  const start = useStartTotpSetup({ onSuccess: setSetup });

  const savedCodes = () => {
    setFreshCodes(null);
    if (setupRequired) navigate('/admin');
  };

  return (
    <SettingsSection id={TWO_FACTOR_SECTION_ID} title="Two-factor authentication">
      {message && (
        <Alert tone="success">
          <p>{message}</p>
        </Alert>
      )}
      {freshCodes ? (
        <RecoveryCodes codes={freshCodes} onSaved={savedCodes} />
      ) : security.totpEnabled ? (
        <TotpEnabled
          recoveryCodesLeft={security.recoveryCodesLeft}
          onNewCodes={setFreshCodes}
          onRemoved={(text) => {
            setMessage(text);
            securityChanged();
          }}
        />
      ) : setup ? (
        <TotpEnrolment
          setup={setup}
          onCancel={() => setSetup(null)}
          onConfirmed={(confirmed) => {
            replaceToken(confirmed.token);
            setSetup(null);
            setMessage(confirmed.message);
            setFreshCodes(confirmed.recoveryCodes);
            securityChanged();
          }}
        />
      ) : (
        <div className="account-row">
          <div>
            <p className="account-row__title">
              Authenticator app <span className="badge">{ACCOUNT_MESSAGES.totpOff}</span>
            </p>
            <p className="muted">{ACCOUNT_MESSAGES.totpIntro}</p>
            {start.isError && (
              <Alert tone="error">
                <p>{failureMessage(start.error, ACCOUNT_MESSAGES.failed, ACCOUNT_MESSAGES.network)}</p>
              </Alert>
            )}
          </div>
          <button
            type="button"
            className="button button--primary"
            disabled={start.isPending}
            onClick={() => {
              setMessage(undefined);
              start.mutate();
            }}
          >
            {start.isPending ? 'Setting up...' : 'Set up'}
          </button>
        </div>
      )}
    </SettingsSection>
  );
}

type TotpEnabledProps = {
  recoveryCodesLeft: number;
  onNewCodes: (codes: readonly string[]) => void;
  onRemoved: (message: string) => void;
};

function TotpEnabled({ recoveryCodesLeft, onNewCodes, onRemoved }: TotpEnabledProps) {
  const [asking, setAsking] = useState<'regenerate' | 'remove' | null>(null);
  const securityChanged = useSecurityChanged();
  const regenerate = useRegenerateRecoveryCodes({
    onSuccess: ({ recoveryCodes }) => {
      setAsking(null);
      onNewCodes(recoveryCodes);
      securityChanged();
    },
  });
  const remove = useDisableTotp({
    onSuccess: ({ message }) => {
      setAsking(null);
      onRemoved(message);
    },
  });

  return (
    <div className="account-row">
      <div>
        <p className="account-row__title">
          Authenticator app{' '}
          <span className="status-badge status-badge--active">{ACCOUNT_MESSAGES.totpOn}</span>
        </p>
        <p className={recoveryCodesLeft === 0 ? 'account-warning' : 'muted'}>
          {ACCOUNT_MESSAGES.recoveryCodesLeft(recoveryCodesLeft)}
        </p>
      </div>
      <div className="account-actions">
        <button type="button" className="button button--small" onClick={() => setAsking('regenerate')}>
          Regenerate recovery codes
        </button>
        <button
          type="button"
          className="button button--small button--danger"
          onClick={() => setAsking('remove')}
        >
          Remove
        </button>
      </div>
      {asking === 'regenerate' && (
        <CodePromptDialog
          title="Regenerate recovery codes"
          description="Your old recovery codes stop working. Enter a code from your authenticator app to continue."
          submitLabel="Regenerate"
          pendingLabel="Regenerating..."
          action={regenerate}
          onClose={() => {
            setAsking(null);
            regenerate.reset();
          }}
        />
      )}
      {asking === 'remove' && (
        <CodePromptDialog
          title="Remove authenticator app"
          description="Sign-in will no longer ask for a code from this app. Enter a code from it to continue."
          submitLabel="Remove"
          pendingLabel="Removing..."
          action={remove}
          onClose={() => {
            setAsking(null);
            remove.reset();
          }}
        />
      )}
    </div>
  );
}
