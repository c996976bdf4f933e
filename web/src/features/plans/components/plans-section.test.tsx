// The landing page's plans (spec §2 Landing page, §3 Plan, §9 Prices): four cards from GET /api/plans,
// the built-in plans while it loads or when it fails, and links to /payment carrying planDetails.
import { PLANS } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { deferredReply, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { API_PLANS, stateFor } from '../testing/plan-fixtures';

const PLANS_CALL = 'GET /api/plans';
const section = () => screen.getByRole('region', { name: 'Choose Your Plan' });
const cards = () => within(section()).getAllByRole('article');
const card = (name: string) => within(within(section()).getByRole('article', { name }));
const cardNames = () => cards().map((article) => within(article).getByRole('heading').textContent);

async function openLanding(reply: Parameters<typeof mockApi>[0][string]) {
  const fetchMock = mockApi({ [PLANS_CALL]: reply });
  const app = renderApp(['/']);
  await screen.findByRole('region', { name: 'Choose Your Plan' });
  return { ...app, fetchMock };
}

describe('landing page plans', () => {
  it('sits under the hero as the #plans section, with a heading', async () => {
    await openLanding({ status: 200, body: { success: true, plans: API_PLANS } });

    expect(section()).toHaveAttribute('id', 'plans');
    expect(
      within(section()).getByRole('heading', { level: 2, name: 'Choose Your Plan' }),
    ).toBeInTheDocument();
    const hero = screen.getByRole('heading', { level: 1, name: 'MT5 Robot' });
    expect(hero.compareDocumentPosition(section()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the four plans the API sends, with price, monthly price, saving, badge and description', async () => {
    const { fetchMock } = await openLanding({ status: 200, body: { success: true, plans: API_PLANS } });

    await waitFor(() =>
      expect(cardNames()).toEqual([
        'Starter Plan - 1 Month (API)',
        'Popular Plan - 3 Months (API)',
        'Elite Plan - 6 Months (API)',
        'Professional Plan - One Year (API)',
      ]),
    );
    const popular = within(section()).getByRole('article', { name: 'Popular Plan - 3 Months (API)' });
    expect(popular).toHaveTextContent(
      /^Most PopularPopular Plan - 3 Months \(API\)133\.00 USD for 3 Months45\.00 USD \/ monthSave 14\.00 USDFrom the API: Three months/,
    );
    // The starter plan saves nothing, so it says nothing about saving; it has no badge either.
    const starter = within(section()).getByRole('article', { name: 'Starter Plan - 1 Month (API)' });
    expect(starter).toHaveTextContent(
      /^Starter Plan - 1 Month \(API\)50\.00 USD for 1 Month50\.00 USD \/ monthFrom the API/,
    );
    expect(starter).not.toHaveTextContent(/Save/);
    expect(requestsTo(fetchMock, PLANS_CALL)).toHaveLength(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('shows the built-in plans while the API has not answered, then the API ones', async () => {
    const reply = deferredReply();
    await openLanding(reply.handler);

    expect(cardNames()).toEqual(PLANS.map((plan) => plan.name));
    expect(card('Professional Plan - One Year').getByText('348.00 USD')).toBeInTheDocument();
    expect(card('Professional Plan - One Year').getByText('29.00 USD / month')).toBeInTheDocument();
    expect(card('Professional Plan - One Year').getByText('Save 240.00 USD')).toBeInTheDocument();
    expect(card('Professional Plan - One Year').getByText('Best Value')).toBeInTheDocument();

    reply.release({ status: 200, body: { success: true, plans: API_PLANS } });

    await waitFor(() => expect(cardNames()).toEqual(API_PLANS.map((plan) => plan.name)));
  });

  it.each([
    ['fails', { status: 500, body: { success: false, error: 'Internal Server Error', code: 'INTERNAL' } }],
    ['sends no plans', { status: 200, body: { success: true, plans: [] } }],
  ])('keeps the built-in plans when the API %s', async (_, reply) => {
    const { fetchMock } = await openLanding(reply);
    await waitFor(() => expect(requestsTo(fetchMock, PLANS_CALL).length).toBeGreaterThan(0));

    expect(cards()).toHaveLength(4);
    expect(cardNames()).toEqual([
      'Starter Plan - 1 Month',
      'Popular Plan - 3 Months',
      'Elite Plan - 6 Months',
      'Professional Plan - One Year',
    ]);
    expect(card('Elite Plan - 6 Months').getByText('Save 60.00 USD')).toBeInTheDocument();
  });

  it.each(PLANS.map((plan) => [plan.name, plan] as const))(
    "'%s' links to /payment carrying its planDetails (through the login when signed out)",
    async (name, plan) => {
      const { user, router } = await openLanding({ status: 500, body: null });

      const link = card(name).getByRole('link', { name: 'Get Started' });
      expect(link).toHaveAttribute('href', '/payment');
      await user.click(link);

      // The payment page needs a login; the login page keeps where the visitor was going.
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      const { from } = router.state.location.state as { from: { pathname: string; state: unknown } };
      expect(from.pathname).toBe('/payment');
      expect(from.state).toEqual(stateFor(plan));
    },
  );

  it('carries the API figures when the API answered', async () => {
    const { user, router } = await openLanding({ status: 200, body: { success: true, plans: API_PLANS } });
    await within(section()).findByRole('article', { name: 'Elite Plan - 6 Months (API)' });

    await user.click(card('Elite Plan - 6 Months (API)').getByRole('link', { name: 'Get Started' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((router.state.location.state as { from: { state: unknown } }).from.state).toEqual({
      planDetails: {
        planType: 'elite',
        planDuration: '6months',
        price: 235,
        name: 'Elite Plan - 6 Months (API)',
      },
    });
  });

  it('is where /#plans lands', async () => {
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    mockApi({});
    renderApp(['/#plans']);

    await screen.findByRole('region', { name: 'Choose Your Plan' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(section());
  });
});
