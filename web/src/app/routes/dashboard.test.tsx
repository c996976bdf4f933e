// The dashboard's session gate (spec §2 User dashboard): no token sends the visitor to /login; with one,
// 'Loading dashboard...' until the user is known, then the welcome line.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, mockApi, mockCurrentUser } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const main = () => within(screen.getByRole('main'));

describe('dashboard', () => {
  it('without a stored token goes to /login', async () => {
    const fetchMock = mockCurrentUser({ status: 200, body: { success: true, user: { roles: ['user'] } } });
    const { router } = renderApp(['/dashboard']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Loading dashboard...' until the user is fetched, then welcomes them by username", async () => {
    localStorage.setItem('token', 'session-token');
    const me = deferredReply();
    mockApi({ 'GET /api/users/me': me.handler });
    renderApp(['/dashboard']);

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(main().getByRole('status')).toHaveTextContent('Loading dashboard...');

    me.release({
      status: 200,
      body: { success: true, user: { username: 'trader1', email: 't@example.com', roles: ['user'] } },
    });

    expect(await main().findByText('Welcome, trader1')).toBeInTheDocument();
    expect(main().queryByText('Loading dashboard...')).not.toBeInTheDocument();
  });

  it('welcomes by email when the account has no username', async () => {
    localStorage.setItem('token', 'session-token');
    mockCurrentUser({
      status: 200,
      body: { success: true, user: { email: 't@example.com', roles: ['user'] } },
    });
    renderApp(['/dashboard']);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    expect(await main().findByText('Welcome, t@example.com')).toBeInTheDocument();
  });

  it('goes to /login, forgetting the token, when the stored token is refused', async () => {
    localStorage.setItem('token', 'expired-token');
    mockCurrentUser({ status: 401, body: { success: false, error: 'Unauthorized' } });
    const { router } = renderApp(['/dashboard']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
