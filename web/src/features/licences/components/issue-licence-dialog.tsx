// The Issue New License dialog (spec §2, §5 Issue licence): a user from the account list, a duration in
// days (at least 1, 30 by default) and an MT5 account number. Missing user or account number is an alert;
// a failure stays in the dialog, with the entries, so the admin can correct and retry.
import { issueLicenceRequestSchema, LICENCE_NOTICES } from '@shop/command-api/contracts';
import { DEFAULT_LICENCE_DAYS } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useUsers } from '../../../lib/queries/get-users';
import { useIssueLicence } from '../api/issue-licence';
import type { LicenceResponse } from '../api/revoke-licence';
import { LICENCE_SCREEN_MESSAGES } from '../messages';

type Field = 'durationDays' | 'accountNumber';

type IssueLicenceDialogProps = {
  onClose: () => void;
  onIssued: (response: LicenceResponse) => void;
};

export function IssueLicenceDialog({ onClose, onIssued }: IssueLicenceDialogProps) {
  const userFieldId = useId();
  const users = useUsers();
  const [userId, setUserId] = useState('');
  const [durationDays, setDurationDays] = useState(String(DEFAULT_LICENCE_DAYS));
  const [accountNumber, setAccountNumber] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const issue = useIssueLicence({ onSuccess: onIssued });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (issue.isPending) return;
    if (!userId || !accountNumber.trim()) {
      window.alert(LICENCE_NOTICES.requiredFields);
      return;
    }
    const parsed = issueLicenceRequestSchema.safeParse({
      userId,
      durationDays: durationDays.trim() === '' ? Number.NaN : Number(durationDays),
      accountNumber: accountNumber.trim(),
    });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const problem of parsed.error.issues) {
        const field = problem.path[0] === 'durationDays' ? 'durationDays' : 'accountNumber';
        errors[field] ??= problem.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    issue.mutate(parsed.data);
  };

  const failure = issue.isError ? LICENCE_SCREEN_MESSAGES.issueFailed(issue.error.message) : null;

  return (
    <Dialog title="Issue New License" onClose={onClose}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form className="form" aria-label="Issue new license" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={userFieldId} className="field__label">
            User
          </label>
          <select
            id={userFieldId}
            className="field__input"
            value={userId}
            aria-describedby={users.isError ? `${userFieldId}-error` : undefined}
            onChange={(event) => setUserId(event.target.value)}
          >
            <option value="">{users.isPending ? 'Loading users...' : 'Select a user'}</option>
            {users.data?.map((user) => (
              <option key={user._id} value={user._id}>
                {user.username} ({user.email})
              </option>
            ))}
          </select>
          {users.isError && (
            <p id={`${userFieldId}-error`} className="field__error" role="alert">
              {LICENCE_SCREEN_MESSAGES.usersLoadFailed}
            </p>
          )}
        </div>
        <TextField
          label="Duration (days)"
          name="durationDays"
          type="number"
          min={1}
          step={1}
          value={durationDays}
          onChange={(event) => setDurationDays(event.target.value)}
          error={fieldErrors.durationDays}
        />
        <TextField
          label="Account Number"
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.target.value)}
          error={fieldErrors.accountNumber}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={issue.isPending}>
            {issue.isPending ? 'Issuing...' : 'Issue License'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
