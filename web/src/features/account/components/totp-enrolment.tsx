// Setting up the authenticator app: the QR code of the server's otpauth address, the same key as text in
// groups of four with a copy button, and the first code to confirm it.
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CopyButton } from '../../../components/ui/copy-button';
import { TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { type ConfirmTotpResponse, useConfirmTotp } from '../api/confirm-totp';
import type { TotpSetup } from '../api/start-totp-setup';
import { ACCOUNT_MESSAGES } from '../messages';
import { groupSecret } from '../utils/group-secret';

const CODE_FORMAT = 'Enter the 6-digit code from your authenticator app';

type TotpEnrolmentProps = {
  setup: TotpSetup;
  onConfirmed: (response: ConfirmTotpResponse) => void;
  onCancel: () => void;
};

export function TotpEnrolment({ setup, onConfirmed, onCancel }: TotpEnrolmentProps) {
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const confirm = useConfirmTotp({ onSuccess: onConfirmed });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setFormatError(CODE_FORMAT);
      return;
    }
    setFormatError(undefined);
    confirm.mutate({ enrolmentToken: setup.enrolmentToken, code });
  };

  return (
    <section className="totp-enrolment" aria-label="Set up authenticator app">
      <p>{ACCOUNT_MESSAGES.scanIntro}</p>
      <div className="totp-enrolment__scan">
        <QRCodeSVG
          value={setup.otpauthUrl}
          size={208}
          marginSize={2}
          role="img"
          aria-label="QR code for your authenticator app"
          className="totp-enrolment__qr"
        />
        <div className="totp-enrolment__key">
          <p className="field__label">Setup key</p>
          <code className="totp-enrolment__secret">{groupSecret(setup.secret)}</code>
          <CopyButton text={setup.secret} description="Copy the setup key" />
        </div>
      </div>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Confirm authenticator app">
        {confirm.isError && (
          <Alert tone="error">
            <p>{failureMessage(confirm.error, ACCOUNT_MESSAGES.failed, ACCOUNT_MESSAGES.network)}</p>
          </Alert>
        )}
        <TextField
          label="Code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          error={formatError}
        />
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            {confirm.isPending ? 'Confirming...' : 'Confirm'}
          </button>
        </div>
      </form>
    </section>
  );
}
