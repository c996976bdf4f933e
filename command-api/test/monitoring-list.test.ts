// The admin's monitored licences through the API: the answer as before without the added parameters, and
// the online/offline filter, the sorts both ways and pages with their total.
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let ann: Session;
let ben: Session;

type Listed = {
  _id: string;
  licenseKey: string;
  accountNumber: number;
  userId: { username: string };
  isOnline: boolean;
  lastSeen: string | null;
  eaVersion: string | null;
};
type Licence = { licenseKey: string; accountNumber: number };
const MINUTE_MS = 60_000;

const get = (url: string, session: Session = admin) =>
  t.app.inject({ method: 'GET', url, headers: session.auth });
const list = async (query: string) => {
  const response = await get(`/api/monitoring/licenses?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { licenses: Listed[]; pagination: Record<string, unknown> };
};
const accounts = async (query: string) => (await list(query)).licenses.map((l) => l.accountNumber);

async function issue(user: Session, accountNumber: number): Promise<Licence> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/licenses',
    headers: admin.auth,
    payload: { userId: user.id, accountNumber, durationDays: 30 },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { licenseKey } = response.json().license as Licence;
  return { licenseKey, accountNumber };
}

let reports = 0;
/** A heartbeat at the clock's time, sent once the robot check knows the licence. */
async function heartbeat(licence: Licence, eaVersion: string) {
  await eventually(
    () => {
      reports += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/robot/heartbeat',
        payload: { ...licence, eaVersion, activePositions: 0, balance: 1_000, equity: 1_000 },
        remoteAddress: `10.42.0.${reports % 250}`,
      });
    },
    { what: `a heartbeat from ${licence.accountNumber} accepted`, accept: (reply) => reply.statusCode < 300 },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, ann, ben] = await Promise.all([signUpAdmin(t, 'boss'), signUp(t, 'ann'), signUp(t, 'ben')]);
  const [first, second, , fourth] = [
    await issue(ann, 7001),
    await issue(ben, 7002),
    await issue(ann, 7003),
    await issue(ben, 7004),
  ];
  // Read at the last heartbeat: 7002 just now and 7004 a minute ago are online, 7001 ten minutes ago is
  // not, 7003 was never heard from.
  await heartbeat(first!, '1.0.0');
  t.clock.now = new Date(t.clock.now.getTime() + 9 * MINUTE_MS);
  await heartbeat(fourth!, '1.5.0');
  t.clock.now = new Date(t.clock.now.getTime() + MINUTE_MS);
  await heartbeat(second!, '2.0.0');
  await eventually(async () => (await list('status=online')).licenses.length === 2, {
    what: 'both recent heartbeats in the monitored list',
  });
}, 60_000);
afterAll(async () => t?.close());

describe('without the added parameters', () => {
  it('answers a page of ten, the robots heard from most recently first, as before', async () => {
    const body = await list('');
    expect(Object.keys(body).sort()).toEqual(['licenses', 'pagination', 'success']);
    expect(body.licenses.map((l) => l.accountNumber)).toEqual([7002, 7004, 7001, 7003]);
    expect(body.pagination).toEqual({ current: 1, pages: 1, total: 4, hasNext: false, hasPrev: false });
    expect(body.licenses[0]).toMatchObject({
      isOnline: true,
      eaVersion: '2.0.0',
      userId: { username: ben.username },
    });
    expect(body.licenses[3]).toMatchObject({ isOnline: false, lastSeen: null, eaVersion: null });
  });

  it('answers the same with only an order, which needs a sort to mean anything', async () => {
    expect(await list('order=desc')).toEqual(await list(''));
  });

  it('stays an admin call', async () => {
    expect((await get('/api/monitoring/licenses?sort=user', ann)).statusCode).toBe(403);
  });
});

describe('filters', () => {
  it.each([
    ['status=online', [7002, 7004]],
    ['status=offline', [7001, 7003]],
    ['status=offline&search=ann', [7001, 7003]],
    ['status=online&search=ann', []],
    ['search=700', [7002, 7004, 7001, 7003]],
  ])('%s', async (query, expected) => {
    const body = await list(query);
    expect(body.licenses.map((l) => l.accountNumber)).toEqual(expected);
    expect(body.pagination).toMatchObject({ current: 1, total: expected.length });
  });
});

describe('refusals', () => {
  it.each([
    ['sort=profit', 'Sort by account, user, key, lastSeen, eaVersion'],
    ['status=away', 'Status must be online or offline'],
    ['order=sideways', 'Order must be asc or desc'],
  ])('%s', async (query, message) => {
    const response = await get(`/api/monitoring/licenses?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
  });
});

describe('sorting', () => {
  it.each([
    ['account', [7001, 7002, 7003, 7004]],
    // Never heard from counts as the oldest, and as the lowest version.
    ['lastSeen', [7003, 7001, 7004, 7002]],
    ['eaVersion', [7003, 7001, 7004, 7002]],
  ])('by %s, both ways', async (sort, ascending) => {
    expect(await accounts(`sort=${sort}`)).toEqual(ascending);
    expect(await accounts(`sort=${sort}&order=desc`)).toEqual([...ascending].reverse());
  });

  it('by user and by key, both ways', async () => {
    const users = (await list('sort=user')).licenses.map((l) => l.userId.username);
    expect(users).toEqual([ann.username, ann.username, ben.username, ben.username]);
    const keys = (await list('sort=key')).licenses.map((l) => l.licenseKey);
    expect(keys).toEqual([...keys].sort());
    const down = (await list('sort=key&order=desc')).licenses.map((l) => l.licenseKey);
    expect(down).toEqual([...keys].reverse());
  });
});

describe('paging', () => {
  it('pages through a sorted, filtered list with its total', async () => {
    const first = await list('sort=account&limit=3');
    expect(first.licenses.map((l) => l.accountNumber)).toEqual([7001, 7002, 7003]);
    expect(first.pagination).toEqual({ current: 1, pages: 2, total: 4, hasNext: true, hasPrev: false });
    const second = await list('sort=account&limit=3&page=2');
    expect(second.licenses.map((l) => l.accountNumber)).toEqual([7004]);
    expect(second.pagination).toEqual({ current: 2, pages: 2, total: 4, hasNext: false, hasPrev: true });
    const offline = await list('status=offline&sort=account&order=desc&limit=1&page=2');
    expect(offline.licenses.map((l) => l.accountNumber)).toEqual([7001]);
    expect(offline.pagination).toMatchObject({ total: 2, pages: 2 });
  });
});
