// The /support page for a ticket owner (spec §2 Support, §7 Tickets, §8): signed-in only, the owner's
// tickets with their words and badges, 'No tickets found', 'Failed to fetch tickets', the filters and the
// debounced search choosing between the list and the search call, and pages of ten.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { elapse, settle } from '../../../testing/fake-time';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import {
  aPagination,
  aTicket,
  BILLING_TICKET,
  CALLS,
  OWNER_SESSION,
  problem,
  ticketsReply,
} from '../testing/ticket-fixtures';
import { SEARCH_DEBOUNCE_MS } from './support-tickets';

const TICKET = aTicket();
const list = () => within(screen.getByRole('table', { name: 'Support tickets' }));
const rowHeaders = () => screen.queryAllByRole('rowheader').map((header) => header.textContent);
const cellsOf = (ticketNumber: string) =>
  within(screen.getByRole('rowheader', { name: ticketNumber }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const urls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/tickets'));

async function openSupport(handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: OWNER_SESSION },
    [CALLS.list()]: ticketsReply([TICKET, BILLING_TICKET]),
    ...handlers,
  });
  const app = renderApp(['/support']);
  await screen.findByRole('heading', { level: 1, name: 'Support' });
  return { ...app, fetchMock };
}

describe('/support', () => {
  it('sends visitors without a session to /login and asks for no tickets', async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp(['/support']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists the owner's tickets, without a User column, with Create Ticket and the page count", async () => {
    const { fetchMock } = await openSupport();
    await screen.findByRole('table', { name: 'Support tickets' });

    expect(document.title).toMatch(/^Support \| /);
    expect(screen.getByRole('heading', { level: 2, name: 'My Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Ticket' })).toBeInTheDocument();
    expect(
      list()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Ticket', 'Subject', 'Category', 'Priority', 'Status', 'Last Activity', 'Actions']);
    expect(rowHeaders()).toEqual(['TKT-000042', 'TKT-000007']);
    expect(cellsOf('TKT-000042')).toEqual([
      'Robot stops trading at midnight',
      'Technical',
      'High',
      'Open',
      formatDateTime('2026-03-15T12:00:00.000Z'),
      'View',
    ]);
    expect(cellsOf('TKT-000007').slice(0, 4)).toEqual(['Invoice for March', 'Billing', 'Low', 'Resolved']);
    expect(list().getByText('Resolved')).toHaveClass('status-badge', 'status-badge--active');
    expect(list().getByRole('button', { name: 'View TKT-000042' })).toHaveTextContent(/^View$/);
    const pages = within(screen.getByRole('navigation', { name: 'Ticket pages' }));
    expect(pages.getByText('Page 1 of 1 (2 tickets)')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(urls(fetchMock)).toEqual(['/api/tickets?page=1&limit=10']);
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/tickets'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it.each([
    ['In Progress', 'in_progress', 'status-badge--pending'],
    ['Waiting for User', 'waiting_for_user', 'status-badge--held'],
    ['Closed', 'closed', 'status-badge--expired'],
  ] as const)('shows the status %s in words, as a badge', async (words, status, tone) => {
    await openSupport({ [CALLS.list()]: ticketsReply([aTicket({ status })]) });

    const badge = await screen.findByText(words, { selector: '.status-badge' });
    expect(badge).toHaveClass(tone);
  });

  it("says 'No tickets found' when there are none", async () => {
    await openSupport({ [CALLS.list()]: ticketsReply([], aPagination({ total: 0, totalTickets: 0 })) });

    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Ticket pages' })).not.toBeInTheDocument();
  });

  it.each([
    ["'Failed to fetch tickets' when the server gives no reason", problem(500), 'Failed to fetch tickets'],
    [
      "the server's error when it gives one",
      problem(503, 'Support is down for maintenance'),
      'Support is down for maintenance',
    ],
  ])('shows %s', async (_, reply, shown) => {
    await openSupport({ [CALLS.list()]: reply });

    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${shown}$`));
    expect(screen.queryByText('No tickets found')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('filters by status, category and priority, each choice asking the list again from page 1', async () => {
    const { user, fetchMock } = await openSupport({
      [CALLS.list('page=1&limit=10&status=waiting_for_user')]: ticketsReply([BILLING_TICKET]),
      [CALLS.list('page=1&limit=10&status=waiting_for_user&category=license')]: ticketsReply([TICKET]),
      [CALLS.list('page=1&limit=10&status=waiting_for_user&category=license&priority=urgent')]: ticketsReply(
        [],
        aPagination({ total: 0, totalTickets: 0 }),
      ),
    });
    await screen.findByRole('table');
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Open', 'In Progress', 'Waiting for User', 'Resolved', 'Closed']);
    expect(
      within(screen.getByLabelText('Category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'General', 'Technical', 'Billing', 'Account', 'License']);
    expect(
      within(screen.getByLabelText('Priority'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All priorities', 'Low', 'Medium', 'High', 'Urgent']);

    await user.selectOptions(status, 'Waiting for User');
    await waitFor(() => expect(rowHeaders()).toEqual(['TKT-000007']));
    await user.selectOptions(screen.getByLabelText('Category'), 'License');
    await waitFor(() => expect(rowHeaders()).toEqual(['TKT-000042']));
    await user.selectOptions(screen.getByLabelText('Priority'), 'Urgent');

    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
    expect(urls(fetchMock)).toEqual([
      '/api/tickets?page=1&limit=10',
      '/api/tickets?page=1&limit=10&status=waiting_for_user',
      '/api/tickets?page=1&limit=10&status=waiting_for_user&category=license',
      '/api/tickets?page=1&limit=10&status=waiting_for_user&category=license&priority=urgent',
    ]);
  });

  it('searches once typing settles, through /search with the filters, and lists again once the box is empty', async () => {
    const SEARCH = CALLS.search('q=TKT-000042&page=1&limit=10&status=open');
    const { user, fetchMock } = await openSupport({
      [CALLS.list('page=1&limit=10&status=open')]: ticketsReply([TICKET, BILLING_TICKET]),
      [SEARCH]: ticketsReply([TICKET]),
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await waitFor(() =>
      expect(requestsTo(fetchMock, CALLS.list('page=1&limit=10&status=open'))).toHaveLength(1),
    );

    // On a faked clock no time passes between keystrokes, however slowly the machine types.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'TKT-000042');
    await elapse(SEARCH_DEBOUNCE_MS);

    await waitFor(() => expect(rowHeaders()).toEqual(['TKT-000042']));
    // One search for the settled text, none for the letters typed on the way.
    expect(urls(fetchMock).filter((url) => url.includes('/search'))).toEqual([
      '/api/tickets/search?q=TKT-000042&page=1&limit=10&status=open',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search tickets' }));
    await elapse(SEARCH_DEBOUNCE_MS);
    await settle();
    await waitFor(() => expect(rowHeaders()).toEqual(['TKT-000042', 'TKT-000007']));
    expect(urls(fetchMock).at(-1)).toBe('/api/tickets?page=1&limit=10&status=open');
    expect(urls(fetchMock).filter((url) => url.includes('/search'))).toHaveLength(1);
  });

  it('does not search for blank text', async () => {
    const { user, fetchMock } = await openSupport();
    await screen.findByRole('table');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), '   ');
    await elapse(SEARCH_DEBOUNCE_MS);
    await settle();

    expect(urls(fetchMock)).toEqual(['/api/tickets?page=1&limit=10']);
  });

  it('pages with Previous and Next, and starts again at page 1 when a filter changes', async () => {
    const SECOND = aTicket({ _id: 'p2', ticketNumber: 'TKT-000001', subject: 'Older one' });
    const { user, fetchMock } = await openSupport({
      [CALLS.list()]: ticketsReply([TICKET], aPagination({ total: 2, totalTickets: 11, hasNext: true })),
      [CALLS.list('page=2&limit=10')]: ticketsReply(
        [SECOND],
        aPagination({ current: 2, total: 2, totalTickets: 11, hasPrev: true }),
      ),
      [CALLS.list('page=1&limit=10&category=general')]: ticketsReply([BILLING_TICKET]),
    });
    const pages = within(await screen.findByRole('navigation', { name: 'Ticket pages' }));
    expect(pages.getByText('Page 1 of 2 (11 tickets)')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(pages.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(rowHeaders()).toEqual(['TKT-000001']));
    expect(pages.getByText('Page 2 of 2 (11 tickets)')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(pages.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(rowHeaders()).toEqual(['TKT-000042']));

    await user.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowHeaders()).toEqual(['TKT-000001']));
    await user.selectOptions(screen.getByLabelText('Category'), 'General');
    await waitFor(() => expect(rowHeaders()).toEqual(['TKT-000007']));
    expect(urls(fetchMock).at(-1)).toBe('/api/tickets?page=1&limit=10&category=general');
    expect(requestsTo(fetchMock, CALLS.list('page=2&limit=10'))).toHaveLength(2);
  });
});
