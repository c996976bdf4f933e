// Requests a password-reset mail, then confirms it was sent (spec §2): 'Try a different email' goes back.
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useForgotPassword } from '../api/forgot-password';
import { AUTH_MESSAGES } from '../messages';
import { validateEmailRequest } from '../utils/email-request';
import { failureMessage } from '../utils/failure';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateEmailRequest(email);
    setEmailError(result.error);
    if (result.request) forgot.mutate(result.request);
  };

  const tryAnotherEmail = () => {
    forgot.reset();
    setEmail('');
  };

  if (forgot.isSuccess) {
    return (
      <>
        <Alert tone="success">
          <p>{forgot.data.message}</p>
        </Alert>
        <p>If the link does not arrive within a few minutes, check your spam folder.</p>
        <div className="form__actions">
          <button type="button" className="button" onClick={tryAnotherEmail}>
            Try a different email
          </button>
          <Link to="/login" className="button button--primary">
            Back to Login
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <p className="page__lead">
        Enter your email address and we will send you a link to set a new password.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Request a password reset">
        {forgot.isError && (
          <Alert tone="error">
            <p>{failureMessage(forgot.error, AUTH_MESSAGES.resetEmailFailed)}</p>
          </Alert>
        )}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
        />
        <button type="submit" className="button button--primary button--block" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p className="auth-switch">
        Remembered it? <Link to="/login">Back to Login</Link>
      </p>
    </>
  );
}
