// The Change Account Number dialog (spec §2, §4 Account-number changes, §5, §8 Account number). An owner
// works within the allowance ('N remaining' once below the allowance the server sends, a disabled form at
// zero); an admin has no limit and uses the admin route. The licence's past changes are listed under the form.
import { LICENCE_NOTICES, type LicenceView } from '@shop/command-api/contracts';
import { LICENCE_MESSAGES } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { type ChangeMode, useChangeAccountNumber } from '../api/change-account-number';
import { LICENCE_SCREEN_MESSAGES } from '../messages';
import { type AccountChangeField, validateAccountChange } from '../utils/validate-account-change';
import { AccountHistoryList } from './account-history-list';

type ChangeAccountDialogProps = {
  licence: LicenceView;
  mode: ChangeMode;
  onClose: () => void;
};

export function ChangeAccountDialog({ licence, mode, onClose }: ChangeAccountDialogProps) {
  const historyId = useId();
  const [accountNumber, setAccountNumber] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<{ field: AccountChangeField; error: string } | null>(null);
  const change = useChangeAccountNumber({
    onSuccess: () => {
      setAccountNumber('');
      setReason('');
    },
  });

  const limited = mode === 'user';
  const remaining = licence.changesRemaining;
  const exhausted = limited && remaining <= 0;
  const serverError = change.isError
    ? failureMessage(
        change.error,
        LICENCE_SCREEN_MESSAGES.changeFailed,
        LICENCE_SCREEN_MESSAGES.changeNetwork,
      )
    : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (exhausted || change.isPending) return;
    const check = validateAccountChange(accountNumber, reason, licence.accountNumber);
    if (!check.ok) {
      setFieldError({ field: check.field, error: check.error });
      change.reset();
      return;
    }
    setFieldError(null);
    change.mutate({ licenceId: licence._id, mode, body: check.request });
  };

  return (
    <Dialog title="Change Account Number" onClose={onClose}>
      <p className="dialog__meta">
        License: <code className="licence-key">{licence.licenseKey}</code>
      </p>
      <p className="dialog__meta">
        Current account number: <strong>{licence.accountNumber}</strong>
      </p>
      {limited && remaining < licence.changesAllowed && (
        <p className="dialog__meta">
          Account number changes: <strong>{remaining} remaining</strong>
        </p>
      )}
      {exhausted && <Alert tone="info">{LICENCE_MESSAGES.noChangesLeft}</Alert>}
      {change.isSuccess && <Alert tone="success">{LICENCE_NOTICES.accountNumberChanged}</Alert>}
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <form aria-label="Change account number" noValidate onSubmit={onSubmit}>
        <fieldset className="form dialog__fieldset" disabled={exhausted}>
          <TextField
            label="New Account Number"
            name="accountNumber"
            inputMode="numeric"
            autoComplete="off"
            value={accountNumber}
            onChange={(event) => setAccountNumber(event.target.value)}
            error={fieldError?.field === 'accountNumber' ? fieldError.error : undefined}
          />
          <TextField
            label="Reason (optional)"
            name="reason"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={fieldError?.field === 'reason' ? fieldError.error : undefined}
          />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={change.isPending}>
              {change.isPending ? 'Changing...' : 'Change Account Number'}
            </button>
          </div>
        </fieldset>
      </form>
      <section className="dialog__section" aria-labelledby={historyId}>
        <h3 id={historyId}>Account Number History</h3>
        <AccountHistoryList licenceId={licence._id} />
      </section>
    </Dialog>
  );
}
