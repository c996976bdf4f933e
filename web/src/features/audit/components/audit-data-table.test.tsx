// The Audit Trail on the shared data table: sorting by time from its header (kept in the address and sent
// to the API), a range of days in the address sent as the instants they start and end, each row's raw
// event in its actions column, the empty and error states in the spec's words, and Export CSV in the page
// header asking the server for the view's filters and order.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloadExport } from '../../../lib/download-export';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION, anAuditEntry, auditReply } from '../testing/audit-fixtures';

vi.mock('../../../lib/download-export', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/download-export')>()),
  downloadExport: vi.fn(async () => {}),
}));

const ALL = 'GET /api/audit?page=1&limit=25';
const OLDEST_FIRST = 'GET /api/audit?sort=at&order=asc&page=1&limit=25';
const NEWEST_FIRST = 'GET /api/audit?sort=at&order=desc&page=1&limit=25';
const ISSUED = anAuditEntry();
const iso = (date: Date) => encodeURIComponent(date.toISOString());
const MARCH = `from=${iso(new Date(2026, 2, 1))}&to=${iso(new Date(2026, 3, 1))}`;

async function openAudit(address: string, handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ 'GET /api/users/me': { status: 200, body: ADMIN_SESSION }, ...handlers });
  const app = renderApp([address]);
  const panel = within(await screen.findByRole('tabpanel', { name: 'Audit Trail' }));
  return { ...app, fetchMock, panel };
}

const whenHeader = (panel: ReturnType<typeof within>) => panel.getByRole('columnheader', { name: /When/ });

describe('audit trail on the data table', () => {
  it('sorts by time from the When header, oldest first then newest, keeping the order in the address', async () => {
    const { panel, user, router, fetchMock } = await openAudit('/admin/audit', {
      [ALL]: auditReply([ISSUED]),
      [OLDEST_FIRST]: auditReply([ISSUED]),
      [NEWEST_FIRST]: auditReply([ISSUED]),
    });
    await panel.findByRole('table');
    expect(whenHeader(panel)).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(whenHeader(panel)).getByRole('button'));
    await waitFor(() => expect(requestsTo(fetchMock, OLDEST_FIRST)).toHaveLength(1));
    expect(router.state.location.search).toBe('?sort=at&order=asc');
    expect(whenHeader(panel)).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(whenHeader(panel)).getByRole('button'));
    await waitFor(() => expect(requestsTo(fetchMock, NEWEST_FIRST)).toHaveLength(1));
    expect(router.state.location.search).toBe('?sort=at&order=desc');
  });

  it('keeps a range of days in the address and sends it as the instants the days start and end', async () => {
    const RANGE = `GET /api/audit?${MARCH}&page=1&limit=25`;
    const { panel, router, fetchMock } = await openAudit('/admin/audit?from=2026-03-01', {
      [`GET /api/audit?from=${iso(new Date(2026, 2, 1))}&page=1&limit=25`]: auditReply([ISSUED]),
      [RANGE]: auditReply([]),
    });
    expect(await panel.findByRole('table')).toBeInTheDocument();
    expect(panel.getByLabelText('From')).toHaveValue('2026-03-01');

    fireEvent.change(panel.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(requestsTo(fetchMock, RANGE)).toHaveLength(1));
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31');
    expect(await panel.findByText('No events found')).toBeInTheDocument();
  });

  it('tells a To before From at its field and sends nothing for it', async () => {
    const { panel, fetchMock } = await openAudit('/admin/audit?from=2026-03-10&to=2026-03-09', {});

    expect(panel.getByLabelText('To')).toHaveAccessibleDescription('To must be on or after From');
    expect(panel.getByText('Correct the filters above to see events.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/audit'),
    );
  });

  it('gives every row its raw event in the actions column that stays in view', async () => {
    const second = anAuditEntry({ _id: 'e0000000-0000-4000-8000-000000000009', type: 'LicenceRevoked' });
    const { panel } = await openAudit('/admin/audit', { [ALL]: auditReply([second, ISSUED]) });
    await panel.findByRole('table');

    const buttons = panel.getAllByRole('button', { name: 'Raw event' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button.closest('td')).toHaveClass('data-table__actions--sticky');
    expect(panel.getByRole('columnheader', { name: 'Who' })).toHaveClass('data-table__col--p2');
    expect(panel.getByRole('columnheader', { name: 'Change' })).not.toHaveClass('data-table__col--p2');
  });

  it('says it is loading, then that the trail failed, in the spec’s words', async () => {
    const { panel } = await openAudit('/admin/audit', {
      [ALL]: { status: 500, body: { success: false, code: 'INTERNAL' } },
    });

    expect(panel.getByText('Loading audit trail...')).toHaveAttribute('role', 'status');
    expect(await panel.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Failed to load the audit trail',
    );
  });

  it('exports the trail with the view’s filters and order from the page header', async () => {
    const address = '/admin/audit?category=licence&internal=1&sort=at&order=asc';
    const { panel, user } = await openAudit(address, {
      'GET /api/audit?category=licence&include=internal&sort=at&order=asc&page=1&limit=25': auditReply([
        ISSUED,
      ]),
    });
    await panel.findByRole('table');
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    expect(panel.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    await user.click(exportButton);
    expect(downloadExport).toHaveBeenCalledTimes(1);
    const [path, params] = vi.mocked(downloadExport).mock.calls[0]!;
    expect(path).toBe('/audit/export.csv');
    expect(String(params)).toBe('category=licence&include=internal&sort=at&order=asc');
  });
});
