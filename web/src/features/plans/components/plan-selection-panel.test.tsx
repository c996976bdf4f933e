// The admin dashboard's plan selection panel (spec §2 Admin dashboard): the four plans under the tabs,
// each with a Select Plan link to /payment carrying planType, planDuration, price and name.
import { PLANS } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handler, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import { API_PLANS, stateFor } from '../testing/plan-fixtures';

async function openAdmin(plans: Handler) {
  localStorage.setItem('token', 'admin-token');
  mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users': { status: 200, body: { success: true, users: [] } },
    'GET /api/plans': plans,
  });
  const app = renderApp(['/admin/plans']);
  const panel = await screen.findByRole('region', { name: 'Plans' });
  return { ...app, panel: within(panel) };
}

const names = (panel: ReturnType<typeof within>) =>
  panel
    .getAllByRole('article')
    .map((article: HTMLElement) => within(article).getByRole('heading').textContent);

describe('admin plan selection panel', () => {
  it('lists the four plans below the tabs, each with its price and a Select Plan link', async () => {
    const { panel } = await openAdmin({ status: 500, body: null });

    expect(names(panel)).toEqual(PLANS.map((plan) => plan.name));
    expect(panel.getAllByRole('link', { name: 'Select Plan' })).toHaveLength(4);
    expect(
      within(panel.getByRole('article', { name: 'Popular Plan - 3 Months' })).getByText('132.00 USD'),
    ).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Admin sections' });
    expect(
      tablist.compareDocumentPosition(screen.getByRole('region', { name: 'Plans' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the plans the API sends once it answers', async () => {
    const { panel } = await openAdmin({ status: 200, body: { success: true, plans: API_PLANS } });

    await waitFor(() => expect(names(panel)).toEqual(API_PLANS.map((plan) => plan.name)));
  });

  it.each(PLANS.map((plan) => [plan.name, plan] as const))(
    "Select Plan on '%s' goes to /payment with its planDetails",
    async (name, plan) => {
      const { panel, user, router } = await openAdmin({ status: 500, body: null });

      await user.click(
        within(panel.getByRole('article', { name })).getByRole('link', { name: 'Select Plan' }),
      );

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Purchase a License' }),
      ).toBeInTheDocument();
      expect(router.state.location.state).toEqual(stateFor(plan));
    },
  );

  it('carries the starter plan as the spec fixes it: starter, 1month, 49, its name', async () => {
    const { panel, user, router } = await openAdmin({ status: 500, body: null });

    await user.click(
      within(panel.getByRole('article', { name: 'Starter Plan - 1 Month' })).getByRole('link', {
        name: 'Select Plan',
      }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toEqual({
      planDetails: { planType: 'starter', planDuration: '1month', price: 49, name: 'Starter Plan - 1 Month' },
    });
  });
});
