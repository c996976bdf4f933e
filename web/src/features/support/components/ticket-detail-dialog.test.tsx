// The Ticket detail dialog as its owner sees it (spec §2 Support, §4 Ticket status, §5, §7, §8 Tickets):
// the facts, description and conversation, fetched afresh; the reply form, hidden on a closed ticket; the
// Rate Support prompt only on a resolved, unrated ticket; every answer refreshing dialog and list alike.
import type { TicketView } from '@shop/command-api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import {
  aMessage,
  aTicket,
  CALLS,
  OWNER,
  OWNER_SESSION,
  offline,
  problem,
  ticketReply,
  ticketsReply,
} from '../testing/ticket-fixtures';

const ASKED = aMessage();
const ANSWERED = aMessage({
  _id: 'a1b2c3d4-0000-4000-8000-000000000002',
  sender: { _id: OWNER._id, username: OWNER.username },
  senderType: 'user',
  message: 'Here it is.\nSecond line.',
  createdAt: '2026-03-15T13:00:00.000Z',
});
const WAITING = aTicket({ status: 'waiting_for_user', messages: [ASKED] });
const SUBJECT = WAITING.subject;

const dialog = () => within(screen.getByRole('dialog', { name: SUBJECT }));
const facts = () =>
  dialog()
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
const messages = () =>
  within(dialog().getByRole('list', { name: 'Conversation' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const rowStatus = () =>
  within(screen.getByRole('rowheader', { name: 'TKT-000042' }).closest('tr')!).getAllByRole('cell')[3]
    ?.textContent;
const reply = () => within(dialog().getByRole('form', { name: 'Reply' }));
const rating = () => within(dialog().getByRole('region', { name: 'Rate Support' }));

async function openTicket(ticket: TicketView, handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: OWNER_SESSION },
    [CALLS.list()]: ticketsReply([ticket]),
    [CALLS.get()]: ticketReply(ticket),
    ...handlers,
  });
  const app = renderApp(['/support']);
  await app.user.click(await screen.findByRole('button', { name: 'View TKT-000042' }));
  await screen.findByRole('dialog', { name: ticket.subject });
  await waitFor(() => expect(requestsTo(fetchMock, CALLS.get())).toHaveLength(1));
  return { ...app, fetchMock };
}

describe('ticket detail dialog (owner)', () => {
  it('shows the facts, the description and the conversation, with Support and You', async () => {
    await openTicket(aTicket({ status: 'in_progress', messages: [ASKED, ANSWERED] }));

    expect(facts()).toEqual([
      ['Ticket', 'TKT-000042'],
      ['Status', 'In Progress'],
      ['Category', 'Technical'],
      ['Priority', 'High'],
      ['Created', formatDateTime('2026-03-14T12:00:00.000Z')],
      ['Last Activity', formatDateTime('2026-03-15T12:00:00.000Z')],
    ]);
    // The audit trail is for admins.
    expect(dialog().queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
    expect(
      within(dialog().getByRole('region', { name: 'Description' })).getByText(WAITING.description),
    ).toBeInTheDocument();
    expect(messages()).toEqual([
      `Supportboss${formatDateTime('2026-03-15T12:00:00.000Z')}Could you send us the robot’s log?`,
      `Youtrader1${formatDateTime('2026-03-15T13:00:00.000Z')}Here it is.\nSecond line.`,
    ]);
    const [fromSupport, fromOwner] = within(
      dialog().getByRole('list', { name: 'Conversation' }),
    ).getAllByRole('listitem');
    expect(fromSupport).toHaveClass('ticket-message--admin');
    expect(fromOwner).toHaveClass('ticket-message--user');
    expect(dialog().queryByText('Internal')).not.toBeInTheDocument();
    expect(dialog().queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(reply().queryByRole('checkbox', { name: /Internal note/ })).not.toBeInTheDocument();
  });

  it("says 'No replies yet.' before anyone has answered", async () => {
    await openTicket(aTicket());

    expect(
      within(dialog().getByRole('region', { name: 'Conversation' })).getByText('No replies yet.'),
    ).toBeInTheDocument();
  });

  it('fetches the ticket afresh and brings its row in the list up to date', async () => {
    await openTicket(WAITING, {
      [CALLS.get()]: ticketReply({ ...WAITING, status: 'resolved', messages: [ASKED, ANSWERED] }),
    });

    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(facts()[1]).toEqual(['Status', 'Resolved']);
    expect(rowStatus()).toBe('Resolved');
  });

  it('closes with its Close button and with Escape', async () => {
    const { user } = await openTicket(WAITING);

    await user.click(dialog().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View TKT-000042' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'View TKT-000042' }));
    await screen.findByRole('dialog', { name: SUBJECT });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("refuses a blank reply with 'Message is required' and sends nothing", async () => {
    const { user, fetchMock } = await openTicket(WAITING);

    await user.type(reply().getByLabelText('Message'), '   ');
    await user.click(reply().getByRole('button', { name: 'Send' }));

    expect(reply().getByLabelText('Message')).toHaveAccessibleDescription('3/2000 Message is required');
    expect(requestsTo(fetchMock, CALLS.reply())).toEqual([]);
  });

  it('sends the trimmed reply alone, empties the field, and shows the ticket as the server returns it', async () => {
    const reopened = { ...WAITING, status: 'open' as const, messages: [ASKED, ANSWERED] };
    const { user, fetchMock } = await openTicket(WAITING, {
      [CALLS.reply()]: ticketReply(reopened, 'Message sent'),
    });

    await user.type(reply().getByLabelText('Message'), '  Here it is.{Shift>}{Enter}{/Shift}Second line. ');
    await user.click(reply().getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(requestsTo(fetchMock, CALLS.reply())).toEqual([{ message: 'Here it is.\nSecond line.' }]);
    expect(messages()[1]).toMatch(/^Youtrader1/);
    expect(reply().getByLabelText('Message')).toHaveValue('');
    // The server reopened the ticket the owner answered: dialog and list both say so.
    expect(facts()[1]).toEqual(['Status', 'Open']);
    expect(rowStatus()).toBe('Open');
    expect(dialog().getByText('Message sent')).toBeInTheDocument();
  });

  it('keeps what is typed while a reply is on its way', async () => {
    const answer = deferredReply();
    const { user } = await openTicket(WAITING, { [CALLS.reply()]: answer.handler });
    const field = reply().getByLabelText('Message');
    await user.type(field, 'First');
    await user.click(reply().getByRole('button', { name: 'Send' }));
    expect(reply().getByRole('button', { name: 'Sending...' })).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'Second');
    answer.release(ticketReply({ ...WAITING, messages: [ASKED, { ...ANSWERED, message: 'First' }] }));

    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(reply().getByLabelText('Message')).toHaveValue('Second');
    expect(reply().getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it.each([
    [
      "the server's error",
      problem(409, 'This ticket is closed. Please open a new ticket.'),
      'This ticket is closed. Please open a new ticket.',
    ],
    ["'Failed to send message' when the server gives no reason", problem(500), 'Failed to send message'],
    [
      "'An error occurred while sending the message' when no answer comes",
      offline,
      'An error occurred while sending the message',
    ],
  ])('shows %s and keeps the reply', async (_, answer, shown) => {
    const { user } = await openTicket(WAITING, { [CALLS.reply()]: answer });

    await user.type(reply().getByLabelText('Message'), 'Still broken');
    await user.click(reply().getByRole('button', { name: 'Send' }));

    expect(await reply().findByRole('alert')).toHaveTextContent(new RegExp(`^${shown}$`));
    expect(reply().getByLabelText('Message')).toHaveValue('Still broken');
  });

  it("hides the reply form on a closed ticket and says 'This ticket is closed.'", async () => {
    await openTicket(aTicket({ status: 'closed', messages: [ASKED], closedAt: '2026-03-16T12:00:00.000Z' }));

    expect(dialog().getByText('This ticket is closed.')).toBeInTheDocument();
    expect(dialog().queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
    expect(dialog().queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(dialog().queryByRole('region', { name: 'Rate Support' })).not.toBeInTheDocument();
  });

  it.each(['open', 'in_progress', 'waiting_for_user', 'closed'] as const)(
    'offers no Rate Support on a ticket that is %s',
    async (status) => {
      await openTicket(aTicket({ status }));

      expect(dialog().queryByRole('region', { name: 'Rate Support' })).not.toBeInTheDocument();
      expect(dialog().queryByRole('radio')).not.toBeInTheDocument();
    },
  );

  it('shows the rating already given instead of asking again', async () => {
    await openTicket(
      aTicket({
        status: 'resolved',
        satisfaction: { rating: 4, feedback: 'Fixed fast', ratedAt: '2026-03-16T12:00:00.000Z' },
      }),
    );

    expect(dialog().queryByRole('region', { name: 'Rate Support' })).not.toBeInTheDocument();
    const given = within(dialog().getByRole('region', { name: 'Your Rating' }));
    expect(given.getByText(/4 stars out of 5/)).toBeInTheDocument();
    expect(given.getByText('Fixed fast')).toBeInTheDocument();
  });

  it('asks to Rate Support on a resolved, unrated ticket: five named stars, required, then sent with feedback', async () => {
    const resolved = aTicket({ status: 'resolved', resolvedAt: '2026-03-16T12:00:00.000Z' });
    const rated = {
      ...resolved,
      satisfaction: { rating: 5, feedback: 'Quick and kind', ratedAt: '2026-03-16T13:00:00.000Z' },
    };
    const { user, fetchMock } = await openTicket(resolved, {
      [CALLS.rate()]: ticketReply(rated, 'Thank you for your feedback!'),
    });

    const stars = within(rating().getByRole('group', { name: 'Rating' })).getAllByRole('radio');
    expect(stars.map((star) => (star as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
    for (const [index, name] of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'].entries()) {
      expect(rating().getByRole('radio', { name })).toBe(stars[index]);
      expect(stars[index]).not.toBeChecked();
    }

    await user.click(rating().getByRole('button', { name: 'Submit' }));
    expect(rating().getByRole('alert')).toHaveTextContent(/^Please choose a rating from 1 to 5$/);
    expect(requestsTo(fetchMock, CALLS.rate())).toEqual([]);

    await user.click(rating().getByRole('radio', { name: '5 stars' }));
    await user.type(rating().getByLabelText('Feedback (optional)'), '  Quick and kind ');
    await user.click(rating().getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(dialog().queryByRole('region', { name: 'Rate Support' })).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, CALLS.rate())).toEqual([{ rating: 5, feedback: 'Quick and kind' }]);
    expect(dialog().getByText('Thank you for your feedback!')).toBeInTheDocument();
    const given = within(dialog().getByRole('region', { name: 'Your Rating' }));
    expect(given.getByText(/5 stars out of 5/)).toBeInTheDocument();
    expect(given.getByText('Quick and kind')).toBeInTheDocument();
  });

  it('sends a rating without feedback as feedback null', async () => {
    const resolved = aTicket({ status: 'resolved' });
    const { user, fetchMock } = await openTicket(resolved, {
      [CALLS.rate()]: ticketReply({
        ...resolved,
        satisfaction: { rating: 2, feedback: null, ratedAt: '2026-03-16T13:00:00.000Z' },
      }),
    });

    await user.click(rating().getByRole('radio', { name: '2 stars' }));
    expect(rating().getByRole('radio', { name: '2 stars' })).toBeChecked();
    await user.click(rating().getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(requestsTo(fetchMock, CALLS.rate())).toEqual([{ rating: 2, feedback: null }]));
    expect(await dialog().findByText(/2 stars out of 5/)).toBeInTheDocument();
  });

  it.each([
    [
      "the server's error",
      problem(409, 'This ticket has already been rated'),
      'This ticket has already been rated',
    ],
    [
      "'Failed to submit satisfaction rating' when the server gives no reason",
      problem(500),
      'Failed to submit satisfaction rating',
    ],
    [
      "'An error occurred while submitting rating' when no answer comes",
      offline,
      'An error occurred while submitting rating',
    ],
  ])('shows %s and keeps the prompt', async (_, answer, shown) => {
    const { user } = await openTicket(aTicket({ status: 'resolved' }), { [CALLS.rate()]: answer });

    await user.click(rating().getByRole('radio', { name: '3 stars' }));
    await user.click(rating().getByRole('button', { name: 'Submit' }));

    expect(await rating().findByRole('alert')).toHaveTextContent(new RegExp(`^${shown}$`));
    expect(rating().getByRole('radio', { name: '3 stars' })).toBeChecked();
  });
});
