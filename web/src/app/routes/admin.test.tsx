// Who sees the admin console (spec §2 Admin dashboard, §6): admins on /admin/<section>, owners sent to
// /dashboard, visitors without a session to /login; the sections are a vertical tablist of links, each with
// its own address, and older ?tab=<id> links land on the section they name.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ADMIN_SESSION, aLicence, aUser, meWith } from '../../testing/trader-fixtures';

const SECTION_LABELS = [
  'Overview',
  'Users',
  'Licenses',
  'Discounts',
  'Payments',
  'Finance',
  'EA Monitoring',
  'Releases',
  'Support Tickets',
  'Audit Trail',
  'Plans',
];
const SECTION_PATHS = [
  '/admin/overview',
  '/admin/users',
  '/admin/licenses',
  '/admin/discounts',
  '/admin/payments',
  '/admin/finance',
  '/admin/monitoring',
  '/admin/releases',
  '/admin/tickets',
  '/admin/audit',
  '/admin/plans',
];

function signInAsAdmin() {
  localStorage.setItem('token', 'admin-token');
  return mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users?page=1&limit=25': {
      status: 200,
      body: {
        success: true,
        users: [aUser()],
        pagination: { current: 1, pages: 1, total: 1, hasNext: false, hasPrev: false },
      },
    },
    'GET /api/licenses?page=1&limit=25': {
      status: 200,
      body: {
        success: true,
        licenses: [aLicence()],
        pagination: { current: 1, pages: 1, total: 1, hasNext: false, hasPrev: false },
      },
    },
  });
}

const tablist = () => screen.getByRole('tablist', { name: 'Admin sections' });

describe('/admin', () => {
  it('opens the console on its Overview section, with every section a tab linking to its own address', async () => {
    signInAsAdmin();
    const { router } = renderApp(['/admin']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/overview');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(tablist()).toHaveAttribute('aria-orientation', 'vertical');
    const tabs = within(tablist()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(SECTION_LABELS);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(SECTION_PATHS);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((tab) => tab.getAttribute('tabindex') === '0')).toEqual([tabs[0]]);
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('main')).toContainElement(panel);
  });

  it.each(SECTION_PATHS.map((path, index) => [path, SECTION_LABELS[index] as string]))(
    '%s shows the %s section, its tab selected and its title as the page heading',
    async (path, label) => {
      signInAsAdmin();
      const { router } = renderApp([path]);

      expect(await screen.findByRole('tabpanel', { name: label })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(label);
      expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('shows the plan selection panel in its own Plans section only', async () => {
    signInAsAdmin();
    const { user } = renderApp(['/admin/users']);

    const users = await screen.findByRole('tabpanel', { name: 'Users' });
    expect(await within(users).findByRole('rowheader', { name: 'trader1' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Plans' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Plans' }));
    const plans = await screen.findByRole('tabpanel', { name: 'Plans' });
    expect(within(plans).getByRole('region', { name: 'Plans' })).toBeInTheDocument();
  });

  it('navigates between sections as pages, so Back returns to the previous section', async () => {
    signInAsAdmin();
    const { router, user } = renderApp(['/admin/licenses']);

    const licences = await screen.findByRole('tabpanel', { name: 'Licenses' });
    expect(await within(licences).findByRole('rowheader', { name: 'ABCDE-FGHJK-MNPQR-STUVW' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('tabpanel', { name: 'Licenses' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Licenses' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.pathname).toBe('/admin/licenses');
  });

  it('moves the focus between tabs with the arrow keys, Home and End', async () => {
    signInAsAdmin();
    const { user } = renderApp(['/admin/overview']);
    await screen.findByRole('tabpanel', { name: 'Overview' });

    screen.getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Plans' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Plans' })).toHaveFocus();
  });

  it.each([
    ['/admin?tab=finance', '/admin/finance', ''],
    ['/admin?tab=audit&category=licence&entityId=abc', '/admin/audit', '?category=licence&entityId=abc'],
    ['/admin?tab=nothing-like-this', '/admin/overview', ''],
    ['/admin/nothing-like-this', '/admin/overview', ''],
  ])('sends the older address %s on to %s%s', async (from, pathname, search) => {
    signInAsAdmin();
    const { router } = renderApp([from]);

    await screen.findByRole('tabpanel');
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows 'Error Loading Admin Dashboard' with 'Failed to fetch users' when the users cannot load", async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi({
      'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
      'GET /api/users': { status: 500, body: { success: false, error: 'Internal error', code: 'INTERNAL' } },
    });
    renderApp(['/admin/users']);

    const panel = within(await screen.findByRole('tabpanel', { name: 'Users' }));
    const alert = await panel.findByRole('alert', {}, { timeout: 8_000 });
    expect(within(alert).getByRole('heading', { name: 'Error Loading Admin Dashboard' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch users');
    // The other sections still work: the failure belongs to the Users list alone.
    expect(screen.getByRole('tab', { name: 'Licenses' })).toHaveAttribute('href', '/admin/licenses');
  });

  it('sends signed-in non-admins to /dashboard', async () => {
    localStorage.setItem('token', 'session-token');
    const fetchMock = mockApi({ 'GET /api/users/me': meWith([]) });
    const { router } = renderApp(['/admin/licenses']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByText('Welcome, trader1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/licenses'))).toEqual([]);
  });

  it('sends visitors without a stored token to /login', async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp(['/admin']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
