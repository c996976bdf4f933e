// The admin's licence list through the API: the unpaged answer as before, and the added filters (status
// as shown, ending soon, search), sorts both ways and pages with their total.
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let alice: Session;
let bob: Session;

type Listed = {
  _id: string;
  licenseKey: string;
  accountNumber: number;
  status: string;
  userId: { username: string; email: string };
  issuedAt: string;
  expiresAt?: string;
};
const DAY_MS = 86_400_000;
/** Account number → the licence issued for it. */
const issued = new Map<number, Listed>();

const get = (url: string, session: Session = admin) =>
  t.app.inject({ method: 'GET', url, headers: session.auth });
const list = async (query: string) => {
  const response = await get(`/api/licenses?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { licenses: Listed[]; pagination?: Record<string, unknown> };
};
const accounts = (licences: Listed[]) => licences.map((licence) => licence.accountNumber);

async function issue(user: Session, accountNumber: number, durationDays: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/licenses',
    headers: admin.auth,
    payload: { userId: user.id, accountNumber, durationDays },
  });
  expect(response.statusCode, response.body).toBe(201);
  issued.set(accountNumber, response.json().license);
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, alice, bob] = await Promise.all([signUpAdmin(t, 'boss'), signUp(t, 'alice'), signUp(t, 'bob')]);
  // Issued now, read two days later: 9101 has expired, 9102 ends in 3 days, 9103 in 28, 9105 in 58.
  await issue(alice, 9101, 1);
  await issue(alice, 9102, 5);
  await issue(bob, 9103, 30);
  await issue(bob, 9104, 365);
  await issue(bob, 9105, 60);
  const revoked = await t.app.inject({
    method: 'PATCH',
    url: `/api/licenses/${issued.get(9104)!._id}`,
    headers: admin.auth,
    payload: { status: 'revoked' },
  });
  expect(revoked.statusCode).toBe(200);
  await eventually(async () => (await list('status=revoked')).licenses.length === 1, {
    what: 'the revocation in the licence list',
  });
  t.clock.now = new Date(Date.now() + 2 * DAY_MS);
}, 60_000);
afterAll(async () => t?.close());

describe('without parameters', () => {
  it('answers every licence, soonest to end first, with no pagination, as before', async () => {
    const body = await list('');
    expect(Object.keys(body).sort()).toEqual(['licenses', 'success']);
    expect(accounts(body.licenses)).toEqual([9101, 9102, 9103, 9105, 9104]);
    expect(body.licenses[0]).toEqual({
      ...issued.get(9101),
      status: 'expired',
      updatedAt: expect.any(String),
    });
    expect(Object.keys(body.licenses[1]!).sort()).toEqual(Object.keys(issued.get(9102)!).sort());
  });

  it('stays an admin call', async () => {
    expect((await get('/api/licenses?page=1', alice)).statusCode).toBe(403);
  });
});

describe('filters', () => {
  it.each([
    ['status=active', [9102, 9103, 9105]],
    ['status=expired', [9101]],
    ['status=revoked', [9104]],
    ['expiring=7', [9102]],
    ['expiring=30', [9102, 9103]],
    ['status=active&expiring=30&q=bob', [9103]],
    ['q=alice', [9101, 9102]],
    ['q=9105', [9105]],
    ['q=nobody', []],
    ['q=100%25', []],
  ])('%s', async (query, expected) => {
    const body = await list(`${query}&page=1`);
    expect(accounts(body.licenses)).toEqual(expected);
    expect(body.pagination).toMatchObject({ current: 1, total: expected.length });
  });

  it('finds an owner by part of the email, in any case', async () => {
    const email = `${bob.username.toUpperCase()}%40EXAMPLE`;
    expect(accounts((await list(`q=${email}`)).licenses)).toEqual([9103, 9105, 9104]);
  });

  it('finds a licence by the beginning of its key, in any case', async () => {
    const key = issued.get(9103)!.licenseKey;
    expect(accounts((await list(`q=${key.slice(0, 7).toLowerCase()}`)).licenses)).toEqual([9103]);
  });

  it.each(['status=lost', 'expiring=0', 'expiring=soon', 'sort=price', 'order=up', 'page=0', 'limit=101'])(
    'refuses %s',
    async (query) => {
      const response = await get(`/api/licenses?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    },
  );
});

describe('sorting', () => {
  const compareText = (a: string, b: string) => (a < b ? -1 : +(a > b));
  /** Ascending by one field, the licence id breaking ties as the server does. */
  const byAccount = (pick: (l: Listed) => string) =>
    accounts([...issued.values()].sort((a, b) => compareText(pick(a), pick(b)) || compareText(a._id, b._id)));

  it.each([
    ['key', () => byAccount((l) => l.licenseKey)],
    ['accountNumber', () => [9101, 9102, 9103, 9104, 9105]],
    ['issuedAt', () => byAccount((l) => l.issuedAt)],
    ['expiresAt', () => [9101, 9102, 9103, 9105, 9104]],
  ])('by %s, both ways', async (sort, expected) => {
    // Computed when the test runs: the licences are issued before it.
    const ascending = expected();
    expect(accounts((await list(`sort=${sort}&order=asc&page=1`)).licenses)).toEqual(ascending);
    const descending = accounts((await list(`sort=${sort}&order=desc&page=1`)).licenses);
    expect(descending).toEqual([...ascending].reverse());
  });

  it('by status as shown, both ways', async () => {
    const statuses = async (order: string) =>
      (await list(`sort=status&order=${order}&page=1`)).licenses.map((l) => l.status);
    expect(await statuses('asc')).toEqual(['active', 'active', 'active', 'expired', 'revoked']);
    expect(await statuses('desc')).toEqual(['revoked', 'expired', 'active', 'active', 'active']);
  });

  it('by owner and email, both ways', async () => {
    for (const sort of ['user', 'email']) {
      const up = (await list(`sort=${sort}&page=1`)).licenses.map((l) => l.userId.username);
      expect(up.slice(0, 2)).toEqual([alice.username, alice.username]);
      const down = (await list(`sort=${sort}&order=desc&page=1`)).licenses.map((l) => l.userId.username);
      expect(down.slice(3)).toEqual([alice.username, alice.username]);
    }
  });
});

describe('paging', () => {
  it('pages through in order with the total, and past the end answers an empty page', async () => {
    const first = await list('sort=accountNumber&page=1&limit=2');
    expect(accounts(first.licenses)).toEqual([9101, 9102]);
    expect(first.pagination).toEqual({ current: 1, pages: 3, total: 5, hasNext: true, hasPrev: false });
    const last = await list('sort=accountNumber&page=3&limit=2');
    expect(accounts(last.licenses)).toEqual([9105]);
    expect(last.pagination).toEqual({ current: 3, pages: 3, total: 5, hasNext: false, hasPrev: true });
    const beyond = await list('sort=accountNumber&page=4&limit=2');
    expect(beyond.licenses).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 5 });
  });

  it('takes 25 a page unless told', async () => {
    expect((await list('page=1')).pagination).toEqual({
      current: 1,
      pages: 1,
      total: 5,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('filters without a page answer every match and no pagination', async () => {
    const body = await list('status=active');
    expect(accounts(body.licenses)).toEqual([9102, 9103, 9105]);
    expect(body.pagination).toBeUndefined();
  });
});
