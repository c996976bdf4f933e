// The admin's account list through the API: the unpaged answer as before, and the added filters (role,
// search), sorts both ways and pages with their total.
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let boss: Session;
let alice: Session;
let bob: Session;
let carol: Session;

type Listed = { _id: string; username: string; email: string; roles: string[]; createdAt: string };

const get = (url: string, session: Session = boss) =>
  t.app.inject({ method: 'GET', url, headers: session.auth });
const list = async (query: string) => {
  const response = await get(`/api/users?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { users: Listed[]; pagination?: Record<string, unknown> };
};
const names = (users: Listed[]) => users.map((user) => user.username);

beforeAll(async () => {
  t = await createTestApp();
  // A minute apart, so creation and sign-in times differ: boss first, carol last.
  const later = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  };
  boss = await signUpAdmin(t, 'boss');
  later();
  alice = await signUp(t, 'alice');
  later();
  bob = await signUp(t, 'bob');
  later();
  carol = await signUp(t, 'carol');
  const granted = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${carol.id}`,
    headers: boss.auth,
    payload: { roles: ['user', 'admin'] },
  });
  expect(granted.statusCode, granted.body).toBe(200);
  await eventually(async () => (await list('role=admin')).users.length === 2, {
    what: "carol's admin role in the account list",
  });
}, 60_000);
afterAll(async () => t?.close());

describe('without parameters', () => {
  it('answers every account, the oldest first, with no pagination, as before', async () => {
    const body = await list('');
    expect(Object.keys(body).sort()).toEqual(['success', 'users']);
    expect(names(body.users)).toEqual([boss, alice, bob, carol].map((user) => user.username));
    expect(body.users[3]).toEqual({
      _id: carol.id,
      username: carol.username,
      email: `${carol.username}@example.com`,
      roles: ['admin', 'user'],
      emailVerified: true,
      authMethod: 'password',
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
      // Made an admin by another admin: she sets up her second factor at her next sign-in.
      twoFactorEnabled: false,
    });
  });

  it('stays an admin call', async () => {
    expect((await get('/api/users?page=1', alice)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users?page=1' })).statusCode).toBe(401);
  });
});

describe('filters', () => {
  it.each([
    ['role=admin', () => [boss, carol]],
    ['role=user', () => [alice, bob]],
    ['q=ALI', () => [alice]],
    ['role=admin&q=ali', () => []],
    ['q=nobody', () => []],
    ['q=100%25', () => []],
    ['q=_', () => []],
  ])('%s', async (query, expected) => {
    const body = await list(`${query}&page=1`);
    const wanted = expected().map((user) => user.username);
    expect(names(body.users)).toEqual(wanted);
    expect(body.pagination).toMatchObject({ current: 1, total: wanted.length });
  });

  it('finds an account by part of the email, in any case', async () => {
    expect(names((await list(`q=${bob.username.toUpperCase()}%40EXAMPLE`)).users)).toEqual([bob.username]);
  });

  it.each(['role=owner', 'sort=password', 'order=up', 'page=0', 'limit=0', 'limit=101'])(
    'refuses %s',
    async (query) => {
      const response = await get(`/api/users?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    },
  );
});

describe('sorting', () => {
  const compareText = (a: string, b: string) => (a < b ? -1 : +(a > b));

  it.each([
    ['username', (u: Listed) => u.username],
    ['email', (u: Listed) => u.email],
    ['createdAt', (u: Listed) => u.createdAt],
  ])('by %s, both ways', async (sort, pick) => {
    const all = (await list('')).users;
    const ascending = names(
      [...all].sort((a, b) => compareText(pick(a), pick(b)) || compareText(a._id, b._id)),
    );
    expect(names((await list(`sort=${sort}&order=asc&page=1`)).users)).toEqual(ascending);
    expect(names((await list(`sort=${sort}&order=desc&page=1`)).users)).toEqual([...ascending].reverse());
  });

  it('by last sign-in, both ways: the latest last going up', async () => {
    const up = names((await list('sort=lastLoginAt&page=1')).users);
    expect(up).toEqual([boss, alice, bob, carol].map((user) => user.username));
    expect(names((await list('sort=lastLoginAt&order=desc&page=1')).users)).toEqual([...up].reverse());
  });

  it('by role, both ways: admins first going up', async () => {
    const roles = async (order: string) =>
      (await list(`sort=role&order=${order}&page=1`)).users.map((u) => u.roles.includes('admin'));
    expect(await roles('asc')).toEqual([true, true, false, false]);
    expect(await roles('desc')).toEqual([false, false, true, true]);
  });
});

describe('paging', () => {
  it('pages through in order with the total, and past the end answers an empty page', async () => {
    const first = await list('sort=createdAt&page=1&limit=3');
    expect(names(first.users)).toEqual([boss, alice, bob].map((user) => user.username));
    expect(first.pagination).toEqual({ current: 1, pages: 2, total: 4, hasNext: true, hasPrev: false });
    const last = await list('sort=createdAt&page=2&limit=3');
    expect(names(last.users)).toEqual([carol.username]);
    expect(last.pagination).toEqual({ current: 2, pages: 2, total: 4, hasNext: false, hasPrev: true });
    const beyond = await list('sort=createdAt&page=3&limit=3');
    expect(beyond.users).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 4 });
  });

  it('takes 25 a page unless told', async () => {
    expect((await list('page=1')).pagination).toEqual({
      current: 1,
      pages: 1,
      total: 4,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('filters without a page answer every match and no pagination', async () => {
    const body = await list('role=user');
    expect(names(body.users)).toEqual([alice.username, bob.username]);
    expect(body.pagination).toBeUndefined();
  });
});
