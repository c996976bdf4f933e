// Sets a new password with the mail's one-time token (spec §4 Reset password): the form, then success
// (on to /login after 3 seconds), or the invalid-link screen when the token is missing, used or expired.
import { resetPasswordRequestSchema } from '@shop/command-api/contracts';
import { checkPassword } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useResetPassword } from '../api/reset-password';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import {
  AUTH_MESSAGES,
  INVALID_RESET_TOKEN_MARK,
  REDIRECT_DELAY_MS,
  RESET_PASSWORD_MIN_LENGTH,
} from '../messages';
import { failureMessage, passwordErrorsOf } from '../utils/failure';
import { PasswordErrorList } from './password-error-list';

type Problem = { message: string; errors: string[] };

export function ResetPasswordForm({ token }: { token: string | null }) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [localProblem, setLocalProblem] = useState<Problem | null>(null);
  const reset = useResetPassword();
  useRedirectAfter('/login', REDIRECT_DELAY_MS, reset.isSuccess);

  if (!token) return <InvalidResetLink message={AUTH_MESSAGES.noResetToken} />;
  const serverMessage = reset.error ? failureMessage(reset.error, AUTH_MESSAGES.resetFailed) : null;
  if (serverMessage?.includes(INVALID_RESET_TOKEN_MARK)) return <InvalidResetLink message={serverMessage} />;
  if (reset.isSuccess) {
    return (
      <>
        <Alert tone="success">
          <p>{reset.data.message}</p>
          <p>Redirecting you to the login page...</p>
        </Alert>
        <p className="auth-switch">
          <Link to="/login" replace>
            Go to Login
          </Link>
        </p>
      </>
    );
  }

  const bothFilled = newPassword !== '' && confirmPassword !== '';
  const matches = newPassword === confirmPassword;
  const canSubmit =
    bothFilled && matches && newPassword.length >= RESET_PASSWORD_MIN_LENGTH && !reset.isPending;
  const problem =
    localProblem ??
    (serverMessage ? { message: serverMessage, errors: passwordErrorsOf(reset.error) } : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const check = checkPassword(newPassword);
    if (!check.isValid) {
      setLocalProblem({ message: AUTH_MESSAGES.passwordRequirements, errors: check.errors });
      return;
    }
    const parsed = resetPasswordRequestSchema.safeParse({ token, newPassword });
    if (!parsed.success) {
      setLocalProblem({ message: parsed.error.issues[0]?.message ?? AUTH_MESSAGES.resetFailed, errors: [] });
      return;
    }
    setLocalProblem(null);
    reset.mutate(parsed.data);
  };

  return (
    <>
      <p className="page__lead">Choose a new password for your account.</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Set a new password">
        {problem && (
          <Alert tone="error">
            <p>{problem.message}</p>
            <PasswordErrorList errors={problem.errors} />
          </Alert>
        )}
        <TextField
          label="New Password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <TextField
          label="Confirm New Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          hint={bothFilled && <MatchHint matches={matches} />}
        />
        <button type="submit" className="button button--primary button--block" disabled={!canSubmit}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </button>
      </form>
      <p className="auth-switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </>
  );
}

function MatchHint({ matches }: { matches: boolean }) {
  return (
    <p className={matches ? 'match-hint match-hint--ok' : 'match-hint match-hint--bad'} aria-live="polite">
      {matches ? AUTH_MESSAGES.passwordsMatch : AUTH_MESSAGES.passwordsDoNotMatch}
    </p>
  );
}

function InvalidResetLink({ message }: { message: string }) {
  return (
    <>
      <h2>Invalid or Expired Link</h2>
      <Alert tone="error">
        <p>{message}</p>
      </Alert>
      <p>Reset links work once and expire after a while. Ask for a new one below.</p>
      <div className="form__actions">
        <Link to="/forgot-password" className="button button--primary">
          Request a new reset link
        </Link>
        <Link to="/login" className="button">
          Back to Login
        </Link>
      </div>
    </>
  );
}
