import { describe, expect, it } from 'vitest';
import { foldEvents } from '../core/decider.js';
import type { TicketCommand } from './commands.js';
import { decideTicket, ticketDecider } from './decide.js';
import { TICKET_MESSAGES } from './errors.js';
import type { TicketEvent } from './events.js';
import { formatTicketNumber, parseTicketNumber, type TicketStatus } from './rules.js';

const NOW = '2026-11-24T10:00:00.000Z';
const LATER = '2026-11-24T11:00:00.000Z';

const opened: TicketEvent = {
  type: 'TicketOpened',
  data: {
    ticketId: 't1',
    ticketNumber: 42,
    userId: 'u1',
    subject: 'Robot stopped',
    description: 'It stopped trading yesterday.',
    category: 'technical',
    priority: 'medium',
    openedAt: NOW,
  },
};
const statusChanged = (from: TicketStatus, to: TicketStatus): TicketEvent => ({
  type: 'TicketStatusChanged',
  data: { from, to, changedBy: 'admin', changedById: 'a1', changedAt: NOW },
});
const rated: TicketEvent = {
  type: 'TicketRated',
  data: { rating: 5, feedback: null, ratedAt: NOW, userId: 'u1' },
};

function given(...events: TicketEvent[]) {
  const state = foldEvents(ticketDecider, events);
  return { state, when: (command: TicketCommand) => () => decideTicket(command, state) };
}

const open = (
  overrides: Partial<Extract<TicketCommand, { type: 'OpenTicket' }>['data']> = {},
): TicketCommand => ({
  type: 'OpenTicket',
  data: {
    ticketId: 't1',
    ticketNumber: 42,
    userId: 'u1',
    subject: '  Robot stopped ',
    description: ' It stopped trading yesterday. ',
    category: 'technical',
    priority: 'medium',
    now: NOW,
    ...overrides,
  },
});
const post = (
  overrides: Partial<Extract<TicketCommand, { type: 'PostTicketMessage' }>['data']> = {},
): TicketCommand => ({
  type: 'PostTicketMessage',
  data: {
    messageId: 'm1',
    senderId: 'u1',
    senderType: 'user',
    message: ' Any news? ',
    isInternal: false,
    now: LATER,
    ...overrides,
  },
});
const setStatus = (status: string, changedBy: 'user' | 'admin' = 'admin'): TicketCommand => ({
  type: 'ChangeTicketStatus',
  data: { status, changedBy, changedById: changedBy === 'admin' ? 'a1' : 'u1', now: LATER },
});
const rate = (
  rating: number,
  overrides: { userId?: string; feedback?: string | null } = {},
): TicketCommand => ({
  type: 'RateTicket',
  data: { userId: 'u1', rating, feedback: null, now: LATER, ...overrides },
});

describe('opening a ticket', () => {
  it('records the trimmed subject and description with category, priority and number', () => {
    expect(given().when(open())()).toEqual([opened]);
  });

  it.each([
    [{ subject: '   ' }, TICKET_MESSAGES.subjectRequired],
    [{ subject: 'x'.repeat(201) }, TICKET_MESSAGES.subjectTooLong],
    [{ description: '' }, TICKET_MESSAGES.descriptionRequired],
    [{ description: 'x'.repeat(2001) }, TICKET_MESSAGES.descriptionTooLong],
    [{ category: 'refunds' }, TICKET_MESSAGES.category],
    [{ priority: 'critical' }, TICKET_MESSAGES.priority],
  ])('refuses %o with its message', (overrides, message) => {
    expect(given().when(open(overrides))).toThrow(message);
  });

  it('accepts the limits exactly: 200 and 2000 characters', () => {
    const [event] = given().when(open({ subject: 's'.repeat(200), description: 'd'.repeat(2000) }))();
    expect(event?.type).toBe('TicketOpened');
  });

  it('cannot open the same ticket twice', () => {
    expect(given(opened).when(open())).toThrow(TICKET_MESSAGES.exists);
  });
});

describe('posting a message', () => {
  it('records the owner\u2019s trimmed message and leaves an open ticket open', () => {
    expect(given(opened).when(post())()).toEqual([
      {
        type: 'TicketMessagePosted',
        data: {
          messageId: 'm1',
          senderId: 'u1',
          senderType: 'user',
          message: 'Any news?',
          isInternal: false,
          postedAt: LATER,
          ticketOwnerId: 'u1',
        },
      },
    ]);
  });

  it.each(['waiting_for_user', 'resolved'] as const)(
    'moves a %s ticket back to open on the owner\u2019s message',
    (from) => {
      const events = given(opened, statusChanged('open', from)).when(post())();
      expect(events[1]).toEqual({
        type: 'TicketStatusChanged',
        data: { from, to: 'open', changedBy: 'user', changedById: 'u1', changedAt: LATER },
      });
    },
  );

  it('leaves the status alone when an admin writes on a waiting_for_user ticket', () => {
    const events = given(opened, statusChanged('open', 'waiting_for_user')).when(
      post({ senderId: 'a1', senderType: 'admin' }),
    )();
    expect(events.map((event) => event.type)).toEqual(['TicketMessagePosted']);
  });

  it('lets an admin post an internal note on any user\u2019s ticket', () => {
    const [event] = given(opened).when(post({ senderId: 'a1', senderType: 'admin', isInternal: true }))();
    expect(event).toMatchObject({
      type: 'TicketMessagePosted',
      data: { isInternal: true, senderType: 'admin' },
    });
  });

  it('refuses an internal note from a user', () => {
    expect(given(opened).when(post({ isInternal: true }))).toThrow(TICKET_MESSAGES.internalAdminOnly);
  });

  it('treats another user\u2019s ticket as missing', () => {
    expect(given(opened).when(post({ senderId: 'u2' }))).toThrow(TICKET_MESSAGES.notFound);
  });

  it('refuses a message that is blank after trimming or too long', () => {
    expect(given(opened).when(post({ message: ' \n\t ' }))).toThrow(TICKET_MESSAGES.messageRequired);
    expect(given(opened).when(post({ message: 'm'.repeat(2001) }))).toThrow(TICKET_MESSAGES.messageTooLong);
  });

  it('refuses messages on a closed ticket, from users and admins alike', () => {
    const closed = given(opened, statusChanged('open', 'closed'));
    expect(closed.when(post())).toThrow(TICKET_MESSAGES.closed);
    expect(closed.when(post({ senderId: 'a1', senderType: 'admin' }))).toThrow(TICKET_MESSAGES.closed);
  });

  it('does not exist before it is opened', () => {
    expect(given().when(post())).toThrow(TICKET_MESSAGES.notFound);
  });
});

describe('changing the status', () => {
  it('lets an admin set any status, recording where it came from', () => {
    for (const to of ['in_progress', 'waiting_for_user', 'resolved', 'closed'] as const) {
      expect(given(opened).when(setStatus(to))()).toEqual([
        {
          type: 'TicketStatusChanged',
          data: { from: 'open', to, changedBy: 'admin', changedById: 'a1', changedAt: LATER },
        },
      ]);
    }
    expect(given(opened, statusChanged('open', 'closed')).when(setStatus('open'))()).toHaveLength(1);
  });

  it('changes nothing when the status is the one the ticket has', () => {
    expect(given(opened).when(setStatus('open'))()).toEqual([]);
  });

  it('refuses users and unknown statuses', () => {
    expect(given(opened).when(setStatus('resolved', 'user'))).toThrow(TICKET_MESSAGES.statusAdminOnly);
    expect(given(opened).when(setStatus('escalated'))).toThrow(TICKET_MESSAGES.status);
  });
});

describe('rating a ticket', () => {
  const resolved = [opened, statusChanged('open', 'resolved')];

  it('records the owner\u2019s rating of a resolved ticket with trimmed feedback', () => {
    expect(given(...resolved).when(rate(4, { feedback: '  Quick and clear  ' }))()).toEqual([
      { type: 'TicketRated', data: { rating: 4, feedback: 'Quick and clear', ratedAt: LATER, userId: 'u1' } },
    ]);
    expect(given(...resolved).when(rate(5, { feedback: '   ' }))()).toEqual([
      { type: 'TicketRated', data: { rating: 5, feedback: null, ratedAt: LATER, userId: 'u1' } },
    ]);
  });

  it.each([0, 6, 3.5, Number.NaN])('refuses the rating %s', (rating) => {
    expect(given(...resolved).when(rate(rating))).toThrow(TICKET_MESSAGES.rating);
  });

  it('refuses feedback over 1000 characters', () => {
    expect(given(...resolved).when(rate(5, { feedback: 'f'.repeat(1001) }))).toThrow(
      TICKET_MESSAGES.feedbackTooLong,
    );
  });

  it.each(['open', 'in_progress', 'waiting_for_user', 'closed'] as const)(
    'refuses to rate a %s ticket',
    (status) => {
      const events = status === 'open' ? [opened] : [opened, statusChanged('open', status)];
      expect(given(...events).when(rate(5))).toThrow(TICKET_MESSAGES.notResolved);
    },
  );

  it('takes one rating only, even after the ticket is resolved again', () => {
    expect(given(...resolved, rated).when(rate(3))).toThrow(TICKET_MESSAGES.alreadyRated);
    const again = [...resolved, rated, statusChanged('resolved', 'open'), statusChanged('open', 'resolved')];
    expect(given(...again).when(rate(3))).toThrow(TICKET_MESSAGES.alreadyRated);
  });

  it('treats another user\u2019s ticket as missing, admins included', () => {
    expect(given(...resolved).when(rate(5, { userId: 'a1' }))).toThrow(TICKET_MESSAGES.notFound);
  });
});

describe('ticket numbers', () => {
  it('are shown with six digits and read back however people type them', () => {
    expect(formatTicketNumber(42)).toBe('TKT-000042');
    expect(formatTicketNumber(1_234_567)).toBe('TKT-1234567');
    for (const typed of ['TKT-000042', 'tkt-42', 'tkt42', '#42', ' 42 '])
      expect(parseTicketNumber(typed)).toBe(42);
    for (const typed of ['', 'TKT-', '0', 'robot 42', '-42', '4.2'])
      expect(parseTicketNumber(typed)).toBeUndefined();
  });
});
