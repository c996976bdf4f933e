// Session rules: the Google redirect's one-time code (only on /dashboard), the stored token, and use
// outside the provider.
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, mockCurrentUser, requestsTo } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { useAuth } from './auth';

const trader = { success: true, user: { username: 'trader1', roles: ['user'] }, licenses: [] };

describe('session', () => {
  it('trades the one-time code on /dashboard for the session, stores it and rewrites the address', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/google/session': { status: 200, body: { success: true, token: 'google-session' } },
      'GET /api/users/me': { status: 200, body: trader },
    });
    const { router } = renderApp(['/dashboard?token=one-time-code']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The code leaves the address in the effect after the page's first render, which may come first.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(localStorage.getItem('token')).toBe('google-session'));
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth/google/session')).toEqual([{ code: 'one-time-code' }]);
    const authorizations = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Authorization'),
    );
    expect(authorizations).toContain('Bearer google-session');
    expect(authorizations).not.toContain('Bearer one-time-code');
  });

  it.each(['/', '/login', '/support', '/payment'])(
    'never takes ?token= as a session on %s, and keeps the stored one',
    async (path) => {
      localStorage.setItem('token', 'my-session');
      const fetchMock = mockCurrentUser({ status: 200, body: trader });
      const { router } = renderApp([`${path}?token=attackers-session`]);

      await screen.findByRole('heading', { level: 1 });
      expect(router.state.location.search).toContain('token=attackers-session');
      expect(localStorage.getItem('token')).toBe('my-session');
      const sent = fetchMock.mock.calls.map(([input, init]) => [
        String(input),
        new Headers(init?.headers).get('Authorization'),
      ]);
      expect(sent.map(([input]) => input)).not.toContain('/api/auth/google/session');
      expect(sent.map(([, authorization]) => authorization)).not.toContain('Bearer attackers-session');
    },
  );

  it('asks before a Google sign-in replaces another signed-in account, and stays when told to', async () => {
    localStorage.setItem('token', 'my-session');
    const other = { success: true, user: { _id: 'u2', username: 'other2', roles: ['user'] }, licenses: [] };
    const mine = { success: true, user: { _id: 'u1', username: 'trader1', roles: ['user'] }, licenses: [] };
    mockApi({
      'POST /api/auth/google/session': { status: 200, body: { success: true, token: 'google-session' } },
      'GET /api/users/me': ({ headers }) => ({
        status: 200,
        body: headers.get('Authorization') === 'Bearer google-session' ? other : mine,
      }),
    });
    const { router, user } = renderApp(['/dashboard?token=one-time-code']);

    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'You are signed in as trader1. Switch to the account you just used with Google (other2)?',
    );
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('token')).toBe('my-session');

    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('my-session');
  });

  it('switches to the Google account when told to', async () => {
    localStorage.setItem('token', 'my-session');
    const other = { success: true, user: { _id: 'u2', username: 'other2', roles: ['user'] }, licenses: [] };
    const mine = { success: true, user: { _id: 'u1', username: 'trader1', roles: ['user'] }, licenses: [] };
    mockApi({
      'POST /api/auth/google/session': { status: 200, body: { success: true, token: 'google-session' } },
      'GET /api/users/me': ({ headers }) => ({
        status: 200,
        body: headers.get('Authorization') === 'Bearer google-session' ? other : mine,
      }),
    });
    const { user } = renderApp(['/dashboard?token=one-time-code']);

    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('google-session'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a readable error on /login when the code cannot be exchanged', async () => {
    mockApi({
      'POST /api/auth/google/session': {
        status: 401,
        body: { success: false, error: 'refused', code: 'GOOGLE_SESSION_REFUSED' },
      },
    });
    const { router } = renderApp(['/dashboard?token=one-time-code']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      'This Google sign-in could not be finished in this browser. Please sign in with Google again.',
    );
    expect(localStorage.getItem('token')).toBeNull();
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
    // The landing page's only calls are public (the plan list, the performance figures and the track
    // record's seals), sent without a token; a call the mock refuses may be retried, so each counts once.
    await waitFor(() =>
      expect([...new Set(fetchMock.mock.calls.map(([input]) => String(input)))].sort()).toEqual([
        '/api/metrics/planzea',
        '/api/plans',
        '/api/track-record',
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
