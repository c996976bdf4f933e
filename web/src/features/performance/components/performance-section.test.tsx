// The landing page's performance section (spec §2 Landing page, §4 Performance panel, §7 Public, §8 Metrics,
// §9 Display): one public call on load, a spinner, then the figures by the display rules and the Balance and
// Equity chart from medium width up, or the error with the server's reason or the fallback.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { siteConfig } from '../../../config/site';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import {
  hoursAgo,
  PERFORMANCE_CALL,
  performanceReply,
  somePerformance,
} from '../testing/performance-fixtures';

vi.mock('../../../components/charts/echart', () => import('../../../testing/echart-stand-in'));

const TITLE = 'Live Trading Performance';
const section = () => within(screen.getByRole('region', { name: TITLE }));
const shownMetrics = () =>
  section()
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
const chart = () => section().queryByRole('figure', { name: 'Account Balance & Equity Over Time' });

async function openLanding(reply: Handler = performanceReply()) {
  const fetchMock = mockApi({ [PERFORMANCE_CALL]: reply });
  const app = renderApp(['/']);
  await screen.findByRole('region', { name: TITLE });
  return { ...app, fetchMock, calls: () => requestsTo(fetchMock, PERFORMANCE_CALL).length };
}

/** The viewport as wide as `matches` says, for the chart's media query. */
function viewportMatches(matches: boolean) {
  const queries: string[] = [];
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      queries.push(query);
      return { matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    }),
  );
  return queries;
}

describe('landing performance section', () => {
  it('sits between the hero and the plans', async () => {
    await openLanding();

    const hero = screen.getByRole('heading', { level: 1, name: 'MT5 Robot' });
    const performance = screen.getByRole('region', { name: TITLE });
    const plans = screen.getByRole('region', { name: 'Choose Your Plan' });
    expect(hero.compareDocumentPosition(performance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(performance.compareDocumentPosition(plans) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a spinner, then the figures by the display rules and the chart, after one public call', async () => {
    localStorage.setItem('token', 'session-token');
    const reply = deferredReply();
    const fetchMock = mockApi({
      'GET /api/users/me': { status: 401, body: { success: false, error: 'Unauthorized' } },
      [PERFORMANCE_CALL]: reply.handler,
    });
    renderApp(['/']);
    await screen.findByRole('region', { name: TITLE });

    const loading = section().getByRole('status');
    expect(loading).toHaveTextContent('Loading performance data...');
    expect(loading.querySelector('.spinner')).toBeInTheDocument();
    expect(section().queryByRole('term')).not.toBeInTheDocument();

    reply.release(performanceReply());

    await section().findByText('Total Banked Growth');
    expect(shownMetrics()).toEqual([
      ['Total Banked Growth', '+45.68%'],
      ['Daily Banked Growth', '+0.40%'],
      ['Weekly Banked Growth', '0.00%'],
      ['Monthly Banked Growth', '-1.23%'],
      ['Balance', '14,567.89 USD'],
      ['Closed Profit', '4,567.89 USD'],
      ['Banked Profit Factor', '1.72'],
      ['Trades per Day', '3.5'],
      ['Average Trade Duration', '5.3 hours'],
      ['History Length', '128 days'],
      ['Deposits', '10,000.00 USD'],
      ['Withdrawals', '0.00 USD'],
      ['Closed Positions', '442'],
      ['Last Updated', '3 hours ago'],
    ]);
    expect(section().getByText('1.72')).toHaveClass('metric-list__value--positive');
    expect(section().queryByText('Loading performance data...')).not.toBeInTheDocument();

    const figure = chart();
    expect(figure).toBeInTheDocument();
    expect(within(figure!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Account Balance & Equity Over Time',
    );
    expect(
      await within(figure!).findByRole('img', {
        name:
          'Balance and equity from Jan 1, 2026 to Mar 15, 2026: balance 10,000.00 USD to 14,567.89 USD, ' +
          'equity 10,000.00 USD to 14,600.00 USD. Marked: 1 deposit, 0 withdrawals.',
      }),
    ).toHaveTextContent('Equity, Balance');
    expect(
      await within(figure!).findByRole('img', {
        name: 'Growth from Jan 1, 2026 to Mar 15, 2026: 0.00% to +45.68%.',
      }),
    ).toBeInTheDocument();

    const calls = fetchMock.mock.calls.filter(([input]) => input === '/api/metrics/planzea');
    expect(calls).toHaveLength(1);
    expect(new Headers(calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it.each([
    [0.5, 'Less than 1 hour ago'],
    [1.5, '1 hour ago'],
    [5.2, '5 hours ago'],
  ])('tells an update %d hours old as %s', async (hours, text) => {
    await openLanding(performanceReply(somePerformance({ lastUpdated: hoursAgo(hours) })));

    const label = await section().findByText('Last Updated', { selector: 'dt' });
    expect(label.nextElementSibling).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it.each([
    [0.87, '0.87', 'metric-list__value--negative'],
    [1, '1.00', 'metric-list__value--positive'],
    [null, '—', undefined],
  ])('shows a banked profit factor of %s as %s, coloured %s', async (bankedProfitFactor, text, tone) => {
    await openLanding(performanceReply(somePerformance({ bankedProfitFactor })));

    const value = (await section().findByText('Banked Profit Factor', { selector: 'dt' })).nextElementSibling;
    expect(value).toHaveTextContent(new RegExp(`^${text}$`));
    if (tone) expect(value).toHaveClass(tone);
    else expect(value).not.toHaveAttribute('class');
  });

  it('switches the small chart between growth and drawdown', async () => {
    const { user } = await openLanding();
    const figure = within(
      await section().findByRole('figure', { name: 'Account Balance & Equity Over Time' }),
    );
    const choice = (name: string) => figure.getByRole('button', { name });
    expect(choice('Growth')).toHaveAttribute('aria-pressed', 'true');

    await user.click(choice('Drawdown'));

    expect(choice('Drawdown')).toHaveAttribute('aria-pressed', 'true');
    expect(
      await figure.findByRole('img', {
        name: 'Drawdown from Jan 1, 2026 to Mar 15, 2026: deepest -3.20%, last 0.00%.',
      }),
    ).toBeInTheDocument();
    expect(figure.queryByRole('img', { name: /^Growth/ })).not.toBeInTheDocument();
  });

  it('shows the balance chart alone when the API sends no growth or drawdown', async () => {
    await openLanding(
      performanceReply(somePerformance({ growthData: [], drawdownData: [], cashFlowData: [] })),
    );

    const figure = within(
      await section().findByRole('figure', { name: 'Account Balance & Equity Over Time' }),
    );
    expect(await figure.findByRole('img', { name: /^Balance and equity from/ })).toBeInTheDocument();
    expect(figure.queryByRole('button', { name: 'Growth' })).not.toBeInTheDocument();
  });

  it('shows no chart when there is no balance history', async () => {
    await openLanding(performanceReply(somePerformance({ equityBalanceData: [] })));

    await section().findByText('Total Banked Growth');
    expect(chart()).not.toBeInTheDocument();
    expect(section().queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the figures without the chart below medium width', async () => {
    const queries = viewportMatches(false);
    await openLanding();

    await section().findByText('Total Banked Growth');
    expect(chart()).not.toBeInTheDocument();
    expect(queries).toContain('(min-width: 768px)');
  });

  it("shows 'Error loading data' with the server's reason, after a single call", async () => {
    const { calls } = await openLanding({
      status: 404,
      body: { success: false, error: 'Live performance is not available yet', code: 'NOT_FOUND' },
    });

    const alert = await section().findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading data' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(/^Error loading dataLive performance is not available yet$/);
    expect(section().queryByRole('term')).not.toBeInTheDocument();
    expect(chart()).not.toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it.each([
    ['an answer without a reason', { status: 500, body: null }],
    [
      'no answer at all',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("falls back to 'Failed to fetch trading metrics' on %s", async (_, reply: Handler) => {
    await openLanding(reply);

    const alert = await section().findByRole('alert');
    expect(alert).toHaveTextContent(/^Error loading dataFailed to fetch trading metrics$/);
  });

  it('links to the verified results in a new tab, with three info cards and no promise of returns', async () => {
    await openLanding();

    const link = section().getByRole('link', { name: 'View verified results' });
    expect(link).toHaveAttribute('href', siteConfig.liveResultsUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    const cards = section()
      .getAllByRole('listitem')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(cards).toEqual(['Verified by telemetry', 'Live account', 'Updated continuously']);
    expect(section().getByText(/Past results do not guarantee future returns/)).toBeInTheDocument();
    expect(section().getByRole('link', { name: 'risk disclosure' })).toHaveAttribute(
      'href',
      '/risk-disclosure',
    );
  });
});

// The chart's media query listens for viewport changes and stops when the section goes.
describe('performance chart media query', () => {
  it('follows the viewport as it crosses medium width', async () => {
    let matches = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        get matches() {
          return matches;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      })),
    );
    const { unmount } = await openLanding();
    await section().findByText('Total Banked Growth');
    expect(chart()).not.toBeInTheDocument();

    matches = true;
    for (const listener of listeners) listener();

    await waitFor(() => expect(chart()).toBeInTheDocument());
    unmount();
    expect(listeners.size).toBe(0);
    onTestFinished(() => listeners.clear());
  });
});
