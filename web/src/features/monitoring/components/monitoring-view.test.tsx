// The EA Monitoring list's view in the address: links land filtered online or offline and sorted, the
// Status filter and the headers ask the server, the unsorted list shows its own order (last heartbeat,
// newest first), an empty filtered list says so, and every row keeps its View action in the sticky column.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import { aMonitoringLicence, anAccountStatus, CALLS, replies } from '../testing/monitoring-fixtures';

const ONLINE = aMonitoringLicence();
const OFFLINE = aMonitoringLicence({
  _id: '5b0c2f4e-1a3d-4e6f-8a9b-0c1d2e3f4a02',
  licenseKey: 'ROBOT-DDDDD-EEEEE-FFFFF',
  accountNumber: 87654321,
  isOnline: false,
  lastSeen: null,
  eaVersion: null,
});

const list = (query = '') => CALLS.licences(`${query}${query ? '&' : ''}page=1&limit=10`);
const panel = () => within(screen.getByRole('tabpanel', { name: 'EA Monitoring' }));
const accounts = () =>
  panel()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const header = (name: RegExp) => panel().getByRole('columnheader', { name });

function openMonitoringAt(address: string, handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    [CALLS.accounts]: replies.accounts([anAccountStatus()]),
    ...handlers,
  });
  return { ...renderApp([address]), fetchMock };
}

describe('EA Monitoring view in the address', () => {
  it('opens /admin/monitoring?status=offline&sort=user filtered and sorted', async () => {
    const { fetchMock } = openMonitoringAt('/admin/monitoring?status=offline&sort=user&order=asc', {
      [list('status=offline&sort=user&order=asc')]: replies.licences([OFFLINE]),
    });

    await waitFor(() => expect(accounts()).toEqual(['87654321']));
    expect(requestsTo(fetchMock, list())).toEqual([]);
    const select = panel().getByLabelText('Status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['All', 'Online', 'Offline']);
    expect(select.selectedOptions[0]?.textContent).toBe('Offline');
    expect(header(/^User/)).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows every licence for a status the server does not know (?status=away)', async () => {
    const { fetchMock } = openMonitoringAt('/admin/monitoring?status=away', {
      [list()]: replies.licences([ONLINE, OFFLINE]),
    });

    await waitFor(() => expect(accounts()).toEqual(['12345678', '87654321']));
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('away'))).toEqual([]);
  });

  it('shows the server’s own order until a header sorts it, then turns it around', async () => {
    const { user, router } = openMonitoringAt('/admin/monitoring', {
      [list()]: replies.licences([ONLINE, OFFLINE]),
      [list('sort=lastSeen&order=asc')]: replies.licences([OFFLINE, ONLINE]),
      [list('sort=account&order=asc')]: replies.licences([ONLINE, OFFLINE]),
      [list('sort=account&order=desc')]: replies.licences([OFFLINE, ONLINE]),
    });
    await waitFor(() => expect(accounts()).toEqual(['12345678', '87654321']));
    expect(header(/^Last Seen/)).toHaveAttribute('aria-sort', 'descending');

    await user.click(panel().getByRole('button', { name: /^Last Seen/ }));
    await waitFor(() => expect(accounts()).toEqual(['87654321', '12345678']));
    expect(router.state.location.search).toBe('?sort=lastSeen&order=asc');

    await user.click(panel().getByRole('button', { name: /^Account Number/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=account&order=asc'));
    await user.click(panel().getByRole('button', { name: /^Account Number/ }));
    await waitFor(() => expect(accounts()).toEqual(['87654321', '12345678']));
    expect(header(/^Account Number/)).toHaveAttribute('aria-sort', 'descending');
    expect(header(/^Last Seen/)).not.toHaveAttribute('aria-sort');
  });

  it('filters online robots from the first page, keeping the order', async () => {
    const { user, router } = openMonitoringAt('/admin/monitoring?sort=user&order=desc&page=2', {
      [CALLS.licences('sort=user&order=desc&page=2&limit=10')]: replies.licences([OFFLINE]),
      [list('status=online&sort=user&order=desc')]: replies.licences([ONLINE]),
    });
    await waitFor(() => expect(accounts()).toEqual(['87654321']));

    await user.selectOptions(panel().getByLabelText('Status'), 'Online');

    await waitFor(() => expect(accounts()).toEqual(['12345678']));
    expect(router.state.location.search).toBe('?status=online&sort=user&order=desc');
  });

  it('says when no licence matches the filters', async () => {
    openMonitoringAt('/admin/monitoring?q=nobody', { [list('search=nobody')]: replies.licences([]) });
    await screen.findByRole('tabpanel', { name: 'EA Monitoring' });

    expect(await panel().findByText('No licenses match these filters')).toBeInTheDocument();
    expect(panel().queryByRole('table')).not.toBeInTheDocument();
    expect(panel().getByLabelText('Search licenses')).toHaveValue('nobody');
  });

  it('keeps each row’s View action in the column that stays in view', async () => {
    openMonitoringAt('/admin/monitoring', { [list()]: replies.licences([ONLINE, OFFLINE]) });
    await screen.findByRole('tabpanel', { name: 'EA Monitoring' });

    for (const account of ['12345678', '87654321']) {
      const view = await panel().findByRole('button', { name: `View ${account}` });
      expect(view.closest('td')).toHaveClass('data-table__actions--sticky');
    }
    expect(panel().getByRole('columnheader', { name: 'Actions' })).toHaveClass('data-table__actions--sticky');
  });
});
