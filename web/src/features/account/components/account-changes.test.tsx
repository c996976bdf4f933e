// Account settings' other changes: the password (fresh token kept, broken rules listed), ending the other
// sessions (fresh token kept), and the authenticator app's removal and new recovery codes, each proven by
// a code and refused in the server's words.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { aSecurity, RECOVERY_CODES, securityReply } from '../testing/security-fixtures';

const SESSION = {
  success: true,
  user: { _id: 'u1', username: 'trader1', roles: ['user'], twoFactorEnabled: true },
  licenses: [],
};
const OTHER_SESSION = {
  id: 's2',
  method: 'google' as const,
  startedAt: '2026-11-20T12:00:00.000Z',
  secondFactorAt: '2026-11-20T12:01:00.000Z',
  userAgent: null,
  current: false,
};

async function openSettings(handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'first-session');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: SESSION },
    'GET /api/users/me/security': securityReply(
      aSecurity({
        totpEnabled: true,
        recoveryCodesLeft: 3,
        sessions: [...aSecurity().sessions, OTHER_SESSION],
      }),
    ),
    ...handlers,
  });
  const app = renderApp(['/account']);
  await screen.findByRole('region', { name: 'Sessions' });
  return { ...app, fetchMock };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('password change', () => {
  it('keeps the session under the new token and says so', async () => {
    const app = await openSettings({
      'POST /api/users/me/password': {
        status: 200,
        body: { success: true, message: 'Password changed', token: 'changed-session' },
      },
    });
    const password = section('Password');

    await app.user.type(password.getByLabelText('Current password'), 'Old1!pass');
    await app.user.type(password.getByLabelText('New password'), 'N3w!Password');
    await app.user.type(password.getByLabelText('Confirm new password'), 'N3w!Password');
    await app.user.click(password.getByRole('button', { name: 'Change password' }));

    expect(await password.findByText('Password changed')).toBeInTheDocument();
    expect(requestsTo(app.fetchMock, 'POST /api/users/me/password')).toEqual([
      { currentPassword: 'Old1!pass', newPassword: 'N3w!Password' },
    ]);
    expect(localStorage.getItem('token')).toBe('changed-session');
    expect(password.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the confirmation before sending, and lists the rules the server says are broken', async () => {
    const app = await openSettings({
      'POST /api/users/me/password': {
        status: 400,
        body: {
          success: false,
          error: 'Password does not meet requirements',
          code: 'PASSWORD_REQUIREMENTS',
          passwordErrors: ['At least one special character'],
        },
      },
    });
    const password = section('Password');
    await app.user.type(password.getByLabelText('Current password'), 'Old1!pass');
    await app.user.type(password.getByLabelText('New password'), 'weakpassword');
    await app.user.type(password.getByLabelText('Confirm new password'), 'weakpasswort');
    await app.user.click(password.getByRole('button', { name: 'Change password' }));

    expect(password.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(requestsTo(app.fetchMock, 'POST /api/users/me/password')).toEqual([]);

    await app.user.clear(password.getByLabelText('Confirm new password'));
    await app.user.type(password.getByLabelText('Confirm new password'), 'weakpassword');
    await app.user.click(password.getByRole('button', { name: 'Change password' }));

    const alert = await password.findByText('Password does not meet requirements');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('At least one special character');
    expect(localStorage.getItem('token')).toBe('first-session');
  });
});

describe('sessions', () => {
  it('lists each session and signs out of the others under a fresh token', async () => {
    const app = await openSettings({
      'POST /api/users/me/sessions/end-others': {
        status: 200,
        body: { success: true, message: 'Signed out of all other sessions', token: 'only-session' },
      },
    });
    const sessions = section('Sessions');
    const items = within(sessions.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chrome on Windows This devicePassword · Started .* · No second factor$/),
      expect.stringMatching(/^Unknown deviceGoogle · Started .* · Second factor used$/),
    ]);

    await app.user.click(sessions.getByRole('button', { name: 'Sign out of all other sessions' }));

    expect(await sessions.findByText('Signed out of all other sessions')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('only-session');
  });
});

describe('authenticator app, once enabled', () => {
  it('shows the recovery codes left and renews them after a code', async () => {
    const app = await openSettings({
      'POST /api/users/me/recovery-codes': {
        status: 200,
        body: { success: true, recoveryCodes: RECOVERY_CODES },
      },
    });
    const twoFactor = section('Two-factor authentication');
    expect(twoFactor.getByText('3 recovery codes left')).toBeInTheDocument();

    await app.user.click(twoFactor.getByRole('button', { name: 'Regenerate recovery codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Regenerate recovery codes' }));
    await app.user.type(dialog.getByLabelText('Authentication code'), '123456');

    const codes = within(await screen.findByRole('region', { name: 'Recovery codes' }));
    expect(codes.getAllByRole('listitem')).toHaveLength(10);
    expect(requestsTo(app.fetchMock, 'POST /api/users/me/recovery-codes')).toEqual([{ code: '123456' }]);
  });

  it("keeps an admin's last factor, saying why in the server's words", async () => {
    const app = await openSettings({
      'POST /api/users/me/totp/disable': {
        status: 409,
        body: {
          success: false,
          error: 'Admins must keep at least one second factor',
          code: 'SECOND_FACTOR_REQUIRED_FOR_ADMINS',
        },
      },
    });

    await app.user.click(section('Two-factor authentication').getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove authenticator app' }));
    await app.user.click(dialog.getByRole('button', { name: 'Use a recovery code' }));
    await app.user.type(dialog.getByLabelText('Recovery code'), 'abcde-12345');
    await app.user.click(dialog.getByRole('button', { name: 'Remove' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Admins must keep at least one second factor');
    expect(requestsTo(app.fetchMock, 'POST /api/users/me/totp/disable')).toEqual([{ code: 'abcde-12345' }]);
  });
});
