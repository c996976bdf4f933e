// Passkeys: the list (name, when added, when last used), adding one under a chosen name through the
// browser's own prompt, renaming in place, and removing after a confirmation.
import { type FormEvent, useState } from 'react';
import { describeSecondFactorFailure } from '../../../components/second-factor/describe-failure';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import type { PasskeySummary } from '../../../lib/account-security';
import { useAuth } from '../../../lib/auth';
import { useAddPasskey } from '../api/add-passkey';
import { useSecurityChanged } from '../api/security-cache';
import { ACCOUNT_MESSAGES } from '../messages';
import { PasskeyItem } from './passkey-item';
import { SettingsSection } from './settings-section';

export function PasskeysSection({ passkeys }: { passkeys: readonly PasskeySummary[] }) {
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string>();

  return (
    <SettingsSection id="passkeys" title="Passkeys">
      {message && (
        <Alert tone="success">
          <p>{message}</p>
        </Alert>
      )}
      {passkeys.length === 0 ? (
        <p className="muted">{ACCOUNT_MESSAGES.noPasskeys}</p>
      ) : (
        <ul className="account-list" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemoved={setMessage} />
          ))}
        </ul>
      )}
      {adding ? (
        <AddPasskeyForm
          onAdded={(name) => {
            setAdding(false);
            setMessage(`Passkey "${name}" added`);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="account-actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setMessage(undefined);
              setAdding(true);
            }}
          >
            Add a passkey
          </button>
        </div>
      )}
    </SettingsSection>
  );
}

type AddPasskeyFormProps = { onAdded: (name: string) => void; onCancel: () => void };

function AddPasskeyForm({ onAdded, onCancel }: AddPasskeyFormProps) {
  const { replaceToken } = useAuth();
  const securityChanged = useSecurityChanged();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const add = useAddPasskey({
    onSuccess: ({ token, passkey }) => {
      replaceToken(token);
      securityChanged();
      onAdded(passkey.name);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(ACCOUNT_MESSAGES.fieldRequired);
      return;
    }
    setNameError(undefined);
    add.mutate(name.trim());
  };

  return (
    <form className="form account-inline-form" onSubmit={onSubmit} noValidate aria-label="Add a passkey">
      {add.isError && (
        <Alert tone="error">
          <p>{describeSecondFactorFailure(add.error)}</p>
        </Alert>
      )}
      <TextField
        label="Passkey name"
        name="passkeyName"
        autoComplete="off"
        maxLength={64}
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint={ACCOUNT_MESSAGES.passkeyNamePrompt}
        error={nameError}
      />
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {add.isPending ? 'Waiting for your passkey...' : 'Add passkey'}
        </button>
      </div>
    </form>
  );
}
