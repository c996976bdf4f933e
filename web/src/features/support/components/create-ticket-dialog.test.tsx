// The Create Support Ticket dialog (spec §5 Ticket creation, §7 POST /api/tickets, §8 Tickets): defaults,
// the live description counter, the server's validation messages before sending, the trimmed request,
// success closing the dialog and refreshing the list, and each way a failure reads.
import { TICKET_MESSAGES } from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import {
  aTicket,
  CALLS,
  OWNER_SESSION,
  offline,
  problem,
  ticketReply,
  ticketsReply,
} from '../testing/ticket-fixtures';

const CREATED = aTicket({ subject: 'Cannot log in', category: 'account', priority: 'urgent' });
const dialog = () => within(screen.getByRole('dialog', { name: 'Create Support Ticket' }));
const field = (label: string) => dialog().getByLabelText(label);
const submit = () => dialog().getByRole('button', { name: 'Create Ticket' });

async function openCreate(handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: OWNER_SESSION },
    [CALLS.list()]: ticketsReply([]),
    ...handlers,
  });
  const app = renderApp(['/support']);
  await screen.findByText('No tickets found');
  await app.user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  await screen.findByRole('dialog', { name: 'Create Support Ticket' });
  return { ...app, fetchMock };
}

/** Fills subject and description validly, as a person types them. */
async function fillValid(user: Awaited<ReturnType<typeof openCreate>>['user']) {
  await user.type(field('Subject'), '  Cannot log in ');
  await user.selectOptions(field('Category'), 'Account');
  await user.selectOptions(field('Priority'), 'Urgent');
  await user.type(field('Description'), ' My password is refused. ');
}

describe('Create Support Ticket dialog', () => {
  it('opens as a modal on the subject, General and Medium chosen, the counter at 0/2000', async () => {
    await openCreate();

    expect(screen.getByRole('dialog', { name: 'Create Support Ticket' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
    expect(field('Subject')).toHaveFocus();
    expect(field('Subject')).toBeRequired();
    expect(field('Category')).toHaveValue('general');
    expect(field('Priority')).toHaveValue('medium');
    expect(
      within(field('Category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General', 'Technical', 'Billing', 'Account', 'License']);
    expect(
      within(field('Priority'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Low', 'Medium', 'High', 'Urgent']);
    expect(field('Description')).toBeRequired();
    expect(field('Description')).toHaveAccessibleDescription('0/2000');
  });

  it('counts the description live as it is typed', async () => {
    const { user } = await openCreate();

    await user.type(field('Description'), 'Hello robot');
    expect(dialog().getByText('11/2000')).toBeInTheDocument();

    await user.type(field('Description'), '{Backspace}{Backspace}');
    expect(field('Description')).toHaveAccessibleDescription('9/2000');
  });

  it("refuses blank fields with the server's messages and sends nothing", async () => {
    const { user, fetchMock } = await openCreate();
    await user.type(field('Subject'), '   ');

    await user.click(submit());

    expect(field('Subject')).toHaveAccessibleDescription(
      `At most 200 characters ${TICKET_MESSAGES.subjectRequired}`,
    );
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Description')).toHaveAccessibleDescription('0/2000 Description is required');
    expect(field('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, CALLS.create)).toEqual([]);
  });

  it('refuses a subject over 200 and a description over 2000 characters', async () => {
    const { user, fetchMock } = await openCreate();
    // Long text arrives at once, as pasted.
    fireEvent.change(field('Subject'), { target: { value: 's'.repeat(201) } });
    fireEvent.change(field('Description'), { target: { value: 'd'.repeat(2001) } });

    await user.click(submit());

    expect(dialog().getByText('2001/2000')).toHaveClass('field__counter--over');
    expect(field('Subject')).toHaveAccessibleDescription(
      'At most 200 characters Subject must be at most 200 characters',
    );
    expect(field('Description')).toHaveAccessibleDescription(
      '2001/2000 Description must be at most 2000 characters',
    );
    expect(requestsTo(fetchMock, CALLS.create)).toEqual([]);

    fireEvent.change(field('Subject'), { target: { value: 's'.repeat(200) } });
    fireEvent.change(field('Description'), { target: { value: 'd'.repeat(2000) } });
    await user.click(submit());
    await waitFor(() => expect(requestsTo(fetchMock, CALLS.create)).toHaveLength(1));
  });

  it("sends the trimmed ticket, closes, says 'Ticket created successfully' and lists it", async () => {
    let listed: ReturnType<typeof aTicket>[] = [];
    const { user, fetchMock } = await openCreate({
      [CALLS.list()]: () => ticketsReply(listed),
      [CALLS.create]: () => {
        listed = [CREATED];
        return ticketReply(CREATED, 'Ticket created successfully', 201);
      },
    });
    await fillValid(user);

    await user.click(submit());

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Support Ticket' })).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, CALLS.create)).toEqual([
      {
        subject: 'Cannot log in',
        description: 'My password is refused.',
        category: 'account',
        priority: 'urgent',
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(/^Ticket created successfully$/);
    expect(await screen.findByRole('rowheader', { name: 'TKT-000042' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, CALLS.list())).toHaveLength(2);
    // Focus goes back to the button that opened the dialog.
    expect(screen.getByRole('button', { name: 'Create Ticket' })).toHaveFocus();
  });

  it.each([
    [
      "the server's error",
      problem(400, TICKET_MESSAGES.subjectTooLong, 'INVALID_SUBJECT'),
      TICKET_MESSAGES.subjectTooLong,
    ],
    ["'Failed to create ticket' when the server gives no reason", problem(500), 'Failed to create ticket'],
    [
      "'An error occurred while creating the ticket' when no answer comes",
      offline,
      'An error occurred while creating the ticket',
    ],
  ])('shows %s in the dialog and keeps the entries', async (_, reply, shown) => {
    const { user } = await openCreate({ [CALLS.create]: reply });
    await fillValid(user);

    await user.click(submit());

    expect(await dialog().findByRole('alert')).toHaveTextContent(new RegExp(`^${shown}$`));
    expect(field('Subject')).toHaveValue('  Cannot log in ');
    expect(field('Category')).toHaveValue('account');
    expect(submit()).toBeEnabled();
  });

  it('Cancel closes without sending', async () => {
    const { user, fetchMock } = await openCreate();
    await fillValid(user);

    await user.click(dialog().getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, CALLS.create)).toEqual([]);
  });
});
