// Who sees the admin panel (spec §2 Admin dashboard, §6): admins on /admin, owners sent to /dashboard,
// visitors without a session to /login; the panel's tabs are an accessible tablist.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, aLicence, meWith } from '../../features/licences/testing/licence-fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

describe('/admin', () => {
  it('shows admins the panel with its Licenses tab selected, then Discounts, Payments and EA Monitoring', async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi({
      'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
      'GET /api/licenses': { status: 200, body: { success: true, licenses: [aLicence()] } },
    });
    const { router } = renderApp(['/admin']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    const tablist = await screen.findByRole('tablist', { name: 'Admin sections' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Licenses',
      'Discounts',
      'Payments',
      'EA Monitoring',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Licenses' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByRole('cell', { name: 'trader1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
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
