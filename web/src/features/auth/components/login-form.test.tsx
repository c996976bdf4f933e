// The sign-in page (spec §2 Login, §4 Login form, §5 Login, §8 Login): validation, what is sent, the
// session it starts, and each way it can fail.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const GOOGLE_MESSAGE =
  "This account was created with Google. Please use the 'Continue with Google' button below to sign in.";
const trader = { _id: 'u1', username: 'trader1', email: 'trader@example.com', roles: ['user'] };

const main = () => within(screen.getByRole('main'));

async function openLogin(handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi(handlers);
  const app = renderApp(['/login']);
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  return { ...app, fetchMock };
}

async function signIn(app: Awaited<ReturnType<typeof openLogin>>, identifier: string, password: string) {
  await app.user.type(screen.getByLabelText('Email or Username'), identifier);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login form', () => {
  it('requires both fields, says which is missing, and sends nothing', async () => {
    const app = await openLogin();

    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByLabelText('Email or Username')).toHaveAccessibleDescription(
      'Please enter your email or username',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter your email or username',
      'Password is required',
    ]);
    expect(app.fetchMock).not.toHaveBeenCalled();
  });

  it('asks only for the password when the identifier is filled in', async () => {
    const app = await openLogin();

    await app.user.type(screen.getByLabelText('Email or Username'), 'trader1');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    expect(screen.getByLabelText('Email or Username')).not.toHaveAttribute('aria-invalid');
    expect(app.fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['trader@example.com', { email: 'trader@example.com', password: 'Secret1!' }],
    ['trader1', { username: 'trader1', password: 'Secret1!' }],
  ])('sends %s as %o', async (identifier, expected) => {
    const app = await openLogin({ 'POST /api/users/login': { status: 401, body: { success: false } } });

    await signIn(app, identifier, 'Secret1!');

    await screen.findByRole('alert');
    expect(requestsTo(app.fetchMock, 'POST /api/users/login')).toEqual([expected]);
  });

  it('on success stores the token, fetches the user and lands on /dashboard', async () => {
    const login = deferredReply();
    const app = await openLogin({
      'POST /api/users/login': login.handler,
      'GET /api/users/me': ({ headers }) =>
        headers.get('Authorization') === 'Bearer fresh-token'
          ? { status: 200, body: { success: true, user: trader, licenses: [] } }
          : { status: 401, body: { success: false, error: 'Unauthorized' } },
    });

    await signIn(app, 'trader1', 'Secret1!');

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    login.release({ status: 200, body: { success: true, token: 'fresh-token', user: trader } });

    expect(await main().findByText('Welcome, trader1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    // One call for the session (login fills the session's own cache entry, so it is not fetched twice) and
    // one for the dashboard's licences.
    expect(requestsTo(app.fetchMock, 'GET /api/users/me')).toHaveLength(2);
  });

  it("shows the server's error and enables the button again", async () => {
    const app = await openLogin({
      'POST /api/users/login': {
        status: 401,
        body: { success: false, error: 'Invalid email/username or password', code: 'INVALID_CREDENTIALS' },
      },
    });

    await signIn(app, 'trader1', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email/username or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(app.router.state.location.pathname).toBe('/login');
  });

  it("says 'Login failed' when the server gives no reason", async () => {
    const app = await openLogin({ 'POST /api/users/login': { status: 500, body: null } });

    await signIn(app, 'trader1', 'Secret1!');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it("shows a thrown error's own message, or 'An unexpected error occurred' when it has none", async () => {
    const app = await openLogin({
      'POST /api/users/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await signIn(app, 'trader1', 'Secret1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch$/);

    mockApi({
      'POST /api/users/login': () => {
        throw new Error('');
      },
    });
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('does not keep the token when the new session user cannot be fetched', async () => {
    const app = await openLogin({
      'POST /api/users/login': { status: 200, body: { success: true, token: 'fresh-token', user: trader } },
      'GET /api/users/me': { status: 401, body: { success: false, error: 'Your session has expired.' } },
    });

    await signIn(app, 'trader1', 'Secret1!');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(app.router.state.location.pathname).toBe('/login');
  });

  it("highlights 'Continue with Google' for an account created with Google, described by the message", async () => {
    const app = await openLogin({
      'POST /api/users/login': {
        status: 400,
        body: { success: false, error: GOOGLE_MESSAGE, code: 'GOOGLE_ACCOUNT', isGoogleUser: true },
      },
    });
    const google = main().getByRole('link', { name: 'Continue with Google' });
    expect(google).not.toHaveClass('google-link--highlight');
    expect(google).not.toHaveAttribute('aria-describedby');

    await signIn(app, 'googler@example.com', 'whatever');

    expect(await screen.findByRole('alert')).toHaveTextContent(GOOGLE_MESSAGE);
    expect(google).toHaveClass('google-link--highlight');
    expect(google).toHaveAccessibleDescription(GOOGLE_MESSAGE);
  });

  it('offers to resend the verification email when the address is not verified yet', async () => {
    const message =
      'Please verify your email address before logging in. Check your inbox for the verification link.';
    const app = await openLogin({
      'POST /api/users/login': {
        status: 403,
        body: { success: false, error: message, emailVerificationRequired: true, email: 'new@example.com' },
      },
    });

    await signIn(app, 'new@example.com', 'Secret1!');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
    expect(main().getByRole('link', { name: 'Continue with Google' })).not.toHaveClass(
      'google-link--highlight',
    );
  });

  it('links to forgot password, sign up, and starts Google sign-in at /api/auth/google', async () => {
    await openLogin();

    expect(main().getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(main().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(main().getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['google_cancelled', 'Google sign-in was cancelled'],
    [
      'google_expired',
      'Your Google sign-in took too long or was started in another browser. Please try again.',
    ],
    ['google_failed', 'Google sign-in failed. Please try again.'],
    [
      'google_not_configured',
      'This shop does not offer Google sign-in. Please sign in with your email and password.',
    ],
    ['google_email_not_verified', 'Your Google email address is not verified'],
  ])('shows why a Google sign-in could not finish for ?error=%s, in its own words', async (code, message) => {
    mockApi({});
    renderApp([`/login?error=${code}`]);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(main().getByRole('alert')).toHaveTextContent(message);
  });

  it.each(['Your account is locked. Call +1 555 0100 now', 'google_cancelled2', 'toString', '__proto__'])(
    'never shows the text of an unknown ?error=%s',
    async (text) => {
      mockApi({});
      renderApp([`/login?error=${encodeURIComponent(text)}`]);
      await screen.findByRole('heading', { level: 1, name: 'Sign In' });
      expect(main().queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(text, { exact: false })).not.toBeInTheDocument();
    },
  );

  it('goes back to the page that asked for a login, with its state, instead of the dashboard', async () => {
    mockApi({
      'POST /api/users/login': { status: 200, body: { success: true, token: 'tok', user: trader } },
      'GET /api/users/me': { status: 200, body: { success: true, user: trader, licenses: [] } },
    });
    const from = {
      pathname: '/payment',
      search: '',
      hash: '',
      state: { planDetails: { planType: 'elite' } },
      key: 'k',
    };
    const app = renderApp([{ pathname: '/login', state: { from } }]);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    await app.user.type(screen.getByLabelText('Email or Username'), 'trader1');
    await app.user.type(screen.getByLabelText('Password'), 'Secret1!');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment'));
    expect(app.router.state.location.state).toEqual({ planDetails: { planType: 'elite' } });
  });
});
