// The ticket lists' added order (sort and order on /api/tickets and /api/tickets/search): each sort both
// ways, ranks for status and priority, the activity each viewer may see, filters and pages kept, the
// answer without them as before, and a clear 400 for a sort or order it does not know.
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let owner: Session;

type Listed = { _id: string; subject: string; ticketNumber: string; lastActivity: string };
type ListAnswer = { success: true; tickets: Listed[]; pagination: Record<string, unknown> };
/** Subject → ticket id. */
const ids = new Map<string, string>();
const MINUTE_MS = 60_000;
const start = Date.now();
const at = (minutes: number) => new Date(start + minutes * MINUTE_MS);

const get = (url: string, session: Session = admin) =>
  t.app.inject({ method: 'GET', url, headers: session.auth });

async function list(url: string, session: Session = admin): Promise<ListAnswer> {
  const response = await get(url, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const subjects = (answer: ListAnswer) => answer.tickets.map((ticket) => ticket.subject);

async function send(method: 'POST' | 'PATCH', url: string, session: Session, payload: object) {
  const response = await t.app.inject({ method, url, headers: session.auth, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

async function open(minute: number, subject: string, priority: string) {
  t.clock.now = at(minute);
  const { ticket } = await send('POST', '/api/tickets', owner, { subject, description: 'Help', priority });
  ids.set(subject, ticket._id);
}

async function setStatus(minute: number, subject: string, status: string) {
  t.clock.now = at(minute);
  await send('PATCH', `/api/tickets/${ids.get(subject)}/status`, admin, { status });
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([signUpAdmin(t, 'desk'), signUp(t, 'asker')]);
  // Numbers go bravo < Alpha < charlie; priorities low, urgent, medium.
  await open(1, 'bravo', 'low');
  await open(2, 'Alpha', 'urgent');
  await open(3, 'charlie', 'medium');
  // Statuses: Alpha open, bravo in progress, charlie closed; activity bravo (5) > charlie (4) > Alpha (2).
  await setStatus(4, 'charlie', 'closed');
  await setStatus(5, 'bravo', 'in_progress');
  // An internal note is Alpha's newest activity for admins only.
  t.clock.now = at(6);
  await send('POST', `/api/tickets/${ids.get('Alpha')}/messages`, admin, {
    message: 'Checking the broker',
    isInternal: true,
  });
  await eventually(async () => subjects(await list('/api/tickets'))[0] === 'Alpha', {
    what: 'the internal note in the admin list',
  });
}, 60_000);
afterAll(async () => t?.close());

describe('without sort or order', () => {
  it('answers as before: newest activity as each viewer sees it first, the same fields', async () => {
    const answer = await list('/api/tickets');
    expect(subjects(answer)).toEqual(['Alpha', 'bravo', 'charlie']);
    expect(Object.keys(answer).sort()).toEqual(['pagination', 'success', 'tickets']);
    expect(answer.pagination).toEqual({
      current: 1,
      total: 1,
      totalTickets: 3,
      hasNext: false,
      hasPrev: false,
    });
    expect(subjects(await list('/api/tickets', owner))).toEqual(['bravo', 'charlie', 'Alpha']);
  });

  it('is the same answer as sorting by last activity, newest first', async () => {
    const [plain, sorted] = await Promise.all([
      get('/api/tickets?limit=2'),
      get('/api/tickets?limit=2&sort=lastActivity&order=desc'),
    ]);
    expect(sorted.json()).toEqual(plain.json());
  });
});

describe('sorting', () => {
  it.each([
    ['number', 'asc', ['bravo', 'Alpha', 'charlie']],
    ['number', 'desc', ['charlie', 'Alpha', 'bravo']],
    ['subject', 'asc', ['Alpha', 'bravo', 'charlie']],
    ['subject', 'desc', ['charlie', 'bravo', 'Alpha']],
    ['status', 'asc', ['Alpha', 'bravo', 'charlie']],
    ['status', 'desc', ['charlie', 'bravo', 'Alpha']],
    ['priority', 'asc', ['bravo', 'charlie', 'Alpha']],
    ['priority', 'desc', ['Alpha', 'charlie', 'bravo']],
    ['lastActivity', 'asc', ['charlie', 'bravo', 'Alpha']],
    ['createdAt', 'desc', ['charlie', 'Alpha', 'bravo']],
  ])('by %s %s', async (sort, order, expected) => {
    expect(subjects(await list(`/api/tickets?sort=${sort}&order=${order}`))).toEqual(expected);
  });

  it('goes up when only the sort is given', async () => {
    expect(subjects(await list('/api/tickets?sort=createdAt'))).toEqual(['bravo', 'Alpha', 'charlie']);
  });

  it("orders a user's own tickets by the activity they can see", async () => {
    const answer = await list('/api/tickets?sort=lastActivity&order=asc', owner);
    expect(subjects(answer)).toEqual(['Alpha', 'charlie', 'bravo']);
  });

  it('keeps the filters and pages: a sorted page, with the total of every match', async () => {
    const answer = await list('/api/tickets?status=open&sort=number&order=asc');
    expect(subjects(answer)).toEqual(['Alpha']);
    const second = await list('/api/tickets?sort=priority&order=desc&page=2&limit=2');
    expect(subjects(second)).toEqual(['bravo']);
    expect(second.pagination).toEqual({
      current: 2,
      total: 2,
      totalTickets: 3,
      hasNext: false,
      hasPrev: true,
    });
  });

  it('sorts a search the same way', async () => {
    const answer = await list('/api/tickets/search?q=a&sort=subject&order=desc');
    expect(subjects(answer)).toEqual(['charlie', 'bravo', 'Alpha']);
  });
});

describe('refusals', () => {
  it.each([
    ['/api/tickets?sort=owner', 'Sort by number, subject, status, priority, lastActivity, createdAt'],
    [
      '/api/tickets/search?q=a&sort=updated',
      'Sort by number, subject, status, priority, lastActivity, createdAt',
    ],
    ['/api/tickets?sort=number&order=up', 'Order must be asc or desc'],
  ])('refuses %s with 400 and says what it takes', async (url, error) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error });
  });
});
