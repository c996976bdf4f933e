// The console keeps admins without a second factor out, as the server does: an admin call refused for want
// of one set up sends them to set it up; refused for a session that skipped it signs them out, with why.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ADMIN_SESSION } from '../../testing/sessions';

const USERS_CALL = 'GET /api/users?page=1&limit=25';

function refusal(code: string, error: string) {
  return { status: 403, body: { success: false, error, code, secondFactorSetupRequired: false } };
}

function openUsersSection(usersReply: ReturnType<typeof refusal>) {
  localStorage.setItem('token', 'admin-token');
  mockApi({
    'GET /api/users/me': {
      status: 200,
      body: { ...ADMIN_SESSION, user: { ...ADMIN_SESSION.user, twoFactorEnabled: true } },
    },
    'GET /api/users/me/security': { status: 500, body: null },
    [USERS_CALL]: usersReply,
  });
  return renderApp(['/admin/users']);
}

describe('admin console second-factor refusals', () => {
  it('sends an admin whose calls need a second factor set up to the setup', async () => {
    const { router } = openUsersSection(
      refusal(
        'TWO_FACTOR_SETUP_REQUIRED',
        'Admins must set up two-factor authentication before using the admin panel.',
      ),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(router.state.location.search).toBe('?setup=required');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('admin-token');
  });

  it('signs out a session that skipped the second factor and says why on the sign-in page', async () => {
    const { router } = openUsersSection(
      refusal('TWO_FACTOR_REQUIRED', 'Sign in with your second factor to use the admin panel.'),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sign in with your second factor to use the admin panel.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leaves other refusals to the section', async () => {
    const { router } = openUsersSection(refusal('FORBIDDEN', 'Admin access required'));

    expect(await screen.findByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();
    await screen.findByText('Failed to fetch users');
    expect(router.state.location.pathname).toBe('/admin/users');
  });
});
