// The sign-in's second step: after a password (or Google) the account's second factor is asked for in the
// same card; a code goes by itself at its sixth digit, a recovery code on Verify; refusals are the server's
// words with the tries left, and an expired challenge starts the sign-in again.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { CHALLENGE, TRADER } from '../testing/two-factor-fixtures';

const SIGNED_IN = { status: 200, body: { success: true, token: 'full-session', user: TRADER } };
const ME = { status: 200, body: { success: true, user: TRADER, licenses: [] } };

async function reachSecondStep(handlers: Record<string, Handler>, challenge: object = CHALLENGE) {
  const fetchMock = mockApi({
    'POST /api/users/login': { status: 200, body: challenge },
    'GET /api/users/me': ME,
    ...handlers,
  });
  const app = renderApp(['/login']);
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  await app.user.type(screen.getByLabelText('Email or Username'), 'trader1');
  await app.user.type(screen.getByLabelText('Password'), 'Secret1!');
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { level: 2, name: 'Two-factor authentication' });
  return { ...app, fetchMock };
}

describe('second sign-in step', () => {
  it('asks for the code in the same card, sends it at the sixth digit and starts the session', async () => {
    const app = await reachSecondStep({ 'POST /api/users/login/two-factor': SIGNED_IN });

    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    await app.user.type(code, '12a3456');

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(app.fetchMock, 'POST /api/users/login/two-factor')).toEqual([
      { challengeToken: 'challenge-1', code: '123456' },
    ]);
    expect(localStorage.getItem('token')).toBe('full-session');
  });

  it('takes a recovery code instead, sent on Verify', async () => {
    const app = await reachSecondStep({ 'POST /api/users/login/two-factor': SIGNED_IN });

    await app.user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(app.fetchMock, 'POST /api/users/login/two-factor')).toEqual([
      { challengeToken: 'challenge-1', recoveryCode: 'abcde-12345' },
    ]);
  });

  it("shows a wrong code's refusal in the server's words with the tries left, and empties the field", async () => {
    const app = await reachSecondStep({
      'POST /api/users/login/two-factor': {
        status: 401,
        body: {
          success: false,
          error: 'Invalid authentication code',
          code: 'TWO_FACTOR_CODE_INVALID',
          attemptsLeft: 4,
        },
      },
    });

    await app.user.type(screen.getByLabelText('Authentication code'), '000000');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid authentication code. 4 attempts left.',
    );
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(app.router.state.location.pathname).toBe('/login');
  });

  it('asks for six digits before sending anything', async () => {
    const app = await reachSecondStep({});

    await app.user.type(screen.getByLabelText('Authentication code'), '123');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app',
    );
    expect(requestsTo(app.fetchMock, 'POST /api/users/login/two-factor')).toEqual([]);
  });

  it('goes back to the first step with the server message when the challenge has expired', async () => {
    const app = await reachSecondStep({
      'POST /api/users/login/two-factor': {
        status: 401,
        body: {
          success: false,
          error: 'Too many wrong codes. Please log in again.',
          code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
        },
      },
    });

    await app.user.type(screen.getByLabelText('Authentication code'), '000000');

    expect(await screen.findByLabelText('Email or Username')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Two-factor authentication' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Too many wrong codes\. Please log in again\.$/);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('offers a passkey only to accounts that have one', async () => {
    await reachSecondStep({});
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });

  it('offers a passkey when the challenge lists it', async () => {
    await reachSecondStep({}, { ...CHALLENGE, methods: ['totp', 'recovery', 'passkey'] });
    const step = within(screen.getByRole('form', { name: 'Two-factor authentication' }));
    expect(step.getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
  });

  it('takes over a Google sign-in that needs the second factor', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/google/session': { status: 200, body: CHALLENGE },
      'POST /api/users/login/two-factor': SIGNED_IN,
      'GET /api/users/me': ME,
    });
    const app = renderApp(['/dashboard?token=one-time-code']);

    await screen.findByRole('heading', { level: 2, name: 'Two-factor authentication' });
    expect(app.router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    await app.user.type(screen.getByLabelText('Authentication code'), '654321');

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(fetchMock, 'POST /api/users/login/two-factor')).toEqual([
      { challengeToken: 'challenge-1', code: '654321' },
    ]);
    expect(localStorage.getItem('token')).toBe('full-session');
  });
});
