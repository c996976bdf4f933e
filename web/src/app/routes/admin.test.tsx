// Who sees the admin panel (spec §2 Admin dashboard, §6): admins on /admin, owners sent to /dashboard,
// visitors without a session to /login; the panel's tabs are an accessible tablist whose selection is kept
// in the address (?tab=…), and the Users list's load failure is the 'Error Loading Admin Dashboard' screen.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, aLicence, aUser, meWith } from '../../features/licences/testing/licence-fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

describe('/admin', () => {
  it('shows admins the panel with its Users tab selected, then Licenses, Discounts, Payments, Finance, EA Monitoring, Support Tickets and Audit Trail', async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi({
      'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
      'GET /api/users': { status: 200, body: { success: true, users: [aUser()] } },
    });
    const { router } = renderApp(['/admin']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    const tablist = await screen.findByRole('tablist', { name: 'Admin sections' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Users',
      'Licenses',
      'Discounts',
      'Payments',
      'Finance',
      'EA Monitoring',
      'Support Tickets',
      'Audit Trail',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Users' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByRole('rowheader', { name: 'trader1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('opens the tab the address names, keeps the chosen tab in the address, and falls back to Users', async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi({
      'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
      'GET /api/users': { status: 200, body: { success: true, users: [aUser()] } },
      'GET /api/licenses': { status: 200, body: { success: true, licenses: [aLicence()] } },
    });
    const { router, user } = renderApp(['/admin?tab=licenses']);

    const licences = await screen.findByRole('tabpanel', { name: 'Licenses' });
    expect(await within(licences).findByRole('rowheader', { name: 'ABCDE-FGHJK-MNPQR-STUVW' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(router.state.location.search).toBe('?tab=users');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();

    await act(() => router.navigate('/admin?tab=nothing-like-this'));
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows 'Error Loading Admin Dashboard' with 'Failed to fetch users' when the users cannot load", async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi({
      'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
      'GET /api/users': { status: 500, body: { success: false, error: 'Internal error', code: 'INTERNAL' } },
    });
    renderApp(['/admin']);

    const panel = within(await screen.findByRole('tabpanel', { name: 'Users' }));
    const alert = await panel.findByRole('alert', {}, { timeout: 8_000 });
    expect(within(alert).getByRole('heading', { name: 'Error Loading Admin Dashboard' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch users');
    // The other tabs still work: the failure belongs to the Users list alone.
    expect(screen.getByRole('tab', { name: 'Licenses' })).toBeEnabled();
  });

  it('sends signed-in non-admins to /dashboard', async () => {
    localStorage.setItem('token', 'session-token');
    const fetchMock = mockApi({ 'GET /api/users/me': meWith([]) });
    const { router } = renderApp(['/admin']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByText('Welcome, trader1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/licenses');
  });

  it('sends visitors without a stored token to /login', async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp(['/admin']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
