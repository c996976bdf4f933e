// The admin's ticket list on the shared data table (issue 22): links land filtered (the Overview's
// /admin/tickets?status=open), the selects and the search (once typing settles, through the search call)
// ask the server from the first page and stay in the address, headers sort it both ways, pages turn, every
// row keeps View in the column that stays in view, and the loading, empty and error states say so.
import type { TicketView } from '@shop/command-api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import {
  ADMIN_SESSION,
  aPagination,
  aTicket,
  BILLING_TICKET,
  problem,
  ticketsReply,
} from '../testing/ticket-fixtures';

const TICKET = aTicket();
const list = (query = '') => `GET /api/tickets?${query}${query ? '&' : ''}page=1&limit=25`;
const search = (query: string) => `GET /api/tickets/search?${query}&page=1&limit=25`;

const panel = () => within(screen.getByRole('tabpanel', { name: 'Support Tickets' }));
const numbers = () =>
  panel()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

function openTickets(address: string, handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ 'GET /api/users/me': { status: 200, body: ADMIN_SESSION }, ...handlers });
  return { ...renderApp([address]), fetchMock };
}

const reply = (tickets: TicketView[]) => ticketsReply(tickets);

describe('admin tickets in the address', () => {
  it('opens /admin/tickets?status=open filtered, newest activity shown as the order', async () => {
    const { fetchMock } = openTickets('/admin/tickets?status=open', {
      [list('status=open')]: reply([TICKET]),
    });

    await waitFor(() => expect(numbers()).toEqual(['TKT-000042']));
    expect(panel().getByLabelText('Status')).toHaveValue('open');
    expect(requestsTo(fetchMock, list())).toEqual([]);
    expect(panel().getByRole('columnheader', { name: /^Last Activity/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks for every ticket when the address names a status the server does not know', async () => {
    const { fetchMock } = openTickets('/admin/tickets?status=lost', { [list()]: reply([TICKET]) });

    await waitFor(() => expect(numbers()).toEqual(['TKT-000042']));
    expect(requestsTo(fetchMock, list())).toHaveLength(1);
  });

  it('filters by priority, then searches once typing settles, from the first page', async () => {
    const { user, router, fetchMock } = openTickets('/admin/tickets?page=2', {
      'GET /api/tickets?page=2&limit=25': ticketsReply(
        [BILLING_TICKET],
        aPagination({ current: 2, total: 2, totalTickets: 26, hasPrev: true }),
      ),
      [list('priority=high')]: reply([TICKET]),
      [search('priority=high&q=robot')]: reply([TICKET]),
    });
    await waitFor(() => expect(numbers()).toEqual(['TKT-000007']));

    await user.selectOptions(panel().getByLabelText('Priority'), 'High');
    await waitFor(() => expect(numbers()).toEqual(['TKT-000042']));
    await user.type(panel().getByLabelText('Search tickets'), 'robot');

    await waitFor(() => expect(router.state.location.search).toBe('?priority=high&q=robot'));
    await waitFor(() => expect(requestsTo(fetchMock, search('priority=high&q=robot'))).toHaveLength(1));
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('q=r'))).toHaveLength(1);
  });

  it('sorts by a header, then the other way round, and turns the default order around', async () => {
    const { user, router } = openTickets('/admin/tickets', {
      [list()]: reply([TICKET, BILLING_TICKET]),
      [list('sort=priority&order=asc')]: reply([BILLING_TICKET, TICKET]),
      [list('sort=priority&order=desc')]: reply([TICKET, BILLING_TICKET]),
      [list('sort=lastActivity&order=asc')]: reply([BILLING_TICKET, TICKET]),
    });
    await waitFor(() => expect(numbers()).toEqual(['TKT-000042', 'TKT-000007']));

    await user.click(panel().getByRole('button', { name: /^Priority/ }));
    await waitFor(() => expect(numbers()).toEqual(['TKT-000007', 'TKT-000042']));
    expect(router.state.location.search).toBe('?sort=priority&order=asc');
    await user.click(panel().getByRole('button', { name: /^Priority/ }));
    await waitFor(() => expect(numbers()).toEqual(['TKT-000042', 'TKT-000007']));
    expect(panel().getByRole('columnheader', { name: /^Priority/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(panel().getByRole('button', { name: /^Last Activity/ }));

    await waitFor(() => expect(router.state.location.search).toBe('?sort=lastActivity&order=asc'));
    await waitFor(() => expect(numbers()).toEqual(['TKT-000007', 'TKT-000042']));
  });

  it('turns pages with the total, keeping the filters', async () => {
    const { user, router } = openTickets('/admin/tickets?category=billing', {
      [list('category=billing')]: ticketsReply(
        [BILLING_TICKET],
        aPagination({ total: 2, totalTickets: 30, hasNext: true }),
      ),
      'GET /api/tickets?category=billing&page=2&limit=25': ticketsReply(
        [TICKET],
        aPagination({ current: 2, total: 2, totalTickets: 30, hasPrev: true }),
      ),
    });
    await waitFor(() => expect(numbers()).toEqual(['TKT-000007']));
    expect(panel().getByText('Page 1 of 2 (30 total)')).toBeInTheDocument();

    await user.click(panel().getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(numbers()).toEqual(['TKT-000042']));
    expect(router.state.location.search).toBe('?category=billing&page=2');
  });

  it('keeps View on every row, in the column that stays in view', async () => {
    openTickets('/admin/tickets', { [list()]: reply([TICKET, BILLING_TICKET]) });
    await waitFor(() => expect(numbers()).toHaveLength(2));

    for (const number of ['TKT-000042', 'TKT-000007']) {
      const view = panel().getByRole('button', { name: `View ${number}` });
      expect(view.closest('td')).toHaveClass('data-table__actions--sticky');
    }
    expect(panel().getByRole('columnheader', { name: 'User' })).toHaveClass('data-table__col--p2');
    expect(panel().getByRole('columnheader', { name: 'Category' })).toHaveClass('data-table__col--p3');
  });
});

describe('admin tickets states', () => {
  it("says 'Loading tickets...' until the list arrives", async () => {
    const held = deferredReply();
    openTickets('/admin/tickets', { [list()]: held.handler });

    expect(await screen.findByText('Loading tickets...')).toBeInTheDocument();
    held.release(reply([TICKET]));
    await waitFor(() => expect(numbers()).toEqual(['TKT-000042']));
  });

  it.each([
    ['/admin/tickets', list(), 'No tickets found'],
    ['/admin/tickets?status=closed', list('status=closed'), 'No tickets match these filters'],
  ])('on %s with no tickets says so, without a table', async (address, call, text) => {
    openTickets(address, { [call]: reply([]) });

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(panel().queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ["the server's reason", problem(403, 'Admin access required'), 'Admin access required'],
    ["'Failed to fetch tickets' without one", problem(500), 'Failed to fetch tickets'],
  ])('shows %s when the list cannot load', async (_, answer, text) => {
    openTickets('/admin/tickets', { [list()]: answer });

    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      new RegExp(`^${text}$`),
    );
    expect(panel().queryByRole('table')).not.toBeInTheDocument();
  });
});
