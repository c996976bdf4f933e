// The audit trail's added parameters (issue 22): sort=at with an order (oldest or newest first) and a time
// range (from, inclusive; to, exclusive); without them the answer is exactly as before, and a value it
// does not take is refused with 400 saying what it takes.
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Trail = { events: Array<{ _id: string; at: string; type: string }>; pagination: { total: number } };

let t: TestApp;
let admin: Session;
let licenceId: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.auth });
const trail = async (query: string): Promise<Trail> => {
  const response = await get(`/api/audit?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const ids = (body: Trail) => body.events.map((event) => event._id);
/** The licence's own history: issued, then its account number changed twice. */
const licenceQuery = () => `category=licence&entityId=${licenceId}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t, 'orderer');
  const owner = await signUp(t, 'ordered');
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/licenses',
    headers: admin.auth,
    payload: { userId: owner.id, accountNumber: 81001 },
  });
  licenceId = issued.json().license._id;
  for (const accountNumber of [81002, 81003]) {
    // A minute apart, so each event has its own time.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    // The owner's change reads the licence's projection: retried until it has caught up with the issue.
    await eventually(
      () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/licenses/${licenceId}/account-number`,
          headers: owner.auth,
          payload: { accountNumber, reason: 'Moved' },
        }),
      { what: `account number ${accountNumber} set`, accept: (answer) => answer.statusCode === 200 },
    );
  }
  await eventually(() => trail(licenceQuery()), {
    what: "the licence's three events in the trail",
    accept: (body) => body.pagination.total === 3,
  });
}, 60_000);
afterAll(async () => t?.close());

describe('GET /api/audit sorted', () => {
  it('answers as before without sort: newest first', async () => {
    const plain = await trail(licenceQuery());
    expect(plain.events.map((event) => event.type)).toEqual([
      'AccountNumberChanged',
      'AccountNumberChanged',
      'LicenceIssued',
    ]);
    expect(await trail(`${licenceQuery()}&order=asc`)).toEqual(plain);
    expect(ids(await trail(`${licenceQuery()}&sort=at&order=desc`))).toEqual(ids(plain));
  });

  it('puts the oldest first with sort=at (order asc unless told), and pages in that order', async () => {
    const newest = ids(await trail(licenceQuery()));
    expect(ids(await trail(`${licenceQuery()}&sort=at`))).toEqual([...newest].reverse());
    const second = await trail(`${licenceQuery()}&sort=at&order=asc&page=2&limit=2`);
    expect(ids(second)).toEqual([newest[0]]);
    expect(second.pagination).toMatchObject({ current: 2, pages: 2, total: 3 });
  });

  it('keeps to a time range: from inclusive, to exclusive', async () => {
    const events = (await trail(`${licenceQuery()}&sort=at`)).events;
    const [first, , last] = events;
    const from = encodeURIComponent(last!.at);
    expect(ids(await trail(`${licenceQuery()}&from=${from}`))).toEqual([last!._id]);
    const to = encodeURIComponent(first!.at);
    expect((await trail(`${licenceQuery()}&to=${to}`)).pagination.total).toBe(0);
    const justAfterLast = new Date(Date.parse(last!.at) + 1).toISOString();
    const whole = `from=${encodeURIComponent(first!.at)}&to=${encodeURIComponent(justAfterLast)}`;
    expect((await trail(`${licenceQuery()}&${whole}`)).pagination.total).toBe(3);
  });
});

describe('GET /api/audit refusals', () => {
  it.each([
    ['sort=type', 'Sort by at'],
    ['sort=at&order=up', 'Order must be asc or desc'],
    ['from=yesterday', 'From must be a date and time'],
    ['to=2026-13-01', 'To must be a date and time'],
  ])('refuses %s with 400 and says what it takes', async (query, error) => {
    const response = await get(`/api/audit?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error });
  });
});
