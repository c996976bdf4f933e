// The admin console's Support Tickets section (spec §2 Admin dashboard, §4 Ticket status, §8 Tickets):
// everyone's tickets on the shared data table with a User column, no Create Ticket and no second title; in
// the dialog the status selector that sends at once, internal notes tagged 'Internal', and the Internal
// note checkbox on replies. The view in the address is in admin-tickets-view.test.tsx.
import type { TicketView } from '@shop/command-api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import {
  ADMIN,
  ADMIN_SESSION,
  aMessage,
  aTicket,
  BILLING_TICKET,
  CALLS,
  OWNER,
  offline,
  problem,
  ticketReply,
  ticketsReply,
} from '../testing/ticket-fixtures';

const ADMIN_LIST = CALLS.list('page=1&limit=25');
const QUESTION = aMessage({
  _id: 'a1b2c3d4-0000-4000-8000-000000000011',
  sender: { _id: OWNER._id, username: OWNER.username },
  senderType: 'user',
  message: 'Any news?',
});
const NOTE = aMessage({
  _id: 'a1b2c3d4-0000-4000-8000-000000000012',
  message: 'Broker blocks EAs at rollover.',
  isInternal: true,
  createdAt: '2026-03-15T14:00:00.000Z',
});
const TICKET = aTicket({ messages: [QUESTION, NOTE] });

const panel = () => within(screen.getByRole('tabpanel', { name: 'Support Tickets' }));
const dialog = () => within(screen.getByRole('dialog', { name: TICKET.subject }));
const statusSelect = () => dialog().getByRole('combobox', { name: 'Status' });
const facts = () =>
  Object.fromEntries(
    dialog()
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
const rowOf = (ticketNumber: string) => screen.getByRole('rowheader', { name: ticketNumber }).closest('tr')!;
const cellsOf = (ticketNumber: string) =>
  within(rowOf(ticketNumber))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const reply = () => within(dialog().getByRole('form', { name: 'Reply' }));

async function openTab(
  handlers: Record<string, Handler> = {},
  tickets: TicketView[] = [TICKET, BILLING_TICKET],
) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users': { status: 200, body: { success: true, users: [] } },
    [ADMIN_LIST]: ticketsReply(tickets),
    [CALLS.get()]: ticketReply(TICKET),
    ...handlers,
  });
  const app = renderApp(['/admin']);
  await app.user.click(await screen.findByRole('tab', { name: 'Support Tickets' }));
  await panel().findByRole('table', { name: /^Support tickets/ });
  return { ...app, fetchMock };
}

async function openTicket(handlers: Record<string, Handler> = {}) {
  const app = await openTab(handlers);
  await app.user.click(panel().getByRole('button', { name: 'View TKT-000042' }));
  await screen.findByRole('dialog', { name: TICKET.subject });
  await waitFor(() => expect(requestsTo(app.fetchMock, CALLS.get())).toHaveLength(1));
  return app;
}

describe('Support Tickets tab (admin)', () => {
  it('comes before Audit Trail, lists everyone’s tickets with a User column, and offers no Create Ticket', async () => {
    const { fetchMock } = await openTab();

    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.at(-3)).toHaveTextContent(/^Support Tickets$/);
    expect(tabs.at(-3)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeInTheDocument();
    expect(panel().queryByRole('heading', { name: 'Support Tickets' })).not.toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Create Ticket' })).not.toBeInTheDocument();
    expect(
      panel()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Ticket↕',
      'Subject↕',
      'User',
      'Category',
      'Priority↕',
      'Status↕',
      'Last Activity↓',
      'Opened↕',
      'Actions',
    ]);
    expect(cellsOf('TKT-000042').slice(0, 5)).toEqual([
      'Robot stops trading at midnight',
      'trader1trader1@example.com',
      'Technical',
      'High',
      'Open',
    ]);
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/tickets?page=1&limit=25');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it('shows the ticket’s user, the conversation from Customer and Support, and internal notes tagged Internal', async () => {
    await openTicket();

    expect(facts().User).toBe('trader1 (trader1@example.com)');
    const items = within(dialog().getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Customer|Support|You)$/).textContent)).toEqual([
      'Customer',
      'Support',
    ]);
    expect(within(items[0]!).queryByText('Internal')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Internal')).toBeVisible();
    expect(items[1]).toHaveClass('ticket-message--internal');
    expect(items[1]).toHaveTextContent('Broker blocks EAs at rollover.');
  });

  it("links the ticket to its history in the panel's Audit Trail tab, and follows the link there", async () => {
    const AUDIT = `GET /api/audit?category=ticket&entityId=${TICKET._id}&page=1&limit=25`;
    const { user, fetchMock, router } = await openTicket({
      [AUDIT]: {
        status: 200,
        body: {
          success: true,
          events: [],
          pagination: { current: 1, pages: 0, total: 0, hasNext: false, hasPrev: false },
        },
      },
    });

    const link = dialog().getByRole('link', { name: 'Audit trail' });
    expect(link).toHaveAttribute('href', `/admin/audit?category=ticket&entityId=${TICKET._id}`);
    await user.click(link);

    expect(await screen.findByRole('tabpanel', { name: 'Audit Trail' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/audit');
    expect(router.state.location.search).toBe(`?category=ticket&entityId=${TICKET._id}`);
    await waitFor(() => expect(requestsTo(fetchMock, AUDIT)).toHaveLength(1));
  });

  it('offers the status selector with every status, on the ticket’s own', async () => {
    await openTicket();

    expect(statusSelect()).toHaveValue('open');
    expect(
      within(statusSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Open', 'In Progress', 'Waiting for User', 'Resolved', 'Closed']);
  });

  it("sends a chosen status at once; dialog and list show it, with 'Ticket status updated'", async () => {
    const resolved = { ...TICKET, status: 'resolved' as const, resolvedAt: '2026-03-16T12:00:00.000Z' };
    const { user, fetchMock } = await openTicket({
      [CALLS.status()]: ticketReply(resolved, 'Ticket status updated'),
    });

    await user.selectOptions(statusSelect(), 'Resolved');

    await waitFor(() => expect(facts().Status).toBe('Resolved'));
    expect(requestsTo(fetchMock, CALLS.status())).toEqual([{ status: 'resolved' }]);
    expect(statusSelect()).toHaveValue('resolved');
    expect(statusSelect()).toBeEnabled();
    expect(cellsOf('TKT-000042')[4]).toBe('Resolved');
    expect(dialog().getByText('Ticket status updated')).toBeInTheDocument();
    // An admin is never asked to rate.
    expect(dialog().queryByRole('region', { name: 'Rate Support' })).not.toBeInTheDocument();
  });

  it("closing the ticket hides the reply form and says 'This ticket is closed.'", async () => {
    const { user } = await openTicket({
      [CALLS.status()]: ticketReply({ ...TICKET, status: 'closed', closedAt: '2026-03-16T12:00:00.000Z' }),
    });

    await user.selectOptions(statusSelect(), 'Closed');

    expect(await dialog().findByText('This ticket is closed.')).toBeInTheDocument();
    expect(dialog().queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
    expect(statusSelect()).toHaveValue('closed');
  });

  it.each([
    ["the server's error", problem(404, 'Ticket not found', 'TICKET_NOT_FOUND'), 'Ticket not found'],
    ["'Failed to update status' when the server gives no reason", problem(500), 'Failed to update status'],
    [
      "'An error occurred while updating status' when no answer comes",
      offline,
      'An error occurred while updating status',
    ],
  ])('shows %s and puts the status back', async (_, answer, shown) => {
    const { user } = await openTicket({ [CALLS.status()]: answer });

    await user.selectOptions(statusSelect(), 'In Progress');

    expect(await dialog().findByRole('alert')).toHaveTextContent(new RegExp(`^${shown}$`));
    expect(statusSelect()).toHaveValue('open');
    expect(facts().Status).toBe('Open');
  });

  it('posts an internal note when Internal note is ticked, and shows it tagged', async () => {
    const OWN_NOTE = aMessage({
      _id: 'a1b2c3d4-0000-4000-8000-000000000013',
      sender: ADMIN,
      message: 'Asked the broker.',
      isInternal: true,
      createdAt: '2026-03-15T15:00:00.000Z',
    });
    const { user, fetchMock } = await openTicket({
      [CALLS.reply()]: ticketReply({ ...TICKET, messages: [QUESTION, NOTE, OWN_NOTE] }, 'Message sent'),
    });
    const internal = reply().getByRole('checkbox', { name: 'Internal note' });
    expect(internal).not.toBeChecked();
    expect(internal).toHaveAccessibleDescription('Only admins will see this note');

    await user.click(internal);
    await user.type(reply().getByLabelText('Message'), 'Asked the broker.');
    await user.click(reply().getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(
        within(dialog().getByRole('list', { name: 'Conversation' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(requestsTo(fetchMock, CALLS.reply())).toEqual([
      { message: 'Asked the broker.', isInternal: true },
    ]);
    const last = within(dialog().getByRole('list', { name: 'Conversation' }))
      .getAllByRole('listitem')
      .at(-1)!;
    expect(within(last).getByText('Internal')).toBeInTheDocument();
    expect(within(last).getByText('Support')).toBeInTheDocument();
    expect(reply().getByRole('checkbox', { name: 'Internal note' })).not.toBeChecked();
    expect(reply().getByLabelText('Message')).toHaveValue('');
  });

  it('sends an ordinary reply as not internal', async () => {
    const { user, fetchMock } = await openTicket({ [CALLS.reply()]: ticketReply(TICKET) });

    await user.type(reply().getByLabelText('Message'), 'We are on it.');
    await user.click(reply().getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, CALLS.reply())).toEqual([{ message: 'We are on it.', isInternal: false }]),
    );
  });
});
