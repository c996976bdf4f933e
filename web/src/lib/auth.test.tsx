// Session rules of spec §4: the Google redirect's token, the stored token, and use outside the provider.
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, mockCurrentUser } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { useAuth } from './auth';

const trader = { success: true, user: { username: 'trader1', roles: ['user'] }, licenses: [] };

describe('session', () => {
  it('takes a token from the query, stores it, rewrites the address to /dashboard and signs in', async () => {
    const fetchMock = mockCurrentUser({ status: 200, body: trader });
    const { router } = renderApp(['/?token=google-token']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('token')).toBe('google-token');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // The landing page may ask for its plans first; the session's own call is the one to look at.
    const session = fetchMock.mock.calls.find(([input]) => String(input) === '/api/users/me');
    expect(new Headers(session?.[1]?.headers).get('Authorization')).toBe('Bearer google-token');
  });

  it('prefers the token in the query over an older stored one', async () => {
    localStorage.setItem('token', 'old-token');
    const fetchMock = mockCurrentUser({ status: 200, body: trader });
    renderApp(['/login?token=new-token']);

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(localStorage.getItem('token')).toBe('new-token');
    const sent = fetchMock.mock.calls.map((call) => new Headers(call[1]?.headers).get('Authorization'));
    expect(sent).not.toContain('Bearer old-token');
  });

  it.each(['/verify-email', '/reset-password'])(
    'leaves the one-time token on %s alone: it is not a session token',
    async (path) => {
      const fetchMock = mockCurrentUser({ status: 200, body: trader });
      const { router } = renderApp([`${path}?token=one-time`]);

      await screen.findByRole('heading', { level: 1 });
      expect(router.state.location.pathname).toBe(path);
      expect(router.state.location.search).toBe('?token=one-time');
      expect(localStorage.getItem('token')).toBeNull();
      // The page may spend the token on its own call (verify-email does); the session never sends it.
      expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/users/me');
      const authorizations = fetchMock.mock.calls.map(([, init]) =>
        new Headers(init?.headers).get('Authorization'),
      );
      expect(authorizations).not.toContain('Bearer one-time');
    },
  );

  it('with no token anywhere, ends signed out without asking the API for a user', async () => {
    const fetchMock = mockCurrentUser({ status: 200, body: trader });
    renderApp(['/']);
    await screen.findByRole('heading', { level: 1 });

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    // The landing page's only calls are public (the plan list and the performance figures), sent without a token.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input)).sort()).toEqual([
        '/api/metrics/planzea',
        '/api/plans',
      ]),
    );
    for (const [, init] of fetchMock.mock.calls)
      expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('useAuth outside an AuthProvider fails loudly', () => {
    // React reports the render error to the console as well; the assertion below is what matters.
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('logout', () => {
  it('ends the session on the server with the token, and forgets it locally even when that call fails', async () => {
    localStorage.setItem('token', 'session-token');
    const fetchMock = mockApi({
      'GET /api/users/me': { status: 200, body: trader },
      'POST /api/users/logout': { status: 500, body: { success: false, error: 'Internal Server Error' } },
    });
    const { router, user } = renderApp(['/dashboard']);
    await screen.findByRole('heading', { level: 1 });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));

    await user.click(await nav.findByRole('button', { name: 'Logout' }));

    expect(await nav.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/users/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
  });
});
