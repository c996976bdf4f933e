// One passkey in the list: its name (renamed in place), when it was added and last used, and Remove after
// a confirmation that names it.
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import type { PasskeySummary } from '../../../lib/account-security';
import { failureMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';
import { useSecurityChanged } from '../api/security-cache';
import { ACCOUNT_MESSAGES } from '../messages';

type PasskeyItemProps = { passkey: PasskeySummary; onRemoved: (message: string) => void };

export function PasskeyItem({ passkey, onRemoved }: PasskeyItemProps) {
  const securityChanged = useSecurityChanged();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemovePasskey({
    onSuccess: ({ message }) => {
      setConfirming(false);
      onRemoved(message);
      securityChanged();
    },
  });

  return (
    <li className="account-list__item">
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div>
            <p className="account-row__title">{passkey.name}</p>
            <p className="muted">
              Added {formatDate(passkey.createdAt)} ·{' '}
              {passkey.lastUsedAt
                ? `Last used ${formatDate(passkey.lastUsedAt)}`
                : ACCOUNT_MESSAGES.neverUsed}
            </p>
          </div>
          <div className="account-actions">
            <button
              type="button"
              className="button button--small"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => setRenaming(true)}
            >
              Rename
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              aria-label={`Remove ${passkey.name}`}
              onClick={() => setConfirming(true)}
            >
              Remove
            </button>
          </div>
        </>
      )}
      {confirming && (
        <Dialog
          title="Remove passkey"
          onClose={() => {
            setConfirming(false);
            remove.reset();
          }}
        >
          <p>{ACCOUNT_MESSAGES.removePasskeyConfirm(passkey.name)}</p>
          {remove.isError && (
            <Alert tone="error">
              <p>{failureMessage(remove.error, ACCOUNT_MESSAGES.failed, ACCOUNT_MESSAGES.network)}</p>
            </Alert>
          )}
          <div className="form__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(passkey.id)}
            >
              {remove.isPending ? 'Removing...' : 'Remove passkey'}
            </button>
          </div>
        </Dialog>
      )}
    </li>
  );
}

function RenameForm({ passkey, onDone }: { passkey: PasskeySummary; onDone: () => void }) {
  const securityChanged = useSecurityChanged();
  const [name, setName] = useState(passkey.name);
  const [nameError, setNameError] = useState<string>();
  const rename = useRenamePasskey({
    onSuccess: () => {
      securityChanged();
      onDone();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(ACCOUNT_MESSAGES.fieldRequired);
      return;
    }
    setNameError(undefined);
    rename.mutate({ passkeyId: passkey.id, name: name.trim() });
  };

  return (
    <form
      className="form account-inline-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Rename ${passkey.name}`}
    >
      {rename.isError && (
        <Alert tone="error">
          <p>{failureMessage(rename.error, ACCOUNT_MESSAGES.failed, ACCOUNT_MESSAGES.network)}</p>
        </Alert>
      )}
      <TextField
        label="Passkey name"
        name="passkeyName"
        autoComplete="off"
        maxLength={64}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        // The person just asked to rename this passkey: typing starts at once.
        autoFocus
      />
      <div className="form__actions">
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary button--small" disabled={rename.isPending}>
          {rename.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
