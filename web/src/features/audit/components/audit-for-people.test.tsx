// The Audit Trail for people: entities by the names people use (never an internal stream's), money in US
// dollars to the cent, discount values by their type, times as 'N ago' with the exact time on hover, and
// the internal events behind 'Show internal events'.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION, anAuditEntry, auditReply } from '../testing/audit-fixtures';

const ALL = 'GET /api/audit?page=1&limit=25';
const WITH_INTERNAL = 'GET /api/audit?include=internal&page=1&limit=25';
const ORDER_ID = '13bea5ea-1111-4222-8333-444455556666';
const NOW = new Date('2026-03-15T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const entry = (n: number, type: string, entity: { type: string; id: string; label: string }, data = {}) =>
  anAuditEntry({
    _id: `e0000000-0000-4000-8000-00000000010${n}`,
    at: hoursAgo(n),
    type,
    streamId: `${entity.type}-${entity.id}`,
    entity,
    data,
  });

const BUSINESS = [
  entry(1, 'TicketOpened', { type: 'ticket', id: 't1', label: 'Ticket TKT-000012' }),
  entry(
    2,
    'OrderPlaced',
    { type: 'order', id: ORDER_ID, label: 'Order 13bea5ea' },
    {
      priceCents: 15600,
      discountCents: 3120,
      amountCents: 12480,
      discount: { code: 'SPRING20', discountCents: 3120 },
    },
  ),
  entry(3, 'LicenceIssued', { type: 'licence', id: 'l1', label: 'Licence 3QQVZ-…' }),
  entry(4, 'UserRegistered', { type: 'user', id: 'u1', label: 'User trader42' }),
  entry(5, 'UserDeleted', { type: 'user', id: 'u2', label: 'User [erased]' }),
  entry(
    6,
    'DiscountCreated',
    { type: 'discount', id: 'd1', label: 'Discount code SPRING20' },
    {
      code: 'SPRING20',
      type: 'percentage',
      value: 2000,
      maxDiscountCents: 2500,
    },
  ),
];
const INTERNAL = [
  entry(7, 'TicketNumberAllocated', { type: 'ticketnumber', id: 'sequence', label: 'Ticket numbers' }),
  entry(8, 'ReservationClaimed', {
    type: 'paymenttx',
    id: `TRC20-${'ab'.repeat(32)}`,
    label: 'Reservation of transaction TRC20 abababababab…',
  }),
];
/** What stream names would read as if an entity were named after its stream. */
const STREAM_NAMED = /ticketnumber|paymenttx|accountlicence|licensekey|discountcode|paymentaddress|sequence/i;

async function openAudit(address: string, handlers: Record<string, Handler>) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ 'GET /api/users/me': { status: 200, body: ADMIN_SESSION }, ...handlers });
  const app = renderApp([address]);
  const panel = within(await screen.findByRole('tabpanel', { name: 'Audit Trail' }));
  await panel.findByRole('table');
  return { ...app, fetchMock, panel };
}

const cellsOf = (panel: ReturnType<typeof within>, column: number) =>
  panel
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => row.children[column]?.textContent ?? '');

describe('audit trail for people', () => {
  it('names every entity as people say it, none after an internal stream, and asks for business events only', async () => {
    const { panel, fetchMock } = await openAudit('/admin/audit', { [ALL]: auditReply(BUSINESS) });

    const entities = cellsOf(panel, 3);
    expect(entities).toEqual([
      'Ticket TKT-000012',
      'Order 13bea5ea',
      'Licence 3QQVZ-…',
      'User trader42',
      'User [erased]',
      'Discount code SPRING20',
    ]);
    for (const label of entities) expect(label).not.toMatch(STREAM_NAMED);
    expect(panel.getByLabelText('Show internal events')).not.toBeChecked();
    expect(requestsTo(fetchMock, ALL)).toHaveLength(1);
    expect(requestsTo(fetchMock, WITH_INTERNAL)).toHaveLength(0);
  });

  it("shows money in US dollars to the cent and a percentage code's value as '20 %'", async () => {
    const { panel } = await openAudit('/admin/audit', { [ALL]: auditReply(BUSINESS) });

    // The summary in words; the raw event, one click away in the row's actions, keeps the data as recorded.
    const changes = cellsOf(panel, 4);
    expect(changes[1]).toMatch(
      /^price: 156\.00 USD, discount: 31\.20 USD, amount: 124\.80 USD, discount: SPRING20/,
    );
    expect(changes[5]).toMatch(/^code: SPRING20, type: percentage, value: 20 %, maxDiscount: 25\.00 USD/);
    expect(changes.join(' ')).not.toMatch(/Cents|value: 2000/);
  });

  it('tells how long ago each event was, with the exact time in the browser’s zone on hover', async () => {
    const { panel } = await openAudit('/admin/audit', { [ALL]: auditReply(BUSINESS) });

    expect(cellsOf(panel, 0)).toEqual([
      '1 hour ago',
      '2 hours ago',
      '3 hours ago',
      '4 hours ago',
      '5 hours ago',
      '6 hours ago',
    ]);
    const time = panel.getByText('3 hours ago');
    expect(time).toHaveAttribute('dateTime', hoursAgo(3));
    expect(time.getAttribute('title')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'long' }).format(
        new Date(hoursAgo(3)),
      ),
    );
  });

  it('shows the internal events when asked, keeping the choice in the address, and hides them again', async () => {
    const { panel, user, router, fetchMock } = await openAudit('/admin/audit', {
      [ALL]: auditReply(BUSINESS),
      [WITH_INTERNAL]: auditReply([...BUSINESS, ...INTERNAL]),
    });

    await user.click(panel.getByLabelText('Show internal events'));
    expect(await panel.findByRole('rowheader', { name: 'Ticket number allocated' })).toBeInTheDocument();
    expect(panel.getByText('Reservation of transaction TRC20 abababababab…')).toBeInTheDocument();
    expect(panel.getByLabelText('Show internal events')).toBeChecked();
    expect(router.state.location.search).toMatch(/internal=1/);
    expect(requestsTo(fetchMock, WITH_INTERNAL)).toHaveLength(1);

    await user.click(panel.getByLabelText('Show internal events'));
    await waitFor(() =>
      expect(panel.queryByRole('rowheader', { name: 'Ticket number allocated' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).not.toMatch(/internal=1/);
  });

  it('keeps the internal events on a reload of an address that asks for them', async () => {
    const { panel, fetchMock } = await openAudit('/admin/audit?internal=1', {
      [WITH_INTERNAL]: auditReply(INTERNAL),
    });

    expect(panel.getByLabelText('Show internal events')).toBeChecked();
    expect(panel.getByRole('rowheader', { name: 'Reservation claimed' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, ALL)).toHaveLength(0);
  });
});
