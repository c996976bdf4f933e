// The admin console's EA Monitoring section (spec §2 Admin dashboard, §3, §7 Monitoring, §8, §9): online summary,
// licence list with search and pages of 10, the selected licence's metrics, heartbeat, equity chart with its
// ranges, positions and deals; a 30-second refresh; failures only logged, nothing shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../../components/data-table/table-search';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { elapse, settle } from '../../../testing/fake-time';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import {
  aDeal,
  aHeartbeat,
  aMonitoringLicence,
  anAccountStatus,
  aPagination,
  aPosition,
  CALLS,
  replies,
  someMetrics,
} from '../testing/monitoring-fixtures';

vi.mock(
  '../../../components/charts/balance-equity-chart',
  () => import('../../../testing/balance-equity-chart-stand-in'),
);

const ONLINE = aMonitoringLicence();
const OFFLINE = aMonitoringLicence({
  _id: '5b0c2f4e-1a3d-4e6f-8a9b-0c1d2e3f4a02',
  licenseKey: 'ROBOT-DDDDD-EEEEE-FFFFF',
  accountNumber: 87654321,
  userId: { _id: 'u2', username: 'trader2', email: 'trader2@example.com' },
  isOnline: false,
  lastSeen: null,
  eaVersion: null,
});

const panel = () => within(screen.getByRole('tabpanel', { name: 'EA Monitoring' }));
const rowOf = (accountNumber: number) =>
  within(
    panel()
      .getByRole('rowheader', { name: String(accountNumber) })
      .closest('tr')!,
  );
const cellsOf = (accountNumber: number) =>
  rowOf(accountNumber)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowHeaders = () =>
  panel()
    .queryAllByRole('rowheader')
    .map((header) => header.textContent);
const detail = () => within(panel().getByRole('region', { name: 'Account 12345678' }));
const section = (name: string) => within(detail().getByRole('region', { name }));
const figureOf = (region: ReturnType<typeof section>, label: string) =>
  region.getByText(label, { selector: 'dt' }).nextElementSibling;
const tableRows = (region: ReturnType<typeof section>) =>
  region
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader').concat(within(row).getAllByRole('cell')))
    .map((cells) => cells.map((cell) => cell.textContent));

const DEFAULT_HANDLERS: Record<string, Handler> = {
  [CALLS.accounts]: replies.accounts([
    anAccountStatus(),
    anAccountStatus({ licenseId: 'b', isOnline: true }),
    anAccountStatus({ licenseId: 'c', isOnline: false, status: 'offline', lastSeen: null }),
  ]),
  [CALLS.licences()]: replies.licences([ONLINE, OFFLINE]),
  [CALLS.metrics]: replies.metrics(),
  [CALLS.heartbeat]: replies.heartbeat(),
  [CALLS.equity()]: replies.equity(),
  [CALLS.positions()]: replies.positions([aPosition()]),
  [CALLS.deals()]: replies.deals([aDeal()]),
};

/** /admin as an admin, on the EA Monitoring tab; with `fakeClock` the tab opens on a faked clock. */
async function openMonitoring(handlers: Record<string, Handler> = {}, { fakeClock = false } = {}) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users': { status: 200, body: { success: true, users: [] } },
    ...DEFAULT_HANDLERS,
    ...handlers,
  });
  const app = renderApp(['/admin']);
  const tab = await screen.findByRole('tab', { name: 'EA Monitoring' });
  if (fakeClock) {
    vi.useFakeTimers();
    fireEvent.click(tab);
    await settle();
  } else {
    await app.user.click(tab);
  }
  return { ...app, fetchMock, calls: (key: string) => requestsTo(fetchMock, key).length };
}

async function openDetail(handlers: Record<string, Handler> = {}) {
  const app = await openMonitoring(handlers);
  await app.user.click(await panel().findByRole('button', { name: 'View 12345678' }));
  return app;
}

describe('EA Monitoring tab', () => {
  it('comes after Finance and counts the robots online and offline', async () => {
    const { fetchMock } = await openMonitoring();

    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Users',
      'Licenses',
      'Discounts',
      'Payments',
      'Finance',
      'EA Monitoring',
      'Support Tickets',
      'Audit Trail',
      'Plans',
    ]);
    // The page's own title, not a second one in the panel.
    expect(screen.getByRole('heading', { level: 1, name: 'EA Monitoring' })).toBeInTheDocument();
    expect(panel().queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    const summary = within(await panel().findByRole('region', { name: 'Online Status' }));
    expect(figureOf(summary, 'Online')).toHaveTextContent(/^2$/);
    expect(figureOf(summary, 'Offline')).toHaveTextContent(/^1$/);
    expect(figureOf(summary, 'Total')).toHaveTextContent(/^3$/);
    const statusCall = fetchMock.mock.calls.find(([input]) => input === '/api/monitoring/accounts/status');
    expect(new Headers(statusCall?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it('lists licences with online badge, account number, user, key, last seen and EA version', async () => {
    await openMonitoring();
    await panel().findByRole('table');

    expect(
      panel()
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕↑↓]/g, '')),
    ).toEqual(['Account Number', 'Status', 'User', 'License Key', 'Last Seen', 'EA Version', 'Actions']);
    expect(rowHeaders()).toEqual(['12345678', '87654321']);
    expect(cellsOf(12345678)).toEqual([
      'Online',
      'trader1trader1@example.com',
      'ROBOT-AAAAA-BBBBB-CCCCC',
      formatDateTime('2026-03-15T12:00:00.000Z'),
      '2.1.0',
      'View',
    ]);
    expect(cellsOf(87654321)).toEqual([
      'Offline',
      'trader2trader2@example.com',
      'ROBOT-DDDDD-EEEEE-FFFFF',
      'Never',
      '—',
      'View',
    ]);
    // One page fits: no page buttons.
    expect(panel().queryByRole('navigation', { name: 'Licenses pages' })).not.toBeInTheDocument();
  });

  it('searches once typing settles, sending search and starting again at page 1', async () => {
    const { user, fetchMock } = await openMonitoring({
      [CALLS.licences()]: replies.licences(
        [ONLINE],
        aPagination({ current: 1, pages: 2, total: 11, hasNext: true }),
      ),
      [CALLS.licences('page=2&limit=10')]: replies.licences(
        [OFFLINE],
        aPagination({ current: 2, pages: 2, total: 11, hasPrev: true }),
      ),
      [CALLS.licences('search=trader2&page=1&limit=10')]: replies.licences([OFFLINE]),
    });
    await panel().findByRole('rowheader', { name: '12345678' });
    await user.click(panel().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(panel().getByText('Page 2 of 2 (11 total)')).toBeInTheDocument());

    // On a faked clock no time passes between keystrokes, however slowly the machine types.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(panel().getByLabelText('Search licenses'), 'trader2');
    await elapse(TABLE_SEARCH_DEBOUNCE_MS);

    await waitFor(() =>
      expect(requestsTo(fetchMock, CALLS.licences('search=trader2&page=1&limit=10'))).toHaveLength(1),
    );
    await waitFor(() => expect(rowHeaders()).toEqual(['87654321']));
    const searches = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('search='));
    expect(searches).toEqual(['/api/monitoring/licenses?search=trader2&page=1&limit=10']);
    expect(panel().queryByRole('navigation', { name: 'Licenses pages' })).not.toBeInTheDocument();
  });

  it('pages through the licences ten at a time', async () => {
    const { user, calls } = await openMonitoring({
      [CALLS.licences()]: replies.licences(
        [ONLINE],
        aPagination({ current: 1, pages: 2, total: 11, hasNext: true }),
      ),
      [CALLS.licences('page=2&limit=10')]: replies.licences(
        [OFFLINE],
        aPagination({ current: 2, pages: 2, total: 11, hasPrev: true }),
      ),
    });
    const pages = within(await panel().findByRole('navigation', { name: 'Licenses pages' }));
    expect(pages.getByText('Page 1 of 2 (11 total)')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(pages.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(rowHeaders()).toEqual(['87654321']));
    expect(pages.getByText('Page 2 of 2 (11 total)')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calls(CALLS.licences('page=2&limit=10'))).toBe(1);

    await user.click(pages.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(rowHeaders()).toEqual(['12345678']));
  });

  it('shows the selected licence’s metrics: USD with cents, per cents, 1-decimal rates, dashes for none', async () => {
    const { user } = await openDetail();

    const view = panel().getByRole('button', { name: 'View 12345678' });
    expect(view).toHaveAttribute('aria-pressed', 'true');
    expect(detail().getByRole('heading', { level: 3, name: 'Account 12345678' })).toHaveFocus();
    expect(detail().getByText(/trader1 \(trader1@example\.com\)/)).toBeInTheDocument();
    const metrics = section('Metrics');
    await metrics.findByText('Total Profit');
    const shown = metrics
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Total Profit', '1,234.50 USD'],
      ['Current Balance', '11,234.50 USD'],
      ['Initial Deposit', '10,000.00 USD'],
      ['Max Drawdown', '8.55%'],
      ['Profit Factor', '1.85'],
      ['Risk/Reward Ratio', '—'],
      ['Best Symbol', '—'],
      ['Win Rate', '62.50%'],
      ['Avg Daily Profit', '41.15 USD'],
      ['Avg Weekly Profit', '288.05 USD'],
      ['Avg Monthly Profit', '1,234.50 USD'],
      ['Avg Trades per Day', '3.3'],
      ['Avg Trade Length', '4.3 hours'],
      ['Total Trades', '42'],
    ]);
    expect(figureOf(metrics, 'Profit Factor')).toHaveClass('metric-list__value--positive');

    await user.click(detail().getByRole('button', { name: 'Close' }));
    expect(panel().queryByRole('region', { name: 'Account 12345678' })).not.toBeInTheDocument();
  });

  it.each([
    [1, 'metric-list__value--positive', '1.00'],
    [0.999, 'metric-list__value--negative', '1.00'],
    [0.5, 'metric-list__value--negative', '0.50'],
  ])('colours a profit factor of %d with %s', async (profitFactor, tone, text) => {
    await openDetail({ [CALLS.metrics]: replies.metrics(someMetrics({ profitFactor })) });

    const value = await waitFor(() => figureOf(section('Metrics'), 'Profit Factor'));
    expect(value).toHaveTextContent(text);
    expect(value).toHaveClass(tone);
  });

  it('shows the heartbeat: online, last seen, active positions, EA version', async () => {
    await openDetail();

    const heartbeat = section('Heartbeat');
    await heartbeat.findByText('Online');
    expect(figureOf(heartbeat, 'Last Seen')).toHaveTextContent(formatDateTime('2026-03-15T12:00:00.000Z'));
    expect(figureOf(heartbeat, 'Active Positions')).toHaveTextContent(/^3$/);
    expect(figureOf(heartbeat, 'EA Version')).toHaveTextContent(/^2\.1\.0$/);
    expect(figureOf(heartbeat, 'Balance')).toHaveTextContent('11,234.50 USD');
    expect(figureOf(heartbeat, 'Equity')).toHaveTextContent('11,300.25 USD');
  });

  it('shows a robot never heard from as offline, never seen', async () => {
    await openDetail({
      [CALLS.heartbeat]: replies.heartbeat(
        aHeartbeat({ isOnline: false, status: 'offline', lastSeen: null, heartbeat: null }),
      ),
    });

    const heartbeat = section('Heartbeat');
    expect(await heartbeat.findByText('Offline')).toBeInTheDocument();
    expect(figureOf(heartbeat, 'Last Seen')).toHaveTextContent(/^Never$/);
    expect(figureOf(heartbeat, 'Active Positions')).toHaveTextContent(/^—$/);
    expect(figureOf(heartbeat, 'EA Version')).toHaveTextContent(/^—$/);
  });

  it('draws 90 days of equity by default and asks again for 30 days or all', async () => {
    const { user, calls } = await openDetail({
      [CALLS.equity('30')]: replies.equity([
        { date: '2026-03-10T12:00:00.000Z', balance: 10500, equity: 10510 },
      ]),
      [CALLS.equity('all')]: replies.equity([
        { date: '2025-12-01T12:00:00.000Z', balance: 9000, equity: 9000 },
      ]),
    });
    const equity = section('Balance & Equity');
    const range = (name: string) => equity.getByRole('button', { name });

    expect(await equity.findByTestId('balance-equity-chart')).toHaveTextContent(
      '2026-03-01T12:00:00.000Z=10000/10000 2026-03-15T12:00:00.000Z=11234.5/11300.25',
    );
    expect(range('90 Days')).toHaveAttribute('aria-pressed', 'true');
    expect(range('30 Days')).toHaveAttribute('aria-pressed', 'false');
    expect(calls(CALLS.equity('90'))).toBe(1);

    await user.click(range('30 Days'));
    await waitFor(() =>
      expect(equity.getByTestId('balance-equity-chart')).toHaveTextContent(
        /^2026-03-10T12:00:00.000Z=10500\/10510$/,
      ),
    );
    expect(range('30 Days')).toHaveAttribute('aria-pressed', 'true');
    expect(range('90 Days')).toHaveAttribute('aria-pressed', 'false');

    await user.click(range('All'));
    await waitFor(() =>
      expect(equity.getByTestId('balance-equity-chart')).toHaveTextContent(
        /^2025-12-01T12:00:00.000Z=9000\/9000$/,
      ),
    );
    expect(calls(CALLS.equity('30'))).toBe(1);
    expect(calls(CALLS.equity('all'))).toBe(1);
  });

  it("says 'No equity data available' when the range holds no samples", async () => {
    await openDetail({ [CALLS.equity()]: replies.equity([]) });

    const equity = section('Balance & Equity');
    expect(await equity.findByText('No equity data available')).toBeInTheDocument();
    expect(equity.queryByTestId('balance-equity-chart')).not.toBeInTheDocument();
  });

  it('lists positions with 5-decimal prices and 2-decimal profit, filtered by status and paged', async () => {
    const { user, calls } = await openDetail({
      [CALLS.positions()]: replies.positions(
        [aPosition()],
        aPagination({ current: 1, pages: 2, total: 11, hasNext: true }),
      ),
      [CALLS.positions('page=2&limit=10&status=all')]: replies.positions(
        [aPosition({ _id: 'p2', symbol: 'USDJPY', openPrice: 149.5, currentPrice: 150.123456, profit: -3 })],
        aPagination({ current: 2, pages: 2, total: 11, hasPrev: true }),
      ),
      [CALLS.positions('page=1&limit=10&status=CLOSED')]: replies.positions([
        aPosition({ _id: 'p3', status: 'CLOSED', symbol: 'XAUUSD', type: 'SELL', profit: 0 }),
      ]),
    });
    const positions = section('Positions');
    await positions.findByRole('table');

    expect(positions.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Symbol',
      'Type',
      'Volume',
      'Open Price',
      'Current Price',
      'Profit',
      'Open Time',
      'Status',
    ]);
    expect(tableRows(positions)).toEqual([
      [
        'EURUSD',
        'BUY',
        '0.10',
        '1.08512',
        '1.09000',
        '48.77',
        formatDateTime('2026-03-14T12:00:00.000Z'),
        'OPEN',
      ],
    ]);

    await user.click(positions.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(tableRows(positions)[0]?.slice(0, 6)).toEqual([
        'USDJPY',
        'BUY',
        '0.10',
        '149.50000',
        '150.12346',
        '-3.00',
      ]),
    );

    const status = positions.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['all', 'All'],
      ['OPEN', 'Open'],
      ['CLOSED', 'Closed'],
    ]);
    await user.selectOptions(status, 'CLOSED');

    await waitFor(() => expect(tableRows(positions)[0]?.[0]).toBe('XAUUSD'));
    expect(tableRows(positions)[0]?.[5]).toBe('0.00');
    expect(calls(CALLS.positions('page=1&limit=10&status=CLOSED'))).toBe(1);
    expect(calls(CALLS.positions('page=2&limit=10&status=CLOSED'))).toBe(0);
  });

  it('lists deals with 5-decimal prices and 2-decimal profit, ten a page', async () => {
    const { user, calls } = await openDetail({
      [CALLS.deals()]: replies.deals(
        [aDeal()],
        aPagination({ current: 1, pages: 3, total: 25, hasNext: true }),
      ),
      [CALLS.deals('page=2&limit=10')]: replies.deals(
        [aDeal({ _id: 'd2', ticket: '900002', price: 1.5, profit: 7.005 })],
        aPagination({ current: 2, pages: 3, total: 25, hasNext: true, hasPrev: true }),
      ),
    });
    const deals = section('Deals');
    await deals.findByRole('table');

    expect(tableRows(deals)).toEqual([
      [
        '900001',
        formatDateTime('2026-03-13T12:00:00.000Z'),
        'GBPUSD',
        'SELL',
        '0.25',
        '1.27123',
        '-12.35',
        'sl hit',
      ],
    ]);
    expect(
      within(deals.getByRole('navigation', { name: 'Deals pages' })).getByText('Page 1 of 3 (25 total)'),
    ).toBeInTheDocument();

    await user.click(deals.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(tableRows(deals)[0]?.[0]).toBe('900002'));
    expect(tableRows(deals)[0]?.slice(5, 7)).toEqual(['1.50000', '7.01']);
    expect(deals.getByText('Page 2 of 3 (25 total)')).toBeInTheDocument();
    expect(calls(CALLS.deals('page=2&limit=10'))).toBe(1);
  });

  it('refreshes the summary, the list and the details every 30 seconds', async () => {
    const { calls } = await openMonitoring({}, { fakeClock: true });
    fireEvent.click(panel().getByRole('button', { name: 'View 12345678' }));
    await settle();
    const detailCalls = [CALLS.metrics, CALLS.heartbeat, CALLS.equity(), CALLS.positions(), CALLS.deals()];
    const counts = () => [CALLS.accounts, CALLS.licences(), ...detailCalls].map(calls);
    expect(counts()).toEqual([1, 1, 1, 1, 1, 1, 1]);

    await elapse(29_000);
    expect(counts()).toEqual([1, 1, 1, 1, 1, 1, 1]);
    await elapse(1_000);
    await settle();
    expect(counts()).toEqual([2, 2, 2, 2, 2, 2, 2]);
  });

  it('only logs a failed list or summary and shows nothing about it', async () => {
    const failure = { status: 500, body: { success: false, error: 'Database is down' } };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openMonitoring({ [CALLS.accounts]: failure, [CALLS.licences()]: failure });

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to fetch monitored licenses', expect.any(ApiError)),
    );
    expect(logged).toHaveBeenCalledWith('Failed to fetch account status', expect.any(ApiError));
    await waitFor(() => expect(panel().queryByText('Loading...')).not.toBeInTheDocument());
    expect(panel().queryByRole('alert')).not.toBeInTheDocument();
    expect(panel().queryByText(/Database is down|Failed/)).not.toBeInTheDocument();
    expect(panel().queryByRole('region', { name: 'Online Status' })).not.toBeInTheDocument();
    expect(panel().queryByRole('table')).not.toBeInTheDocument();
    expect(panel().queryByText('No licenses found')).not.toBeInTheDocument();
  });

  it('only logs failed details and shows nothing about them', async () => {
    const failure = { status: 500, body: { success: false, error: 'Database is down' } };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openDetail({
      [CALLS.metrics]: failure,
      [CALLS.heartbeat]: failure,
      [CALLS.equity()]: failure,
      [CALLS.positions()]: failure,
      [CALLS.deals()]: failure,
    });

    for (const what of ['metrics', 'heartbeat', 'equity', 'positions', 'deals']) {
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith(`Failed to fetch ${what}`, expect.any(ApiError)),
      );
    }
    await waitFor(() => expect(detail().queryByText('Loading...')).not.toBeInTheDocument());
    for (const name of ['Metrics', 'Heartbeat', 'Balance & Equity', 'Positions', 'Deals']) {
      expect(section(name).getByRole('heading', { name })).toBeInTheDocument();
      expect(section(name).queryByRole('term')).not.toBeInTheDocument();
      expect(section(name).queryByRole('table')).not.toBeInTheDocument();
    }
    expect(panel().queryByRole('alert')).not.toBeInTheDocument();
    expect(panel().queryByText(/Database is down|Failed|No equity data available/)).not.toBeInTheDocument();
    // The licence list itself still stands.
    expect(rowHeaders()).toEqual(['12345678', '87654321']);
  });
});
