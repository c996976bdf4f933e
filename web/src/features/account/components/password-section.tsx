// Password change: the current password, a new one with its strength shown, and the same again; on success
// every other session ends and this one continues under the token the answer brings.
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useChangePassword } from '../api/change-password';
import { useSecurityChanged } from '../api/security-cache';
import { ACCOUNT_MESSAGES } from '../messages';
import { SettingsSection } from './settings-section';

type Fields = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Fields = { currentPassword: '', newPassword: '', confirmPassword: '' };

type PasswordSectionProps = {
  /** False for an account that signs in with Google only. */
  hasPassword: boolean;
  strengthMeter: (password: string) => ReactNode;
};

export function PasswordSection({ hasPassword, strengthMeter }: PasswordSectionProps) {
  return (
    <SettingsSection id="password" title="Password">
      {hasPassword ? (
        <PasswordForm strengthMeter={strengthMeter} />
      ) : (
        <p className="muted">{ACCOUNT_MESSAGES.googleAccount}</p>
      )}
    </SettingsSection>
  );
}

function PasswordForm({ strengthMeter }: Pick<PasswordSectionProps, 'strengthMeter'>) {
  const { replaceToken } = useAuth();
  const securityChanged = useSecurityChanged();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Fields>>({});
  const change = useChangePassword({
    onSuccess: ({ token }) => {
      replaceToken(token);
      setFields(EMPTY);
      securityChanged();
    },
  });

  const set = (field: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: Partial<Fields> = {};
    if (!fields.currentPassword) errors.currentPassword = ACCOUNT_MESSAGES.fieldRequired;
    if (!fields.newPassword) errors.newPassword = ACCOUNT_MESSAGES.fieldRequired;
    if (fields.confirmPassword !== fields.newPassword) {
      errors.confirmPassword = ACCOUNT_MESSAGES.passwordsDoNotMatch;
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    change.mutate({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Change password">
      {change.isSuccess && (
        <Alert tone="success">
          <p>{change.data.message}</p>
        </Alert>
      )}
      {change.isError && <PasswordFailure failure={change.error} />}
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={fields.currentPassword}
        onChange={set('currentPassword')}
        error={fieldErrors.currentPassword}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={set('newPassword')}
        error={fieldErrors.newPassword}
        hint={strengthMeter(fields.newPassword)}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
        error={fieldErrors.confirmPassword}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </button>
      </div>
    </form>
  );
}

function PasswordFailure({ failure }: { failure: Error }) {
  const broken = failure instanceof ApiError ? failure.field('passwordErrors') : undefined;
  return (
    <Alert tone="error">
      <p>{failureMessage(failure, ACCOUNT_MESSAGES.failed, ACCOUNT_MESSAGES.network)}</p>
      {Array.isArray(broken) && broken.length > 0 && (
        <ul className="rule-list">
          {broken.map((rule) => (
            <li key={String(rule)}>{String(rule)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
