// Asks for a new verification mail (spec §4 Resend page): idle, loading, success or error.
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useResendVerification } from '../api/resend-verification';
import { AUTH_MESSAGES } from '../messages';
import { validateEmailRequest } from '../utils/email-request';
import { failureMessage } from '../utils/failure';

export function ResendVerificationForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const resend = useResendVerification();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateEmailRequest(email);
    setEmailError(result.error);
    if (result.request) resend.mutate(result.request);
  };

  return (
    <>
      <p className="page__lead">
        Enter the email address you signed up with and we will send a new verification link.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Resend verification email">
        {resend.isSuccess && (
          <Alert tone="success">
            <p>{resend.data.message}</p>
          </Alert>
        )}
        {resend.isError && (
          <Alert tone="error">
            <p>{failureMessage(resend.error, AUTH_MESSAGES.verificationEmailFailed)}</p>
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
        <button type="submit" className="button button--primary button--block" disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send Verification Email'}
        </button>
      </form>
      <p className="auth-switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </>
  );
}
