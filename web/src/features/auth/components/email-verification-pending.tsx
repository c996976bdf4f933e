// After signing up: tells the person to open the mail just sent (spec §2, /email-verification-pending).
import { Link } from 'react-router-dom';

export function EmailVerificationPending({ email }: { email?: string }) {
  return (
    <>
      <p className="page__lead">
        {email ? (
          <>
            We sent a verification link to <strong>{email}</strong>.
          </>
        ) : (
          'We sent a verification link to your email address.'
        )}{' '}
        Open it to activate your account, then sign in.
      </p>
      <p>Didn't get the email? Check your spam folder, or ask for a new one.</p>
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
