// The admin console's EA Monitoring section (spec §2 Admin dashboard, §3, §7 Monitoring, §8, §9): online
// summary, licence list with search and pages of 10, a 30-second refresh; failures only logged, nothing
// shown. The selected licence's details are in monitoring-detail.test.tsx.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../../components/data-table/table-search';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { elapse, settle } from '../../../testing/fake-time';
import { requestsTo } from '../../../testing/mock-api';
import { aPagination, CALLS, replies } from '../testing/monitoring-fixtures';
import {
  cellsOf,
  figureOf,
  OFFLINE,
  ONLINE,
  openMonitoring,
  panel,
  rowHeaders,
} from '../testing/open-monitoring';

vi.mock('../../../components/charts/echart', () => import('../../../testing/echart-stand-in'));

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
      'Releases',
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
});
