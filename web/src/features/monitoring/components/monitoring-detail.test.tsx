// The selected licence in the EA Monitoring section (spec §3, §7 Monitoring, §8): its metrics, heartbeat,
// equity chart with its ranges, positions and deals, each with its number formats; failed details only
// logged, nothing shown.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import {
  aDeal,
  aHeartbeat,
  aPagination,
  aPosition,
  CALLS,
  replies,
  someMetrics,
  somePerformance,
} from '../testing/monitoring-fixtures';
import {
  detail,
  figureOf,
  openDetail,
  panel,
  rowHeaders,
  section,
  tableRows,
} from '../testing/open-monitoring';

vi.mock('../../../components/charts/echart', () => import('../../../testing/echart-stand-in'));

describe('EA Monitoring licence details', () => {
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

    expect(
      await equity.findByRole('img', {
        name:
          'Balance and equity from Mar 1, 2026 to Mar 15, 2026: balance 10,000.00 USD to 11,234.50 USD, ' +
          'equity 10,000.00 USD to 11,300.25 USD. Marked: 1 deposit, 0 withdrawals.',
      }),
    ).toBeInTheDocument();
    expect(range('90 Days')).toHaveAttribute('aria-pressed', 'true');
    expect(range('30 Days')).toHaveAttribute('aria-pressed', 'false');
    expect(calls(CALLS.equity('90'))).toBe(1);

    await user.click(range('30 Days'));
    expect(
      await equity.findByRole('img', {
        name: /^Balance and equity from Mar 10, 2026 to Mar 10, 2026: balance 10,500.00 USD to 10,500.00 USD, equity 10,510.00 USD to 10,510.00 USD\.$/,
      }),
    ).toBeInTheDocument();
    expect(range('30 Days')).toHaveAttribute('aria-pressed', 'true');
    expect(range('90 Days')).toHaveAttribute('aria-pressed', 'false');

    await user.click(range('All'));
    expect(
      await equity.findByRole('img', { name: /^Balance and equity from Dec 1, 2025 to Dec 1, 2025:/ }),
    ).toBeInTheDocument();
    expect(calls(CALLS.equity('30'))).toBe(1);
    expect(calls(CALLS.equity('all'))).toBe(1);
  });

  it("says 'No equity data available' when the range holds no samples", async () => {
    await openDetail({ [CALLS.equity()]: replies.equity([]) });

    const equity = section('Balance & Equity');
    expect(await equity.findByText('No equity data available')).toBeInTheDocument();
    expect(equity.queryByRole('img')).not.toBeInTheDocument();
  });

  it('charts the drawdown and the profit per day over the range chosen for the equity', async () => {
    const { user, calls } = await openDetail({
      [CALLS.performance('30')]: replies.performance(
        somePerformance({ drawdown: [], dailyProfit: [{ day: '2026-03-10', profit: -15 }] }),
      ),
    });
    const drawdown = section('Drawdown');
    const profit = section('Daily Profit');

    expect(
      await drawdown.findByRole('img', {
        name: 'Drawdown from Mar 1, 2026 to Mar 15, 2026: deepest -4.50%, last -1.25%.',
      }),
    ).toBeInTheDocument();
    expect(
      profit.getByRole('img', {
        name: 'Profit per day from Mar 2, 2026 to Mar 5, 2026: 140.25 USD in all, 2 days up, 1 day down.',
      }),
    ).toBeInTheDocument();
    expect(calls(CALLS.performance('90'))).toBe(1);

    await user.click(section('Balance & Equity').getByRole('button', { name: '30 Days' }));

    expect(await drawdown.findByText('No equity data available')).toBeInTheDocument();
    expect(
      await profit.findByRole('img', {
        name: 'Profit per day from Mar 10, 2026 to Mar 10, 2026: -15.00 USD in all, 0 days up, 1 day down.',
      }),
    ).toBeInTheDocument();
    expect(calls(CALLS.performance('30'))).toBe(1);
  });

  it("says 'No closed trades in this range' when no trade closed", async () => {
    await openDetail({ [CALLS.performance()]: replies.performance(somePerformance({ dailyProfit: [] })) });

    expect(await section('Daily Profit').findByText('No closed trades in this range')).toBeInTheDocument();
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

  it('only logs failed details and shows nothing about them', async () => {
    const failure = { status: 500, body: { success: false, error: 'Database is down' } };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openDetail({
      [CALLS.metrics]: failure,
      [CALLS.heartbeat]: failure,
      [CALLS.equity()]: failure,
      [CALLS.performance()]: failure,
      [CALLS.positions()]: failure,
      [CALLS.deals()]: failure,
    });

    for (const what of ['metrics', 'heartbeat', 'equity', 'performance', 'positions', 'deals']) {
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith(`Failed to fetch ${what}`, expect.any(ApiError)),
      );
    }
    await waitFor(() => expect(detail().queryByText('Loading...')).not.toBeInTheDocument());
    for (const name of [
      'Metrics',
      'Heartbeat',
      'Balance & Equity',
      'Drawdown',
      'Daily Profit',
      'Positions',
      'Deals',
    ]) {
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
