// The admin panel's Audit Trail tab: events newest first with when, who, what, entity and change (full
// data on demand), filters carried in the address (so links and reloads land filtered), debounced typing,
// pages of 25, filters the API would refuse, and failures.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { elapse } from '../../../testing/fake-time';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION, anAuditEntry, auditReply, LICENCE_ID, OWNER_ID } from '../testing/audit-fixtures';
import { FILTER_DEBOUNCE_MS } from './audit-filters';

const ALL = 'GET /api/audit?page=1&limit=25';
const ISSUED = anAuditEntry();
const CHANGED = anAuditEntry({
  _id: 'e0000000-0000-4000-8000-000000000002',
  at: '2026-01-12T12:00:00.000Z',
  type: 'AccountNumberChanged',
  revision: 1,
  actor: `user:${OWNER_ID}`,
  actorName: 'trader1',
  data: { from: 31337, to: 424242, changedBy: 'user', reason: 'Moved to a new broker' },
});
const SEEDED = anAuditEntry({
  _id: 'e0000000-0000-4000-8000-000000000003',
  at: '2026-01-01T12:00:00.000Z',
  type: 'AdminRosterSeeded',
  streamId: 'adminroster',
  entity: { type: 'adminroster', id: '', label: 'Admin roster' },
  actor: 'system:first-admin',
  actorName: null,
  ownerId: null,
  data: {},
});

async function openAudit(address: string, handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ 'GET /api/users/me': { status: 200, body: ADMIN_SESSION }, ...handlers });
  const app = renderApp([address]);
  const panel = within(await screen.findByRole('tabpanel', { name: 'Audit Trail' }));
  return { ...app, fetchMock, panel };
}

const rowsOf = (panel: ReturnType<typeof within>) =>
  panel
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => [...row.children].map((cell) => cell.textContent));

describe('audit trail tab', () => {
  it('lists the events as the API sends them, newest first: when, who, what, entity and change', async () => {
    // The UI changed deliberately: times read 'N ago' (exact on hover), entities by the API's label, and
    // the change in words with the raw event one click away.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-12T15:00:00.000Z'));
    const { panel, fetchMock } = await openAudit('/admin/audit', {
      [ALL]: auditReply([CHANGED, ISSUED, SEEDED]),
    });

    await panel.findByRole('table', { name: 'Audit trail, sorted by When descending' });
    expect(screen.getByRole('tab', { name: 'Audit Trail' })).toHaveAttribute('aria-selected', 'true');
    expect(rowsOf(panel)).toEqual([
      [
        '3 hours ago',
        'trader1 (user)',
        'Account number changed',
        'Licence 3QQVZ-…',
        expect.stringMatching(/^from: 31337, to: 424242, reason: Moved to a new broker, changedBy: user$/),
        'Raw event',
      ],
      [
        '2 days ago',
        'boss (admin)',
        'Licence issued',
        'Licence 3QQVZ-…',
        expect.stringMatching(
          /^accountNumber: 31337, durationDays: 30, licenceId: 5a3e7f10-2b4c-4d6e-8f90-a1b2c3d…, userId: 0b6f1d52-7c1a-4d33-9a57-1f0c2e9…$/,
        ),
        'Raw event',
      ],
      ['last week', 'system:first-admin', 'Admin roster seeded', 'Admin roster', 'No data', 'Raw event'],
    ]);
    expect(panel.getByText('3 hours ago')).toHaveAttribute('title', expect.stringMatching(/^Jan 12, 2026, /));
    expect(panel.getByText('3 hours ago')).toHaveAttribute('dateTime', CHANGED.at);
    expect(panel.getByText('3 total')).toBeInTheDocument();
    expect(requestsTo(fetchMock, ALL)).toHaveLength(1);
    expect(panel.queryByRole('navigation', { name: 'Audit trail pages' })).not.toBeInTheDocument();
  });

  it('shows the raw event, its envelope, data and metadata as JSON, on demand', async () => {
    const { panel, user } = await openAudit('/admin/audit', { [ALL]: auditReply([ISSUED]) });

    await panel.findByText(/^accountNumber: 31337, /);
    expect(screen.queryByText(/"accountNumber": 31337/)).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Raw event' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Raw event: Licence issued' }));
    const json = dialog.getByText(/"accountNumber": 31337/);
    expect(JSON.parse(json.textContent ?? '')).toEqual({
      id: ISSUED._id,
      type: 'LicenceIssued',
      streamId: ISSUED.streamId,
      revision: 0,
      occurredAt: ISSUED.at,
      actor: ISSUED.actor,
      ownerId: OWNER_ID,
      data: ISSUED.data,
      metadata: ISSUED.metadata,
    });
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lands filtered from a link or a reload: the request and the fields carry the filters', async () => {
    const LICENCE = `GET /api/audit?category=licence&entityId=${LICENCE_ID}&page=1&limit=25`;
    const { panel, fetchMock } = await openAudit(`/admin/audit?category=licence&entityId=${LICENCE_ID}`, {
      [LICENCE]: auditReply([ISSUED]),
    });

    expect(await panel.findByRole('rowheader', { name: 'Licence issued' })).toBeInTheDocument();
    expect(panel.getByLabelText('Entity type')).toHaveDisplayValue('Licences');
    expect(panel.getByLabelText('Entity ID')).toHaveValue(LICENCE_ID);
    expect(panel.getByLabelText('User ID')).toHaveValue('');
    expect(
      fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('audit')),
    ).toEqual([`/api/audit?category=licence&entityId=${LICENCE_ID}&page=1&limit=25`]);
    expect(requestsTo(fetchMock, LICENCE)).toHaveLength(1);
  });

  it('applies an entity type at once and typed filters once typing has settled, keeping them in the address', async () => {
    const ORDERS = 'GET /api/audit?category=order&page=1&limit=25';
    const SEARCHED = 'GET /api/audit?category=order&q=refund&page=1&limit=25';
    const { panel, user, router, fetchMock } = await openAudit('/admin/audit', {
      [ALL]: auditReply([ISSUED]),
      [ORDERS]: auditReply([]),
      [SEARCHED]: auditReply([]),
    });
    await panel.findByRole('table');

    await user.selectOptions(panel.getByLabelText('Entity type'), 'Orders');
    await waitFor(() => expect(requestsTo(fetchMock, ORDERS)).toHaveLength(1));
    expect(router.state.location.search).toBe('?category=order');
    expect(router.state.historyAction).toBe('REPLACE');

    // On a faked clock no time passes between keystrokes, however slowly the machine types.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(panel.getByLabelText('Search'), 'refund');
    expect(requestsTo(fetchMock, SEARCHED)).toHaveLength(0);
    await elapse(FILTER_DEBOUNCE_MS);
    await waitFor(() => expect(requestsTo(fetchMock, SEARCHED)).toHaveLength(1));
    expect(router.state.location.search).toBe('?category=order&q=refund');
    // Only the settled text was sent, never a part of it.
    const searches = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('q='));
    expect(searches).toEqual(['/api/audit?category=order&q=refund&page=1&limit=25']);
    expect(await panel.findByText('No events found')).toBeInTheDocument();
    expect(panel.getByLabelText('Search')).toHaveValue('refund');
  });

  it('pages through 25 at a time, and a new filter starts again on page 1', async () => {
    const PAGE_2 = 'GET /api/audit?page=2&limit=25';
    const TYPED = 'GET /api/audit?type=LicenceIssued&page=1&limit=25';
    const paged = { pages: 3, total: 60, hasNext: true };
    const { panel, user, router, fetchMock } = await openAudit('/admin/audit', {
      [ALL]: auditReply([ISSUED], paged),
      [PAGE_2]: auditReply([CHANGED], { ...paged, current: 2, hasPrev: true }),
      [TYPED]: auditReply([ISSUED]),
    });

    const pages = within(await panel.findByRole('navigation', { name: 'Audit trail pages' }));
    expect(pages.getByText('Page 1 of 3 (60 total)')).toBeInTheDocument();
    await user.click(pages.getByRole('button', { name: 'Next' }));

    expect(await panel.findByRole('rowheader', { name: 'Account number changed' })).toBeInTheDocument();
    expect(pages.getByText('Page 2 of 3 (60 total)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestsTo(fetchMock, PAGE_2)).toHaveLength(1);

    await user.type(panel.getByLabelText('Event type'), 'LicenceIssued');
    await waitFor(() => expect(requestsTo(fetchMock, TYPED)).toHaveLength(1));
    expect(router.state.location.search).toBe('?type=LicenceIssued');
  });

  it("narrows to one entity's history from its link in a row, and Clear filters shows everything again", async () => {
    const LICENCE = `GET /api/audit?category=licence&entityId=${LICENCE_ID}&page=1&limit=25`;
    const { panel, user, router, fetchMock } = await openAudit('/admin/audit', {
      [ALL]: auditReply([CHANGED, ISSUED]),
      [LICENCE]: auditReply([CHANGED, ISSUED]),
    });

    const [link] = await panel.findAllByRole('link', { name: 'Licence 3QQVZ-…' });
    expect(link).toHaveAttribute('href', `/admin/audit?category=licence&entityId=${LICENCE_ID}`);
    await user.click(link!);

    await waitFor(() => expect(requestsTo(fetchMock, LICENCE)).toHaveLength(1));
    expect(panel.getByLabelText('Entity ID')).toHaveValue(LICENCE_ID);
    await user.click(panel.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(panel.getByLabelText('Entity ID')).toHaveValue('');
    expect(panel.getByLabelText('Entity type')).toHaveDisplayValue('All');
    expect(panel.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('tells a filter the API would refuse at its field and sends nothing', async () => {
    const { panel, fetchMock } = await openAudit('/admin/audit?userId=not-a-user', {});

    expect(panel.getByLabelText('User ID')).toHaveAccessibleDescription('User not found');
    expect(panel.getByLabelText('User ID')).toHaveAttribute('aria-invalid', 'true');
    expect(panel.getByText('Correct the filters above to see events.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/audit'),
    );
  });

  it("shows the server's error when the trail cannot load", async () => {
    const { panel } = await openAudit('/admin/audit', {
      [ALL]: { status: 403, body: { success: false, error: 'Admin access required', code: 'FORBIDDEN' } },
    });

    expect(await panel.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      /^Admin access required$/,
    );
  });

  it('keeps another kind of entity reached by a link as a choice of its own', async () => {
    const ROSTER = 'GET /api/audit?category=adminroster&page=1&limit=25';
    const { panel, fetchMock } = await openAudit('/admin/audit?category=adminroster', {
      [ROSTER]: auditReply([SEEDED]),
    });

    expect(await panel.findByRole('rowheader', { name: 'Admin roster seeded' })).toBeInTheDocument();
    expect(panel.getByLabelText('Entity type')).toHaveDisplayValue('adminroster');
    expect(requestsTo(fetchMock, ROSTER)).toHaveLength(1);
  });
});
