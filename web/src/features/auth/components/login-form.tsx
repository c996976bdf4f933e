// Sign-in with an email address or username (spec §2 Login, §4 Login form, §5 Login, §8 Login).
import { googleSignInErrorMessage, loginRequestSchema } from '@shop/command-api/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link, type Location, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth';
import { toLoginRequest, useLogin } from '../api/login';
import { AUTH_MESSAGES } from '../messages';
import { failureMessage, firstIssuePerField, hasFlag } from '../utils/failure';
import { GoogleSignInLink } from './google-sign-in-link';

type LoginField = 'identifier' | 'password';

export function LoginForm() {
  const { login: startSession } = useAuth();
  const navigate = useNavigate();
  // A page that needs a login (the payment page) sends people here with where they were going.
  const from = (useLocation().state as { from?: Location } | null)?.from;
  // A Google sign-in that could not finish comes back as /login?error=<code>: only known codes are
  // shown, in the shop's own words; any other text in the address is never put on the page.
  const googleError = googleSignInErrorMessage(useSearchParams()[0].get('error'));
  const errorId = useId();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});
  const login = useLogin({
    // Awaited by the mutation, so the button reads 'Signing In...' until the user is fetched as well.
    onSuccess: async ({ token }) => {
      await startSession(token);
      if (from?.pathname.startsWith('/') && !from.pathname.startsWith('//')) {
        navigate(`${from.pathname}${from.search}`, { state: from.state });
      } else {
        navigate('/dashboard');
      }
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse(toLoginRequest(identifier, password));
    if (!parsed.success) {
      setFieldErrors(
        firstIssuePerField(parsed.error.issues, ([field]) => (field === 'password' ? field : 'identifier')),
      );
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data);
  };

  const failure = login.error;
  const isGoogleUser = hasFlag(failure, 'isGoogleUser');

  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign in">
        {googleError && !failure && (
          <Alert tone="error">
            <p>{googleError}</p>
          </Alert>
        )}
        {failure && (
          <Alert tone="error" id={errorId}>
            <p>
              {failureMessage(
                failure,
                AUTH_MESSAGES.loginFailed,
                failure.message || AUTH_MESSAGES.unexpected,
              )}
            </p>
            {hasFlag(failure, 'emailVerificationRequired') && (
              <p>
                <Link to="/resend-verification">Resend verification email</Link>
              </p>
            )}
          </Alert>
        )}
        <TextField
          label="Email or Username"
          name="identifier"
          autoComplete="username"
          required
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          error={fieldErrors.identifier}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <p className="form__aside">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <button type="submit" className="button button--primary button--block" disabled={login.isPending}>
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      <p className="auth-divider">or</p>
      <GoogleSignInLink highlighted={isGoogleUser} describedBy={isGoogleUser ? errorId : undefined} />
      <p className="auth-switch">
        Don't have an account? <Link to="/signup">Sign Up</Link>
      </p>
    </>
  );
}
