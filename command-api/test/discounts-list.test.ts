// The admin's discount-code list through the API: the unpaged answer as before, and the added filters (the
// code's state now, a search), sorts both ways and pages with their total.
import { discountDecider, discountStream } from '@shop/domain';
import { handleCommand } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let shopper: Session;

type Listed = {
  _id: string;
  code: string;
  type: string;
  value: number;
  usageCount: number;
  validFrom: string;
  validUntil: string;
  createdAt: string;
  isActive: boolean;
};
const DAY_MS = 86_400_000;
/** Code → its id. */
const ids = new Map<string, string>();

const get = (url: string, session: Session = admin) =>
  t.app.inject({ method: 'GET', url, headers: session.auth });
const list = async (query: string) => {
  const response = await get(`/api/discounts?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { discounts: Listed[]; pagination?: Record<string, unknown> };
};
const codes = (discounts: Listed[]) => discounts.map((discount) => discount.code);
const inDays = (days: number) => new Date(t.clock.now.getTime() + days * DAY_MS).toISOString();

async function create(code: string, body: object) {
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/discounts',
    headers: admin.auth,
    payload: { code, description: `${code} sale`, type: 'percentage', value: 10, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  ids.set(code, response.json().discount._id);
}

async function use(code: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const now = t.clock.now.toISOString();
    await handleCommand(
      t.store,
      discountStream(ids.get(code)!),
      discountDecider,
      {
        type: 'UseDiscount',
        data: { orderId: `${code}-${i}`, userId: `user-${i}`, planType: 'elite', priceCents: 23_400, now },
      },
      { metadata: { actor: 'system:test', correlationId: code, causationId: null, occurredAt: now } },
    );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, shopper] = await Promise.all([signUpAdmin(t, 'boss'), signUp(t, 'shopper')]);
  // Created a minute apart at T, read three days later: ALPHA and ECHO run, BRAVO has ended, CHARLIE
  // starts in 17 days, DELTA is disabled.
  await create('ALPHA', { value: 10, validUntil: inDays(10) });
  await create('BRAVO', { type: 'fixed', value: 25, validUntil: inDays(2) });
  await create('CHARLIE', { value: 30, validFrom: inDays(20), validUntil: inDays(40) });
  await create('DELTA', { value: 5, validUntil: inDays(10) });
  await create('ECHO', { type: 'fixed', value: 5, validUntil: inDays(30), description: 'Spring fling' });
  await use('ALPHA', 2);
  await use('ECHO', 1);
  const toggled = await t.app.inject({
    method: 'PATCH',
    url: `/api/discounts/${ids.get('DELTA')}/toggle`,
    headers: admin.auth,
  });
  expect(toggled.statusCode, toggled.body).toBe(200);
  await eventually(
    async () => {
      const all = (await list('')).discounts;
      const found = (code: string) => all.find((discount) => discount.code === code);
      return all.length === 5 && found('ECHO')?.usageCount === 1 && found('DELTA')?.isActive === false;
    },
    { what: 'the five codes, their uses and DELTA disabled in the list' },
  );
  t.clock.now = new Date(t.clock.now.getTime() + 3 * DAY_MS);
}, 60_000);
afterAll(async () => t?.close());

describe('without parameters', () => {
  it('answers every code, the newest first, with no pagination, as before', async () => {
    const body = await list('');
    expect(Object.keys(body).sort()).toEqual(['discounts', 'success']);
    expect(codes(body.discounts)).toEqual(['ECHO', 'DELTA', 'CHARLIE', 'BRAVO', 'ALPHA']);
    expect(body.discounts[0]).toMatchObject({ code: 'ECHO', usageCount: 1, createdBy: { _id: admin.id } });
  });

  it('answers the same with only an order, which needs a sort to mean anything', async () => {
    expect(await list('order=desc')).toEqual(await list(''));
  });

  it('stays an admin call', async () => {
    expect((await get('/api/discounts?page=1', shopper)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/discounts?page=1' })).statusCode).toBe(401);
  });
});

describe('filters', () => {
  it.each([
    ['status=active', ['ECHO', 'ALPHA']],
    ['status=expired', ['BRAVO']],
    ['status=scheduled', ['CHARLIE']],
    ['status=inactive', ['DELTA']],
    ['q=alp', ['ALPHA']],
    ['q=SPRING', ['ECHO']],
    ['q=sale', ['DELTA', 'CHARLIE', 'BRAVO', 'ALPHA']],
    ['status=active&q=sale', ['ALPHA']],
    ['q=100%25', []],
    ['q=_', []],
  ])('%s', async (query, expected) => {
    const body = await list(`${query}&page=1`);
    expect(codes(body.discounts)).toEqual(expected);
    expect(body.pagination).toMatchObject({ current: 1, total: expected.length });
  });

  it('filters without a page: every match, no pagination', async () => {
    const body = await list('status=active');
    expect(codes(body.discounts)).toEqual(['ECHO', 'ALPHA']);
    expect(body.pagination).toBeUndefined();
  });
});

describe('refusals', () => {
  it.each([
    ['sort=price', 'Sort by code, value, usage, validFrom, validUntil, createdAt, status'],
    ['status=used', 'Status must be active, scheduled, expired or inactive'],
    ['order=up', 'Order must be asc or desc'],
    ['page=0', undefined],
    ['limit=101', undefined],
  ])('%s', async (query, message) => {
    const response = await get(`/api/discounts?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    if (message) expect(response.json().error).toBe(message);
  });
});

describe('sorting', () => {
  it.each([
    ['code', ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO']],
    ['createdAt', ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO']],
    ['validUntil', ['BRAVO', 'ALPHA', 'DELTA', 'ECHO', 'CHARLIE']],
    // Fixed amounts, then percentages, each by value.
    ['value', ['ECHO', 'BRAVO', 'DELTA', 'ALPHA', 'CHARLIE']],
  ])('by %s, both ways', async (sort, ascending) => {
    expect(codes((await list(`sort=${sort}&order=asc&page=1`)).discounts)).toEqual(ascending);
    const descending = codes((await list(`sort=${sort}&order=desc&page=1`)).discounts);
    expect(descending).toEqual([...ascending].reverse());
  });

  it('by status, both ways: active, scheduled, expired, inactive going up', async () => {
    const up = codes((await list('sort=status&page=1')).discounts);
    expect([...up.slice(0, 2)].sort()).toEqual(['ALPHA', 'ECHO']);
    expect(up.slice(2)).toEqual(['CHARLIE', 'BRAVO', 'DELTA']);
    expect(codes((await list('sort=status&order=desc&page=1')).discounts)).toEqual([...up].reverse());
  });

  it('by usage, both ways', async () => {
    const up = (await list('sort=usage&page=1')).discounts.map((d) => d.usageCount);
    expect(up).toEqual([0, 0, 0, 1, 2]);
    const down = (await list('sort=usage&order=desc&page=1')).discounts;
    expect(codes(down).slice(0, 2)).toEqual(['ALPHA', 'ECHO']);
    expect(down.map((d) => d.usageCount)).toEqual([2, 1, 0, 0, 0]);
  });

  it('by the start of the window: the scheduled code last going up', async () => {
    expect(codes((await list('sort=validFrom&page=1')).discounts).at(-1)).toBe('CHARLIE');
  });
});

describe('paging', () => {
  it('pages through in order with the total, and past the end answers an empty page', async () => {
    const first = await list('sort=code&page=1&limit=2');
    expect(codes(first.discounts)).toEqual(['ALPHA', 'BRAVO']);
    expect(first.pagination).toEqual({ current: 1, pages: 3, total: 5, hasNext: true, hasPrev: false });
    const last = await list('sort=code&page=3&limit=2');
    expect(codes(last.discounts)).toEqual(['ECHO']);
    expect(last.pagination).toEqual({ current: 3, pages: 3, total: 5, hasNext: false, hasPrev: true });
    const beyond = await list('sort=code&page=4&limit=2');
    expect(beyond.discounts).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 5 });
  });

  it('without a sort, pages in the unpaged order: the newest first, 25 a page', async () => {
    const body = await list('page=1');
    expect(codes(body.discounts)).toEqual(['ECHO', 'DELTA', 'CHARLIE', 'BRAVO', 'ALPHA']);
    expect(body.pagination).toEqual({ current: 1, pages: 1, total: 5, hasNext: false, hasPrev: false });
  });
});
