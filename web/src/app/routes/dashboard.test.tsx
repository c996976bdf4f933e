// The user dashboard (spec §2 User dashboard, §8): the session gate (keeping the address through sign-in),
// 'Loading dashboard...', the load error, the empty state with the purchase opening in place, licence cards
// with every field, copying a key, quick actions, and administrators sent on to the admin console.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../config/site';
import { elapse, settle } from '../../testing/fake-time';
import { deferredReply, type Handler, mockApi, mockCurrentUser } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ADMIN_SESSION, aLicence, aUser, meWith } from '../../testing/trader-fixtures';

const main = () => within(screen.getByRole('main'));
const card = (licenseKey: string) => screen.getByRole('article', { name: licenseKey });
/** The value shown beside a label on a licence card. */
const field = (licenseKey: string, label: string) =>
  within(card(licenseKey)).getByText(label, { selector: 'dt' }).nextElementSibling;

async function openDashboard(me: Handler) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = mockApi({ 'GET /api/users/me': me });
  const app = renderApp(['/dashboard']);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return { ...app, fetchMock };
}

/** The session's call to /api/users/me succeeds; the dashboard's own calls after it get `reply`. */
function sessionThen(reply: () => { status: number; body: unknown }): Handler {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? meWith([]) : reply();
  };
}

describe('dashboard', () => {
  it('without a stored token goes to /login', async () => {
    const fetchMock = mockCurrentUser({ status: 200, body: { success: true, user: { roles: ['user'] } } });
    const { router } = renderApp(['/dashboard']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Loading dashboard...' until the user and licences are fetched, then welcomes them by username", async () => {
    const me = deferredReply();
    const { fetchMock } = await openDashboard(me.handler);
    expect(main().getByRole('status')).toHaveTextContent('Loading dashboard...');

    me.release(meWith([]));

    expect(await main().findByText('Welcome, trader1')).toBeInTheDocument();
    expect(main().queryByText('Loading dashboard...')).not.toBeInTheDocument();
    // The session, then the licences; the orders list below them makes its own call.
    const sent = fetchMock.mock.calls
      .filter(([input]) => input === '/api/users/me')
      .map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(sent).toEqual(['Bearer session-token', 'Bearer session-token']);
  });

  it('welcomes by email when the account has no username', async () => {
    await openDashboard({
      status: 200,
      body: { success: true, user: { email: 't@example.com', roles: ['user'] }, licenses: [] },
    });

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

  it.each([
    [
      'the server error',
      { status: 500, body: { success: false, error: 'Read model unavailable' } },
      'Read model unavailable',
    ],
    [
      "'Failed to fetch user' when the server gives no reason",
      { status: 502, body: null },
      'Failed to fetch user',
    ],
  ])("shows 'Error Loading Dashboard' with %s", async (_, reply, message) => {
    await openDashboard(sessionThen(() => reply));

    const alert = await main().findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Dashboard' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(new RegExp(`Error Loading Dashboard${message}$`));
    expect(main().queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the exception's message when the licences call gets no answer", async () => {
    await openDashboard(
      sessionThen(() => {
        throw new TypeError('Failed to fetch');
      }),
    );

    const alert = await main().findByRole('alert');
    expect(alert).toHaveTextContent(/^Error Loading DashboardFailed to fetch$/);
  });

  it("without licences offers 'Purchase Your First License', opening the purchase on the dashboard", async () => {
    const { user, router } = await openDashboard(meWith([]));

    const purchase = await main().findByRole('button', { name: 'Purchase Your First License' });
    expect(main().getByText(/You have/)).toHaveTextContent('You have 0 active licenses');
    expect(main().queryByRole('article')).not.toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Purchase Another License' })).not.toBeInTheDocument();

    await user.click(purchase);
    const region = main().getByRole('region', { name: 'Purchase a License' });
    expect(region).toHaveFocus();
    expect(within(region).getByRole('form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(main().queryByRole('region', { name: 'Purchase a License' })).not.toBeInTheDocument();
    expect(purchase).toHaveFocus();
  });

  it('keeps a ?renew= address through signing in', async () => {
    const fetchMock = mockCurrentUser({ status: 200, body: { success: true, user: { roles: ['user'] } } });
    const { router } = renderApp(['/dashboard?renew=5a3e7f10-2b4c-4d6e-8f90-a1b2c3d4e5f6']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard', search: '?renew=5a3e7f10-2b4c-4d6e-8f90-a1b2c3d4e5f6' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a card per licence with every field, and Change only on the active one', async () => {
    await openDashboard(
      meWith([
        aLicence({ accountNumberChanges: 2, changesRemaining: 1 }),
        aLicence({
          _id: '6b4f8021-3c5d-4e7f-9a01-b2c3d4e5f607',
          licenseKey: 'HJKMN-PQRST-UVWXY-Z2345',
          status: 'revoked',
          accountNumber: 55501234,
          expiresAt: undefined,
          updatedAt: '2026-03-01T12:00:00.000Z',
        }),
        aLicence({
          _id: '7c5a9132-4d6e-4f80-8b12-c3d4e5f60718',
          licenseKey: 'QRSTU-VWXYZ-23456-789AB',
          status: 'expired',
          accountNumber: 44401234,
          expiresAt: '2026-01-20T12:00:00.000Z',
        }),
        aLicence({
          _id: '8d6b0243-5e7f-4091-9c23-d4e5f6071829',
          licenseKey: 'CDEFG-HJKMN-PQRST-UVWXY',
          status: 'suspended' as 'active',
        }),
      ]),
    );
    await main().findByText('Welcome, trader1');

    expect(main().getByText(/You have/)).toHaveTextContent('You have 1 active license');
    const keys = [
      'ABCDE-FGHJK-MNPQR-STUVW',
      'HJKMN-PQRST-UVWXY-Z2345',
      'QRSTU-VWXYZ-23456-789AB',
      'CDEFG-HJKMN-PQRST-UVWXY',
    ];
    const articles = main().getAllByRole('article');
    expect(articles).toHaveLength(keys.length);
    for (const [index, article] of articles.entries()) expect(article).toHaveAccessibleName(keys[index]);

    const active = 'ABCDE-FGHJK-MNPQR-STUVW';
    expect(field(active, 'Status')).toHaveTextContent(/^Active$/);
    expect(within(field(active, 'Status') as HTMLElement).getByText('Active')).toHaveClass(
      'status-badge--active',
    );
    expect(field(active, 'Account Number')).toHaveTextContent('12345678');
    expect(within(card(active)).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(within(card(active)).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(field(active, 'Times Changed')).toHaveTextContent(/^2$/);
    expect(field(active, 'Expires')).toHaveTextContent(/^Feb 9, 2026$/);
    expect(field(active, 'Last Updated')).toHaveTextContent(/^Jan 12, 2026$/);

    const revoked = 'HJKMN-PQRST-UVWXY-Z2345';
    expect(within(field(revoked, 'Status') as HTMLElement).getByText('Revoked')).toHaveClass(
      'status-badge--revoked',
    );
    expect(field(revoked, 'Account Number')).toHaveTextContent(/^55501234$/);
    expect(field(revoked, 'Expires')).toHaveTextContent(/^No expiration$/);
    expect(field(revoked, 'Last Updated')).toHaveTextContent(/^Mar 1, 2026$/);

    const expired = 'QRSTU-VWXYZ-23456-789AB';
    expect(within(field(expired, 'Status') as HTMLElement).getByText('Expired')).toHaveClass(
      'status-badge--expired',
    );
    expect(field(expired, 'Expires')).toHaveTextContent(/^Jan 20, 2026$/);

    const other = 'CDEFG-HJKMN-PQRST-UVWXY';
    expect(within(field(other, 'Status') as HTMLElement).getByText('Pending')).toHaveClass(
      'status-badge--pending',
    );

    for (const key of [revoked, expired, other]) {
      expect(within(card(key)).queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
    }
    expect(main().getByRole('button', { name: 'Purchase Another License' })).toBeInTheDocument();
  });

  it("copies the licence key and shows 'Copied!' for 2 seconds", async () => {
    const key = 'ABCDE-FGHJK-MNPQR-STUVW';
    await openDashboard(meWith([aLicence()]));
    await main().findByRole('article', { name: key });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const copy = within(card(key)).getByRole('button', { name: 'Copy' });

    vi.useFakeTimers();
    fireEvent.click(copy);
    await settle();

    expect(writeText).toHaveBeenCalledWith(key);
    expect(copy).toHaveAccessibleName('Copied!');
    await elapse(1_999);
    expect(copy).toHaveAccessibleName('Copied!');
    await elapse(1);
    expect(copy).toHaveAccessibleName('Copy');
  });

  it('links to the live results in a new tab and logs out to /login', async () => {
    const { router, user } = await openDashboard(meWith([]));
    const actions = within(await main().findByRole('region', { name: 'Quick Actions' }));

    const live = actions.getByRole('link', { name: 'View Live Results' });
    expect(live).toHaveAttribute('href', siteConfig.liveResultsUrl);
    expect(live).toHaveAttribute('target', '_blank');

    await user.click(actions.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("sends administrators on to the admin console's Overview", async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi({ 'GET /api/users/me': { status: 200, body: ADMIN_SESSION } });
    const { router } = renderApp(['/dashboard']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/overview');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(main().queryByText(/^Welcome,/)).not.toBeInTheDocument();
  });

  it('sends administrators following an older /dashboard?tab=<id> link to that section', async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi({
      'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
      'GET /api/users': { status: 200, body: { success: true, users: [aUser()] } },
    });
    const { router } = renderApp(['/dashboard?tab=users&userId=abc']);

    expect(await screen.findByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(router.state.location.search).toBe('?userId=abc');
  });
});
