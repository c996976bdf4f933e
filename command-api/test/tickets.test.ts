// Support tickets through the API: opening with sequential numbers, the conversation and its internal
// notes, status changes, ratings, lists with filters, search and pagination, the emails, and TARGETS R5
// for every ticket route (owner, another user, admin, anonymous).
import { TICKET_NOTICES } from '@shop/command-api/contracts';
import { TICKET_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let owner: Session;
let stranger: Session;

const emailOf = (session: Session) => `${session.username}@example.com`;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

async function openTicket(session: Session, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/tickets', session, {
    subject: 'Robot stopped trading',
    description: 'Since yesterday no trades on my account.',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json().ticket;
}

async function ticketEventCount(): Promise<number> {
  const { rows } = await t.database.pool.query<{ count: string }>(
    "select count(*) from events where stream_id like 'ticket-%'",
  );
  return Number(rows[0]!.count);
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, stranger] = await Promise.all([
    signUpAdmin(t, 'helpdesk'),
    signUp(t, 'trader'),
    signUp(t, 'outsider'),
  ]);
}, 60_000);
afterAll(async () => t?.close());

describe('opening a ticket', () => {
  it('answers 201 with the ticket, its defaults and the next number, and tells the admins by email', async () => {
    const response = await call('POST', '/api/tickets', owner, {
      subject: '  Cannot change my account number ',
      description: 'The Change button is greyed out.',
    });
    expect(response.statusCode).toBe(201);
    const { ticket, message } = response.json();
    expect(message).toBe(TICKET_NOTICES.created);
    expect(ticket).toMatchObject({
      ticketNumber: expect.stringMatching(/^TKT-\d{6}$/),
      subject: 'Cannot change my account number',
      category: 'general',
      priority: 'medium',
      status: 'open',
      userId: { _id: owner.id, username: owner.username, email: emailOf(owner) },
      messages: [],
      satisfaction: null,
      resolvedAt: null,
      closedAt: null,
    });
    expect(ticket.createdAt).toBe(ticket.lastActivity);

    const mail = await t.mailbox.next(emailOf(admin), new RegExp(ticket.ticketNumber));
    expect(mail.subject).toBe(`New support ticket ${ticket.ticketNumber}: Cannot change my account number`);
    expect(mail.text).toContain('The Change button is greyed out.');
    expect(mail.text).toContain(owner.username);
  });

  it.each([
    [{ subject: '   ' }, TICKET_MESSAGES.subjectRequired],
    [{ subject: 's'.repeat(201) }, TICKET_MESSAGES.subjectTooLong],
    [{ description: undefined }, TICKET_MESSAGES.descriptionRequired],
    [{ description: 'd'.repeat(2001) }, TICKET_MESSAGES.descriptionTooLong],
    [{ category: 'refund' }, TICKET_MESSAGES.category],
    [{ priority: 'critical' }, TICKET_MESSAGES.priority],
  ])('refuses %o with 400 and its message, appending nothing', async (overrides, error) => {
    const before = await ticketEventCount();
    const response = await call('POST', '/api/tickets', owner, {
      subject: 'Subject',
      description: 'Description',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error });
    expect(await ticketEventCount()).toBe(before);
  });

  it('gives 20 tickets opened at once 20 different, consecutive numbers', async () => {
    const tickets = await Promise.all(
      Array.from({ length: 20 }, (_, i) => openTicket(stranger, { subject: `Parallel ${i}` })),
    );
    const numbers = tickets.map((ticket) => Number(ticket.ticketNumber.slice(4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
  });

  it('stops a user opening more than 30 tickets in an hour with 429', async () => {
    const flooder = await signUp(t, 'flooder');
    await Promise.all(Array.from({ length: 30 }, (_, i) => openTicket(flooder, { subject: `Flood ${i}` })));
    const refused = await call('POST', '/api/tickets', flooder, {
      subject: 'One more',
      description: 'Please',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success).toBe(false);
  });
});

describe('the conversation', () => {
  it('shows the owner the admin reply by email and in the ticket, but never an internal note', async () => {
    const ticket = await openTicket(owner, { subject: 'Where is my licence?' });
    const note = 'INTERNAL: customer paid twice, check the ledger';
    const internal = await call('POST', `/api/tickets/${ticket._id}/messages`, admin, {
      message: note,
      isInternal: true,
    });
    expect(internal.statusCode).toBe(200);
    expect(internal.json().ticket.messages).toMatchObject([
      { message: note, isInternal: true, senderType: 'admin' },
    ]);
    const reply = await call('POST', `/api/tickets/${ticket._id}/messages`, admin, {
      message: 'Your licence is on its way.\nPlease check again in a minute.',
    });
    expect(reply.json()).toMatchObject({ success: true, message: TICKET_NOTICES.messageSent });

    const mail = await t.mailbox.next(emailOf(owner), /New reply to your ticket/);
    expect(mail.subject).toBe(`New reply to your ticket ${ticket.ticketNumber}: Where is my licence?`);
    expect(mail.text).toContain('Your licence is on its way.');

    const seen = (await call('GET', `/api/tickets/${ticket._id}`, owner)).json().ticket;
    expect(seen.messages).toEqual([
      {
        _id: expect.any(String),
        sender: { _id: admin.id, username: admin.username },
        senderType: 'admin',
        message: 'Your licence is on its way.\nPlease check again in a minute.',
        isInternal: false,
        createdAt: expect.any(String),
      },
    ]);
    const listed = (await call('GET', '/api/tickets?limit=100', owner)).json().tickets;
    expect(JSON.stringify(listed)).not.toContain('INTERNAL:');
    const searched = await call('GET', '/api/tickets/search?q=ledger', owner);
    expect(searched.json().tickets).toEqual([]);
    expect((await call('GET', '/api/tickets/search?q=ledger', admin)).json().tickets).toMatchObject([
      { _id: ticket._id },
    ]);
    // No wait needed for a wrongly sent note: a consumer group offers a stream's events in order, one
    // after the other, so the note was handled before the reply whose mail has arrived above.
    for (const received of t.mailbox.messages) {
      expect(`${received.subject}${received.text}${received.html}`).not.toContain('INTERNAL:');
    }
  });

  it("leaves the owner's last activity where it was after an internal note, and moves it on a public reply", async () => {
    const ticket = await openTicket(owner, { subject: 'Quiet internal note' });
    const later = (minutes: number) => {
      t.clock.now = new Date(t.clock.now.getTime() + minutes * 60_000);
      return t.clock.now.toISOString();
    };
    const lastActivity = async (session: Session) => {
      const detail = (await call('GET', `/api/tickets/${ticket._id}`, session)).json().ticket.lastActivity;
      const listed = (await call('GET', '/api/tickets?limit=100', session))
        .json()
        .tickets.find((row: { _id: string }) => row._id === ticket._id).lastActivity;
      return { detail, listed };
    };

    const noteAt = later(1);
    const note = { message: 'Asked the broker, no answer yet', isInternal: true };
    expect((await call('POST', `/api/tickets/${ticket._id}/messages`, admin, note)).statusCode).toBe(200);
    expect(await lastActivity(owner)).toEqual({ detail: ticket.lastActivity, listed: ticket.lastActivity });
    expect(await lastActivity(admin)).toEqual({ detail: noteAt, listed: noteAt });

    const replyAt = later(1);
    const reply = { message: 'The broker fixed the feed.' };
    expect((await call('POST', `/api/tickets/${ticket._id}/messages`, admin, reply)).statusCode).toBe(200);
    expect(await lastActivity(owner)).toEqual({ detail: replyAt, listed: replyAt });
  });

  it('moves a waiting_for_user ticket back to open when the owner answers', async () => {
    const ticket = await openTicket(owner);
    const waiting = await call('PATCH', `/api/tickets/${ticket._id}/status`, admin, {
      status: 'waiting_for_user',
    });
    expect(waiting.json()).toMatchObject({
      message: TICKET_NOTICES.statusUpdated,
      ticket: { status: 'waiting_for_user' },
    });
    const answer = await call('POST', `/api/tickets/${ticket._id}/messages`, owner, {
      message: ' Here it is ',
    });
    expect(answer.json().ticket).toMatchObject({
      status: 'open',
      messages: [{ message: 'Here it is', senderType: 'user', sender: { username: owner.username } }],
    });
  });

  it('refuses a blank message, an internal note from a user, and any message on a closed ticket', async () => {
    const ticket = await openTicket(owner);
    const url = `/api/tickets/${ticket._id}/messages`;
    const blank = await call('POST', url, owner, { message: ' \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(TICKET_MESSAGES.messageRequired);
    const note = await call('POST', url, owner, { message: 'Let me in', isInternal: true });
    expect(note.statusCode).toBe(403);
    expect(note.json().error).toBe(TICKET_MESSAGES.internalAdminOnly);

    await call('PATCH', `/api/tickets/${ticket._id}/status`, admin, { status: 'closed' });
    for (const session of [owner, admin]) {
      const closed = await call('POST', url, session, { message: 'Hello?' });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().error).toBe(TICKET_MESSAGES.closed);
    }
    const detail = (await call('GET', `/api/tickets/${ticket._id}`, owner)).json().ticket;
    expect(detail).toMatchObject({ status: 'closed', messages: [], closedAt: expect.any(String) });
  });
});

describe('status and rating', () => {
  it('lets the owner rate a resolved ticket once, with feedback', async () => {
    const ticket = await openTicket(owner);
    const rateUrl = `/api/tickets/${ticket._id}/satisfaction`;
    const early = await call('POST', rateUrl, owner, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(TICKET_MESSAGES.notResolved);

    const resolved = (
      await call('PATCH', `/api/tickets/${ticket._id}/status`, admin, { status: 'resolved' })
    ).json();
    expect(resolved.ticket.resolvedAt).toEqual(expect.any(String));
    const badRating = await call('POST', rateUrl, owner, { rating: 6 });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().error).toBe(TICKET_MESSAGES.rating);

    const rated = await call('POST', rateUrl, owner, { rating: 4, feedback: ' Quick answer ' });
    expect(rated.json()).toMatchObject({
      success: true,
      message: TICKET_NOTICES.rated,
      ticket: { status: 'resolved', satisfaction: { rating: 4, feedback: 'Quick answer' } },
    });
    const again = await call('POST', rateUrl, owner, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TICKET_MESSAGES.alreadyRated);
  });

  it('refuses an unknown status', async () => {
    const ticket = await openTicket(owner);
    const response = await call('PATCH', `/api/tickets/${ticket._id}/status`, admin, { status: 'escalated' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(TICKET_MESSAGES.status);
  });
});

describe('R5: who may see and change a ticket', () => {
  it('hides a ticket from another user on every route, refuses users the status and everyone anonymous', async () => {
    const ticket = await openTicket(owner, { subject: 'Private matter zebra' });
    const base = `/api/tickets/${ticket._id}`;
    await call('PATCH', `${base}/status`, admin, { status: 'resolved' });
    const before = await ticketEventCount();

    const asStranger = [
      await call('GET', base, stranger),
      await call('POST', `${base}/messages`, stranger, { message: 'Hi' }),
      await call('POST', `${base}/satisfaction`, stranger, { rating: 1 }),
    ];
    for (const response of asStranger) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(TICKET_MESSAGES.notFound);
    }
    const strangerStatus = await call('PATCH', `${base}/status`, stranger, { status: 'closed' });
    expect(strangerStatus.statusCode).toBe(403);
    const ownerStatus = await call('PATCH', `${base}/status`, owner, { status: 'closed' });
    expect(ownerStatus.statusCode).toBe(403);
    const adminRating = await call('POST', `${base}/satisfaction`, admin, { rating: 5 });
    expect(adminRating.statusCode).toBe(404);

    const strangerList = (await call('GET', '/api/tickets?limit=100', stranger)).json();
    expect(strangerList.tickets.every((t: { userId: { _id: string } }) => t.userId._id === stranger.id)).toBe(
      true,
    );
    expect((await call('GET', '/api/tickets/search?q=zebra', stranger)).json().tickets).toEqual([]);
    expect(
      (await call('GET', `/api/tickets/search?q=${ticket.ticketNumber}`, stranger)).json().tickets,
    ).toEqual([]);

    for (const [method, url, payload] of [
      ['GET', '/api/tickets'],
      ['GET', '/api/tickets/search?q=zebra'],
      ['GET', base],
      ['POST', '/api/tickets', { subject: 'x', description: 'y' }],
      ['POST', `${base}/messages`, { message: 'Hi' }],
      ['PATCH', `${base}/status`, { status: 'closed' }],
      ['POST', `${base}/satisfaction`, { rating: 5 }],
    ] as const) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await ticketEventCount()).toBe(before);

    const adminView = (await call('GET', base, admin)).json().ticket;
    expect(adminView).toMatchObject({ _id: ticket._id, status: 'resolved' });
  });
});

describe('lists, filters, search and pagination', () => {
  let lister: Session;
  beforeAll(async () => {
    lister = await signUp(t, 'lister');
    const categories = ['general', 'technical', 'billing', 'account', 'license'] as const;
    for (let i = 0; i < 23; i += 1) {
      await openTicket(lister, {
        subject: i === 7 ? 'Refund for 100% of order_42' : `Question ${i}`,
        description: i === 11 ? 'My MT5 terminal shows error 4060' : `Details ${i}`,
        category: categories[i % 5],
        priority: i % 2 === 0 ? 'low' : 'high',
      });
    }
  }, 60_000);

  it('pages ten at a time, newest activity first, with the spec pagination fields', async () => {
    const first = (await call('GET', '/api/tickets', lister)).json();
    expect(first.tickets).toHaveLength(10);
    expect(first.pagination).toEqual({
      current: 1,
      total: 3,
      totalTickets: 23,
      hasNext: true,
      hasPrev: false,
    });
    expect(first.tickets[0].subject).toBe('Question 22');
    const last = (await call('GET', '/api/tickets?page=3', lister)).json();
    expect(last.tickets.map((ticket: { subject: string }) => ticket.subject)).toEqual([
      'Question 2',
      'Question 1',
      'Question 0',
    ]);
    expect(last.pagination).toEqual({
      current: 3,
      total: 3,
      totalTickets: 23,
      hasNext: false,
      hasPrev: true,
    });
    const beyond = (await call('GET', '/api/tickets?page=9', lister)).json();
    expect(beyond.tickets).toEqual([]);
  });

  it('filters by status, category and priority together', async () => {
    const response = (
      await call('GET', '/api/tickets?category=technical&priority=high&status=open', lister)
    ).json();
    // technical: i % 5 === 1 → 1, 6, 11, 16, 21; high: odd i → 1, 11, 21.
    expect(response.tickets.map((ticket: { subject: string }) => ticket.subject)).toEqual([
      'Question 21',
      'Question 11',
      'Question 1',
    ]);
    expect(response.pagination.totalTickets).toBe(3);
    const none = (await call('GET', '/api/tickets?status=closed', lister)).json();
    expect(none).toMatchObject({ tickets: [], pagination: { totalTickets: 0, total: 1 } });
    const bad = await call('GET', '/api/tickets?priority=critical', lister);
    expect(bad.statusCode).toBe(400);
  });

  it('searches subject, description, messages and ticket number, reading % and _ literally', async () => {
    const subjects = async (query: string) =>
      (await call('GET', `/api/tickets/search?${query}`, lister))
        .json()
        .tickets.map((ticket: { subject: string }) => ticket.subject);
    expect(await subjects('q=error%204060')).toEqual(['Question 11']);
    expect(await subjects(`q=${encodeURIComponent('100%')}`)).toEqual(['Refund for 100% of order_42']);
    expect(await subjects('q=order_4')).toEqual(['Refund for 100% of order_42']);
    expect(await subjects('q=r_fund')).toEqual([]);
    expect(await subjects('q=QUESTION%201&category=billing')).toEqual(['Question 17', 'Question 12']);

    const target = (await call('GET', '/api/tickets?page=2', lister)).json().tickets[3];
    await call('POST', `/api/tickets/${target._id}/messages`, lister, { message: 'Broker is IC Markets' });
    expect(await subjects('q=ic%20markets')).toEqual([target.subject]);
    expect(await subjects(`q=${target.ticketNumber.toLowerCase()}`)).toEqual([target.subject]);
    const paged = (await call('GET', '/api/tickets/search?q=question&limit=5&page=2', lister)).json();
    expect(paged.pagination).toEqual({
      current: 2,
      total: 5,
      totalTickets: 22,
      hasNext: true,
      hasPrev: true,
    });
  });
});
