// Confirms an email address with the link's one-time token (spec §4 Email verify page): verifying, then
// success (on to /login after 3 seconds) or an error with the ways forward.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { useVerifyEmail } from '../api/verify-email';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { AUTH_MESSAGES, REDIRECT_DELAY_MS } from '../messages';
import { failureMessage } from '../utils/failure';

export function VerifyEmail({ token }: { token: string | null }) {
  const verification = useVerifyEmail();
  const { mutate } = verification;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // A token works once. StrictMode runs this effect twice in development; a second request would turn
    // the first one's success into 'Invalid or expired'.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  useRedirectAfter('/login', REDIRECT_DELAY_MS, verification.isSuccess);

  if (!token) return <VerificationFailed message={AUTH_MESSAGES.invalidVerificationLink} />;
  if (verification.isError) {
    return (
      <VerificationFailed message={failureMessage(verification.error, AUTH_MESSAGES.verificationFailed)} />
    );
  }
  if (verification.isSuccess) {
    return (
      <>
        <Alert tone="success">
          <p>{verification.data.message}</p>
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
  return (
    <p className="page__lead" role="status">
      Verifying your email...
    </p>
  );
}

function VerificationFailed({ message }: { message: string }) {
  return (
    <>
      <Alert tone="error">
        <p>{message}</p>
      </Alert>
      <div className="form__actions">
        <Link to="/resend-verification" className="button button--primary">
          Resend verification email
        </Link>
        <Link to="/login" className="button">
          Back to Login
        </Link>
      </div>
    </>
  );
}
