// The finance ledger's added parameters (issue 22): sort by date, user, kind, network or amount, either
// way, paged in that order with the same totals; without them the answer is exactly as before (newest
// first), and a value it does not take is refused with 400 saying what it takes.
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Ledger = {
  entries: Array<{
    _id: string;
    licenceId: string | null;
    amountCents: number;
    at: string;
    user: { username: string | null };
  }>;
  totals: { grossCents: number; payments: number };
  pagination: { current: number; pages: number; total: number };
};

let t: TestApp;
let admin: Session;
let hashes = 0;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.auth });
const ledger = async (query: string): Promise<Ledger> => {
  const response = await get(`/api/finance/ledger?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const amounts = (body: Ledger) => body.entries.map((entry) => entry.amountCents);

/** An order of the plan placed by `buyer`, its payment submitted and confirmed by the admin. */
async function paidOrder(buyer: Session, planType: string, planDuration: string) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: buyer.auth,
    payload: { planType, planDuration, accountNumber: 60001, network: 'TRC20', discountCode: null },
  });
  const { orderId } = placed.json().order;
  hashes += 1;
  await t.app.inject({
    method: 'POST',
    url: '/api/payments/submit',
    headers: buyer.auth,
    payload: { orderId, transactionHash: hashes.toString(16).padStart(64, 'c') },
  });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${orderId}/confirm`,
    headers: admin.auth,
    payload: { reason: 'Seen on Tronscan' },
  });
  expect(confirmed.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t, 'bookkeeper');
  const [ann, zed] = await Promise.all([signUp(t, 'ann'), signUp(t, 'zed')]);
  // Three payments a minute apart, each of its own amount: the cheapest first, the dearest in the middle.
  for (const [buyer, planType, duration] of [
    [zed, 'starter', '1month'],
    [ann, 'professional', '12months'],
    [zed, 'popular', '3months'],
  ] as const) {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await paidOrder(buyer, planType, duration);
  }
  await eventually(() => ledger(''), {
    what: 'the three payments in the ledger, each with its licence',
    accept: (body) => body.pagination.total === 3 && body.entries.every((entry) => entry.licenceId !== null),
  });
}, 60_000);
afterAll(async () => t?.close());

describe('GET /api/finance/ledger sorted', () => {
  it('answers as before without sort: newest first', async () => {
    const plain = await ledger('');
    const times = plain.entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await ledger('order=asc')).toEqual(plain);
    expect(await ledger('sort=at&order=desc')).toEqual(plain);
  });

  it('sorts by amount either way, pages in that order and keeps the totals of every entry', async () => {
    const plain = await ledger('');
    const cheapestFirst = [...amounts(plain)].sort((a, b) => a - b);
    expect(new Set(cheapestFirst).size).toBe(3);
    expect(amounts(await ledger('sort=amount'))).toEqual(cheapestFirst);
    expect(amounts(await ledger('sort=amount&order=desc'))).toEqual([...cheapestFirst].reverse());
    const second = await ledger('sort=amount&order=asc&page=2&limit=2');
    expect(amounts(second)).toEqual([cheapestFirst[2]]);
    expect(second.pagination).toMatchObject({ current: 2, pages: 2, total: 3 });
    expect(second.totals).toEqual(plain.totals);
  });

  it('sorts by date oldest first, and by user name', async () => {
    const plain = await ledger('');
    expect((await ledger('sort=at')).entries).toEqual([...plain.entries].reverse());
    const users = (await ledger('sort=user&order=asc')).entries.map((entry) => entry.user.username);
    expect(users).toEqual([...users].sort());
    expect(users[0]).toMatch(/^ann/);
  });
});

describe('GET /api/finance/ledger refusals', () => {
  it.each([
    ['sort=plan', 'Sort by at, user, kind, network, amount'],
    ['sort=amount&order=up', 'Order must be asc or desc'],
  ])('refuses %s with 400 and says what it takes', async (query, error) => {
    const response = await get(`/api/finance/ledger?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error });
  });
});
