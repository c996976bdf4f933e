// The admin panel's Finance tab: its place among the tabs, the exact ledger, revenue and problems calls,
// totals in USD with two decimals, the ledger's rows in words, filters (dates, As of, kind, network, plan,
// discount code) sent as the API names them, pages, the revenue chart by day or month and the breakdown by
// plan, network or discount code, and the filtered ledger exported as CSV.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { captureExport } from '../../../testing/capture-export';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import {
  ADMIN_ID,
  aLedgerEntry,
  aPagination,
  aRevenueRow,
  BEP20_TX,
  ledgerReply,
  overTime,
  problemsReply,
  REFUND_ORDER_ID,
  REFUND_TX,
  revenueReply,
  someTotals,
  TRC20_TX,
} from '../testing/finance-fixtures';

vi.mock('../../../components/charts/echart', () => import('../../../testing/echart-stand-in'));

const LEDGER = (query: string) => `GET /api/finance/ledger?${query}`;
const REVENUE = (query: string) => `GET /api/finance/revenue?${query}`;
const PROBLEMS = 'GET /api/finance/problems';
const iso = (date: Date) => encodeURIComponent(date.toISOString());

const REFUND = aLedgerEntry({
  _id: 'e2',
  orderId: REFUND_ORDER_ID,
  kind: 'refund',
  amountCents: -4900,
  transactionHash: REFUND_TX,
  decidedBy: ADMIN_ID,
  at: '2026-03-16T12:00:00.000Z',
});
const BEP20_PAYMENT = aLedgerEntry({
  _id: 'e1',
  amountCents: 13200,
  network: 'BEP20',
  transactionHash: BEP20_TX,
  planType: 'popular',
  planDuration: '3months',
  user: { _id: 'u2', username: 'trader2' },
  at: '2026-03-15T13:00:00.000Z',
});
const TRC20_PAYMENT = aLedgerEntry({ _id: 'e0', orderId: REFUND_ORDER_ID });

const DEFAULT_HANDLERS: Record<string, Handler> = {
  'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
  'GET /api/users': { status: 200, body: { success: true, users: [{ ...ADMIN_SESSION.user }] } },
  [LEDGER('page=1&limit=25')]: ledgerReply([REFUND, BEP20_PAYMENT, TRC20_PAYMENT]),
  [REVENUE(overTime('day'))]: revenueReply([
    aRevenueRow('2026-03-15', { grossCents: 18100, netCents: 18100, payments: 2 }),
    aRevenueRow('2026-03-16', {
      grossCents: 0,
      refundsCents: 4900,
      netCents: -4900,
      payments: 0,
      refunds: 1,
    }),
  ]),
  [REVENUE('groupBy=plan')]: revenueReply([
    aRevenueRow('popular', { grossCents: 13200, netCents: 13200 }),
    aRevenueRow('starter', { refundsCents: 4900, netCents: 0, refunds: 1 }),
  ]),
  [PROBLEMS]: problemsReply([]),
};

const panel = () => within(screen.getByRole('tabpanel', { name: 'Finance' }));
const region = (name: string) => within(panel().getByRole('region', { name }));
const total = (label: string) => region('Totals').getByText(label, { selector: 'dt' }).nextElementSibling;
const ledgerRows = () =>
  region('Ledger')
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** /admin/finance as an admin, with the default answers unless `handlers` replace them. */
async function openFinance(handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ ...DEFAULT_HANDLERS, ...handlers });
  const app = renderApp(['/admin/finance']);
  await screen.findByRole('tabpanel', { name: 'Finance' });
  return { ...app, fetchMock };
}

describe('finance tab', () => {
  it('comes right after Payments, and opens from the tab list', async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi(DEFAULT_HANDLERS);
    const { user, router } = renderApp(['/admin']);
    await user.click(await screen.findByRole('tab', { name: 'Finance' }));

    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent).slice(4, 6)).toEqual(['Payments', 'Finance']);
    expect(tabs[5]).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.pathname).toBe('/admin/finance');
    // The console's page header titles the section; the section does not repeat it.
    expect(screen.getByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    expect(panel().queryByRole('heading', { level: 2, name: 'Finance' })).not.toBeInTheDocument();
  });

  it('asks for the first ledger page, revenue by day and by plan, and the open problems', async () => {
    const { fetchMock } = await openFinance();
    await region('Ledger').findByRole('table');

    const calls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('/finance/'));
    expect(new Set(calls)).toEqual(
      new Set([
        '/api/finance/problems',
        '/api/finance/ledger?page=1&limit=25',
        `/api/finance/revenue?${overTime('day')}`,
        '/api/finance/revenue?groupBy=plan',
      ]),
    );
    const ledgerCall = fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith('/api/finance/ledger'),
    );
    expect(new Headers(ledgerCall?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it('shows the totals in USD with two decimals, and the counts', async () => {
    await openFinance();
    await panel().findByRole('region', { name: 'Totals' });

    expect(total('Gross revenue')).toHaveTextContent(/^181\.00 USD$/);
    expect(total('Refunded')).toHaveTextContent(/^49\.00 USD$/);
    expect(total('Net revenue')).toHaveTextContent(/^132\.00 USD$/);
    expect(total('Payments')).toHaveTextContent(/^2$/);
    expect(total('Refunds')).toHaveTextContent(/^1$/);
  });

  it('lists the entries with date, user, kind in words, plan, network, amount, transaction and who decided', async () => {
    await openFinance();
    await region('Ledger').findByRole('table');

    expect(
      region('Ledger')
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕↑↓]/, '')),
    ).toEqual(['Date', 'User', 'Kind', 'Plan', 'Network', 'Amount', 'Transaction', 'Decided By']);
    expect(ledgerRows()).toEqual([
      [
        formatDateTime('2026-03-16T12:00:00.000Z'),
        'trader1',
        'Refund',
        'Starter Plan - 1 Month',
        'TRC20',
        '-49.00 USD',
        'cdcdcdcdcd…cdcdcdcd (opens in a new tab)',
        'boss',
      ],
      [
        formatDateTime('2026-03-15T13:00:00.000Z'),
        'trader2',
        'Payment',
        'Popular Plan - 3 Months',
        'BEP20',
        '132.00 USD',
        '0x5e5e5e5e…5e5e5e5e (opens in a new tab)',
        'Blockchain',
      ],
      [
        formatDateTime('2026-03-15T12:00:00.000Z'),
        'trader1',
        'Payment',
        'Starter Plan - 1 Month',
        'TRC20',
        '49.00 USD',
        'ababababab…abababab (opens in a new tab)',
        'Blockchain',
      ],
    ]);
    const links = region('Ledger').getAllByRole('link', { name: /opens in a new tab/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `https://tronscan.org/#/transaction/${REFUND_TX}`,
      `https://bscscan.com/tx/${BEP20_TX}`,
      `https://tronscan.org/#/transaction/${TRC20_TX}`,
    ]);
    expect(region('Ledger').getByText('-49.00 USD')).toHaveClass('finance-amount--negative');
    expect(region('Ledger').getByText('3 total')).toBeInTheDocument();
  });

  it('sends every filter as the API names it, to the ledger and to both revenue calls', async () => {
    const from = new Date(2026, 2, 1);
    const toEnd = new Date(2026, 3, 1);
    const asOf = new Date(2026, 2, 20, 9, 30);
    const filters = `from=${iso(from)}&to=${iso(toEnd)}&asOf=${iso(asOf)}&kind=refund&network=TRC20&planType=starter&discountCode=SPRING10`;
    const { user, fetchMock } = await openFinance({
      [LEDGER(`${filters}&page=1&limit=25`)]: ledgerReply(
        [REFUND],
        someTotals({ grossCents: 0, netCents: -4900 }),
      ),
      [REVENUE(overTime('day', filters))]: revenueReply([]),
      [REVENUE(`groupBy=plan&${filters}`)]: revenueReply([]),
    });
    await region('Ledger').findByRole('table');
    const form = within(panel().getByRole('form', { name: 'Ledger filters' }));

    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.change(form.getByLabelText('As of'), { target: { value: '2026-03-20T09:30' } });
    await user.selectOptions(form.getByLabelText('Kind'), 'Refund');
    await user.selectOptions(form.getByLabelText('Network'), 'TRC20');
    await user.selectOptions(form.getByLabelText('Plan'), 'Starter Plan - 1 Month');
    await user.type(form.getByLabelText('Discount code'), 'spring10');
    expect(requestsTo(fetchMock, LEDGER(`${filters}&page=1&limit=25`))).toHaveLength(0);
    await user.click(form.getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() => expect(total('Net revenue')).toHaveTextContent(/^-49\.00 USD$/));
    expect(ledgerRows()).toHaveLength(1);
    expect(requestsTo(fetchMock, REVENUE(overTime('day', filters)))).toHaveLength(1);
    expect(requestsTo(fetchMock, REVENUE(`groupBy=plan&${filters}`))).toHaveLength(1);
    expect(
      panel().getByText(`Showing the books as they stood at ${formatDateTime(asOf.toISOString())}.`),
    ).toBeInTheDocument();
    expect(
      region('Open Problems').getByText(
        'Open problems are shown as they are now, whatever the As of filter says.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a To before From without asking, and Clear goes back to everything', async () => {
    const { user, fetchMock } = await openFinance({
      [LEDGER('kind=payment&page=1&limit=25')]: ledgerReply([BEP20_PAYMENT]),
      [REVENUE(overTime('day', 'kind=payment'))]: revenueReply([]),
      [REVENUE('groupBy=plan&kind=payment')]: revenueReply([]),
    });
    await region('Ledger').findByRole('table');
    const form = within(panel().getByRole('form', { name: 'Ledger filters' }));
    const before = fetchMock.mock.calls.length;

    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-03-09' } });
    await user.click(form.getByRole('button', { name: 'Apply Filters' }));

    expect(form.getByRole('alert')).toHaveTextContent(/^To must be on or after From$/);
    expect(form.getByLabelText('To')).toHaveAccessibleDescription('To must be on or after From');
    expect(fetchMock.mock.calls.length).toBe(before);

    fireEvent.change(form.getByLabelText('From'), { target: { value: '' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '' } });
    await user.selectOptions(form.getByLabelText('Kind'), 'Payment');
    await user.click(form.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(ledgerRows()).toHaveLength(1));

    await user.click(form.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(ledgerRows()).toHaveLength(3));
    expect(form.getByLabelText('Kind')).toHaveValue('');
    expect(requestsTo(fetchMock, LEDGER('page=1&limit=25')).length).toBeGreaterThanOrEqual(1);
  });

  it('pages through the ledger', async () => {
    const page2 = aLedgerEntry({ _id: 'e9', at: '2026-03-01T12:00:00.000Z' });
    const { user, fetchMock } = await openFinance({
      [LEDGER('page=1&limit=25')]: ledgerReply(
        [REFUND, BEP20_PAYMENT, TRC20_PAYMENT],
        someTotals(),
        aPagination({ current: 1, pages: 2, total: 28 }),
      ),
      [LEDGER('page=2&limit=25')]: ledgerReply(
        [page2],
        someTotals(),
        aPagination({ current: 2, pages: 2, total: 28 }),
      ),
    });
    await region('Ledger').findByRole('table');
    const pages = within(region('Ledger').getByRole('navigation', { name: 'Ledger pages' }));
    expect(pages.getByText('Page 1 of 2 (28 total)')).toBeInTheDocument();

    await user.click(pages.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(ledgerRows()).toHaveLength(1));
    expect(ledgerRows()[0]?.[0]).toBe(formatDateTime('2026-03-01T12:00:00.000Z'));
    expect(requestsTo(fetchMock, LEDGER('page=2&limit=25'))).toHaveLength(1);
  });

  it('charts revenue by day or by month, in the browser’s time zone, split by plan, network or not', async () => {
    const { user, fetchMock } = await openFinance({
      [REVENUE(overTime('month'))]: revenueReply([
        aRevenueRow('2026-03', { split: 'popular', netCents: 13200 }),
      ]),
      [REVENUE(overTime('month', '', 'network'))]: revenueReply([
        aRevenueRow('2026-03', { split: 'TRC20', grossCents: 13200, netCents: 13200 }),
      ]),
      [REVENUE(overTime('month', '', null))]: revenueReply([aRevenueRow('2026-03', { grossCents: 4900 })]),
    });
    const revenue = region('Revenue');
    const chart = (name: string) => revenue.findByRole('img', { name });

    expect(
      await chart(
        'Revenue by day from Mar 15, 2026 to Mar 16, 2026: gross 181.00 USD, refunds 49.00 USD, net 132.00 USD.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(revenue.getByLabelText('Per'), 'Month');

    expect(
      await chart(
        'Revenue by month from March 2026 to March 2026: gross 49.00 USD, refunds 0.00 USD, net 132.00 USD.',
      ),
    ).toHaveTextContent(/Popular/);
    await user.selectOptions(revenue.getByLabelText('Split by'), 'Network');
    expect(await revenue.findByText('TRC20')).toBeInTheDocument();
    await user.selectOptions(revenue.getByLabelText('Split by'), 'Gross, refunds, net');
    expect(await revenue.findByText('Gross, Refunds, Net')).toBeInTheDocument();

    expect(requestsTo(fetchMock, REVENUE(overTime('month')))).toHaveLength(1);
    expect(requestsTo(fetchMock, REVENUE(overTime('month', '', 'network')))).toHaveLength(1);
    expect(requestsTo(fetchMock, REVENUE(overTime('month', '', null)))).toHaveLength(1);
  });

  it('breaks revenue down by plan, network or discount code', async () => {
    const { user, fetchMock } = await openFinance({
      [REVENUE('groupBy=discount')]: revenueReply([
        aRevenueRow('', { grossCents: 18100, netCents: 13200, refundsCents: 4900, payments: 2, refunds: 1 }),
        aRevenueRow('SPRING10', { grossCents: 4410, netCents: 4410 }),
      ]),
    });
    const revenue = region('Revenue');
    const rows = () =>
      revenue
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent),
        );
    await revenue.findByRole('table');

    expect(revenue.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Plan',
      'Payments',
      'Gross',
      'Refunds',
      'Net',
    ]);
    expect(rows()).toEqual([
      ['Popular Plan - 3 Months', '1', '132.00 USD', '0.00 USD', '132.00 USD'],
      ['Starter Plan - 1 Month', '1', '49.00 USD', '49.00 USD', '0.00 USD'],
    ]);

    await user.selectOptions(revenue.getByLabelText('Group by'), 'Discount code');

    await waitFor(() =>
      expect(rows()).toEqual([
        ['No discount', '2', '181.00 USD', '49.00 USD', '132.00 USD'],
        ['SPRING10', '1', '44.10 USD', '0.00 USD', '44.10 USD'],
      ]),
    );
    expect(requestsTo(fetchMock, REVENUE('groupBy=discount'))).toHaveLength(1);
  });

  it('exports every entry the filters match through the server, under the name it gives', async () => {
    const { user } = await openFinance({
      [LEDGER('network=TRC20&page=1&limit=25')]: ledgerReply([REFUND, TRC20_PAYMENT]),
      [REVENUE(overTime('day', 'network=TRC20'))]: revenueReply([]),
      [REVENUE('groupBy=plan&network=TRC20')]: revenueReply([]),
    });
    await region('Ledger').findByRole('table');
    const form = within(panel().getByRole('form', { name: 'Ledger filters' }));
    await user.selectOptions(form.getByLabelText('Network'), 'TRC20');
    await user.click(form.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(ledgerRows()).toHaveLength(2));
    const csv =
      'Date,Order,User,Kind,Plan,Network,In (USD),Out (USD),Transaction,Discount Code,Decided By\r\n';
    const exported = captureExport('/finance/ledger/export.csv', { fileName: 'ledger-2026-03-05.csv', csv });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(exported.names()).toEqual(['ledger-2026-03-05.csv']));
    expect(exported.urls).toEqual(['/api/finance/ledger/export.csv?network=TRC20']);
    expect(await exported.downloads[0]?.blob.text()).toBe(csv);
  });

  it('tells an export that failed, and downloads nothing', async () => {
    const { user } = await openFinance();
    await region('Ledger').findByRole('table');
    const exported = captureExport('/finance/ledger/export.csv', {
      status: 500,
      body: { success: false, error: 'Database unavailable' },
    });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await panel().findByText('Database unavailable')).toHaveClass('notice--error');
    expect(exported.names()).toEqual([]);
  });

  it('says when no entry matches', async () => {
    await openFinance({
      [LEDGER('page=1&limit=25')]: ledgerReply(
        [],
        someTotals({ grossCents: 0, refundsCents: 0, netCents: 0, payments: 0, refunds: 0 }),
      ),
    });
    expect(await region('Ledger').findByText('No ledger entries match these filters')).toBeInTheDocument();
    expect(total('Net revenue')).toHaveTextContent(/^0\.00 USD$/);
  });

  it('shows the server’s words when the ledger cannot load', async () => {
    await openFinance({
      [LEDGER('page=1&limit=25')]: { status: 403, body: { success: false, error: 'Admin access required' } },
    });

    const alert = await panel().findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent(/^Error Loading FinanceAdmin access required$/);
    expect(panel().queryByRole('region', { name: 'Ledger' })).not.toBeInTheDocument();
  });
});
