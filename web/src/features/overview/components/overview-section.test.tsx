// The admin Overview section: the figures of GET /api/admin/overview as cards (money as USD with two
// decimals), each a link to its filtered list; the loading, error (with a retry that asks again) and empty
// states.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { queryConfig } from '../../../lib/react-query';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import type { Overview } from '../api/get-overview';
import { OverviewSection } from './overview-section';

const OVERVIEW = 'GET /api/admin/overview';

const totals = (netCents: number, extra: Partial<Overview['revenue']['today']> = {}) => ({
  grossCents: netCents,
  refundsCents: 0,
  netCents,
  payments: 1,
  refunds: 0,
  ...extra,
});

const FIGURES: Overview = {
  revenue: {
    today: totals(4_900),
    last7Days: totals(123_450, { grossCents: 128_350, refundsCents: 4_900, payments: 12, refunds: 1 }),
    last30Days: totals(123_456_789, { payments: 240 }),
  },
  orders: { awaitingPayment: 3, verifying: 2 },
  paymentsNeedingDecision: 5,
  licences: { active: 1_204, expiringWithin7Days: 17 },
  robots: { online: 950, offline: 254 },
  openTickets: 6,
  asOf: '2026-03-16T12:00:00.000Z',
};

const EMPTY: Overview = {
  revenue: {
    today: totals(0, { payments: 0 }),
    last7Days: totals(0, { payments: 0 }),
    last30Days: totals(0, { payments: 0 }),
  },
  orders: { awaitingPayment: 0, verifying: 0 },
  paymentsNeedingDecision: 0,
  licences: { active: 0, expiringWithin7Days: 0 },
  robots: { online: 0, offline: 0 },
  openTickets: 0,
  asOf: '2026-03-16T12:00:00.000Z',
};

const reply = (overview: Overview) => ({ status: 200, body: { success: true, overview } });

function renderSection(handler: Handler) {
  const fetchMock = mockApi({ [OVERVIEW]: handler });
  // No automatic retry: the error state shows at once, and the test's own retry is the one that asks again.
  const client = new QueryClient({ defaultOptions: { queries: { ...queryConfig.queries, retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OverviewSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

/** The card whose link names `label`, and where it leads. */
async function card(label: string) {
  const escaped = label.replace(/[()]/g, '\\$&');
  const link = await screen.findByRole('link', { name: new RegExp(`^${escaped}`) });
  return { link, href: link.getAttribute('href') };
}

describe('the Overview section', () => {
  it('shows every figure as a card linking to its filtered list', async () => {
    renderSection(reply(FIGURES));

    const expected: [label: string, value: string, href: string][] = [
      ['Net revenue today (UTC)', '49.00 USD', '/admin/finance'],
      ['Net revenue, last 7 days', '1,234.50 USD', '/admin/finance'],
      ['Net revenue, last 30 days', '1,234,567.89 USD', '/admin/finance'],
      ['Orders awaiting payment', '3', '/admin/payments?status=pending'],
      ['Payments verifying', '2', '/admin/payments?status=verifying'],
      ['Payments needing a decision', '5', '/admin/payments?status=needs_decision'],
      ['Active licences', '1,204', '/admin/licenses?status=active'],
      ['Licences expiring within 7 days', '17', '/admin/licenses?expiring=7'],
      ['Robots online', '950', '/admin/monitoring?status=online'],
      ['Robots offline', '254', '/admin/monitoring?status=offline'],
      ['Open tickets', '6', '/admin/tickets?status=open'],
    ];
    for (const [label, value, href] of expected) {
      const found = await card(label);
      expect(found.href, label).toBe(href);
      expect(within(found.link).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link')).toHaveLength(expected.length);

    const week = (await card('Net revenue, last 7 days')).link;
    expect(week).toHaveTextContent('12 payments, 1 refund (49.00 USD)');
    expect(screen.getByText(new RegExp(formatDateTime(FIGURES.asOf)))).toBeInTheDocument();
    expect(screen.queryByText(/Nothing to show yet/)).not.toBeInTheDocument();
  });

  it('says it is loading until the figures arrive', async () => {
    const held = deferredReply();
    renderSection(held.handler);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the overview...');
    held.release(reply(FIGURES));
    expect(await screen.findByRole('link', { name: /^Open tickets/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading the overview...')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    let calls = 0;
    const fetchMock = renderSection(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { success: false, error: 'Database unavailable' } }
        : reply(FIGURES);
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The overview could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: /^Active licences/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, OVERVIEW)).toHaveLength(2);
  });

  it('says when the shop has nothing to show yet, and still offers every list', async () => {
    renderSection(reply(EMPTY));
    expect(await screen.findByText(/Nothing to show yet/)).toBeInTheDocument();
    expect((await card('Net revenue today (UTC)')).link).toHaveTextContent('0.00 USD');
    expect(screen.getAllByRole('link')).toHaveLength(11);
  });
});
