// The registration page (spec §2 Signup, §5 Signup, §8 Registration): each validation message, the
// request sent, the way on to /email-verification-pending, and server failures.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const STRONG = 'Tr4der!Pass';
const main = () => within(screen.getByRole('main'));

async function openSignup(handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi(handlers);
  const app = renderApp(['/signup']);
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  return { ...app, fetchMock };
}

type Values = { username?: string; email?: string; password?: string; confirm?: string };

async function fillAndSubmit(app: Awaited<ReturnType<typeof openSignup>>, values: Values) {
  if (values.username) await app.user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await app.user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await app.user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await app.user.type(screen.getByLabelText('Confirm Password'), values.confirm);
  await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('signup form', () => {
  it('requires username, email and password, and sends nothing', async () => {
    const app = await openSignup();

    await fillAndSubmit(app, {});

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(app.fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Passwords do not match' when the confirmation is empty or differs", async () => {
    const app = await openSignup();

    await fillAndSubmit(app, { username: 'trader1', email: 'trader@example.com', password: STRONG });
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');

    await app.user.type(screen.getByLabelText('Confirm Password'), `${STRONG}x`);
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByRole('alert')).toHaveTextContent(/^Passwords do not match$/);
    expect(requestsTo(app.fetchMock, 'POST /api/users')).toEqual([]);
  });

  it('refuses a password that breaks the policy', async () => {
    const app = await openSignup();

    await fillAndSubmit(app, {
      username: 'trader1',
      email: 'trader@example.com',
      password: 'password',
      confirm: 'password',
    });

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please ensure your password meets all security requirements',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(requestsTo(app.fetchMock, 'POST /api/users')).toEqual([]);
  });

  it('refuses an email address without a domain', async () => {
    const app = await openSignup();

    await fillAndSubmit(app, { username: 'trader1', email: 'trader@', password: STRONG, confirm: STRONG });

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(requestsTo(app.fetchMock, 'POST /api/users')).toEqual([]);
  });

  it('shows the strength meter while the password is typed', async () => {
    const app = await openSignup();

    await app.user.type(screen.getByLabelText('Password'), 'Abcdefg1!');

    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '6');
    expect(main().getByText('Strong')).toBeInTheDocument();
  });

  it('registers and goes on to /email-verification-pending with the email', async () => {
    const app = await openSignup({
      'POST /api/users': {
        status: 201,
        body: {
          success: true,
          message: 'Registration successful! Please check your email to verify your account.',
        },
      },
    });

    await fillAndSubmit(app, {
      username: 'trader1',
      email: 'trader@example.com',
      password: STRONG,
      confirm: STRONG,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/email-verification-pending');
    expect(app.router.state.location.state).toEqual({ email: 'trader@example.com' });
    expect(main().getByText('trader@example.com')).toBeInTheDocument();
    expect(requestsTo(app.fetchMock, 'POST /api/users')).toEqual([
      { username: 'trader1', email: 'trader@example.com', password: STRONG },
    ]);
  });

  it("shows the server's error and its list of broken password rules", async () => {
    const app = await openSignup({
      'POST /api/users': {
        status: 400,
        body: {
          success: false,
          error:
            'Password requirements not met: Password is too common, please choose a more secure password',
          code: 'WEAK_PASSWORD',
          passwordErrors: ['Password is too common, please choose a more secure password'],
          passwordStrength: { score: 6, strength: 'Strong', color: '#16a34a' },
        },
      },
    });

    await fillAndSubmit(app, {
      username: 'trader1',
      email: 'trader@example.com',
      password: STRONG,
      confirm: STRONG,
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/^Password requirements not met: /)).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Password is too common, please choose a more secure password']);
    expect(app.router.state.location.pathname).toBe('/signup');
  });

  it("shows the server's reason ('This username is already taken'), or 'Registration failed' without one", async () => {
    const app = await openSignup({
      'POST /api/users': {
        status: 409,
        body: { success: false, error: 'This username is already taken' },
      },
    });
    await fillAndSubmit(app, {
      username: 'trader1',
      email: 'trader@example.com',
      password: STRONG,
      confirm: STRONG,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This username is already taken$/);

    mockApi({ 'POST /api/users': { status: 500, body: {} } });
    await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });

  it.each([
    ['its own message', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ["'Sign up failed' when it has none", new TypeError(''), 'Sign up failed'],
  ])('shows a call that got no answer with %s', async (_, thrown, text) => {
    const app = await openSignup({
      'POST /api/users': () => {
        throw thrown;
      },
    });
    await fillAndSubmit(app, {
      username: 'trader1',
      email: 'trader@example.com',
      password: STRONG,
      confirm: STRONG,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('offers Google sign-in, the terms, the privacy policy and sign-in', async () => {
    await openSignup();

    expect(main().getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    expect(main().getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(main().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(main().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});
