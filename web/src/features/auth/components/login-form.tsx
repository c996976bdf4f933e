// Sign-in with an email address or username (spec §2 Login, §4 Login form, §5 Login, §8 Login); an account
// with a second factor goes on to the second step in the same card, and a passkey can sign in alone. The
// Google hand-off and the admin console send people here with a challenge or a message in the page state.
import { googleSignInErrorMessage, loginRequestSchema } from '@shop/command-api/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link, type Location, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth';
import { isTwoFactorChallenge, type TwoFactorChallenge, toLoginRequest, useLogin } from '../api/login';
import { AUTH_MESSAGES } from '../messages';
import { failureMessage, firstIssuePerField, hasFlag } from '../utils/failure';
import { GoogleSignInLink } from './google-sign-in-link';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { TwoFactorStep } from './two-factor-step';

type LoginField = 'identifier' | 'password';

/** What other pages hand this one: where to go afterwards, a Google sign-in's challenge, or why they sent the person here. */
type LoginPageState = { from?: Location; challenge?: TwoFactorChallenge; notice?: string } | null;

export function LoginForm() {
  const { login: startSession } = useAuth();
  const navigate = useNavigate();
  const pageState = useLocation().state as LoginPageState;
  // A page that needs a login (the payment page) sends people here with where they were going.
  const from = pageState?.from;
  // A Google sign-in that could not finish comes back as /login?error=<code>: only known codes are
  // shown, in the shop's own words; any other text in the address is never put on the page.
  const googleError = googleSignInErrorMessage(useSearchParams()[0].get('error'));
  const errorId = useId();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [challenge, setChallenge] = useState(pageState?.challenge ?? null);
  const [notice, setNotice] = useState(pageState?.notice);

  const finishSignIn = async (token: string) => {
    await startSession(token);
    if (from?.pathname.startsWith('/') && !from.pathname.startsWith('//')) {
      navigate(`${from.pathname}${from.search}`, { state: from.state });
    } else {
      navigate('/dashboard');
    }
  };
  const login = useLogin({
    // Awaited by the mutation, so the button reads 'Signing In...' until the user is fetched as well.
    onSuccess: async (response) => {
      if (isTwoFactorChallenge(response)) setChallenge(response);
      else await finishSignIn(response.token);
    },
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={finishSignIn}
        onRestart={(message) => {
          login.reset();
          setChallenge(null);
          setNotice(message);
        }}
      />
    );
  }

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
    setNotice(undefined);
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
        {notice && !failure && (
          <Alert tone="error">
            <p>{notice}</p>
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
      <PasskeySignInButton onSignedIn={finishSignIn} />
      <GoogleSignInLink highlighted={isGoogleUser} describedBy={isGoogleUser ? errorId : undefined} />
      <p className="auth-switch">
        Don't have an account? <Link to="/signup">Sign Up</Link>
      </p>
    </>
  );
}
