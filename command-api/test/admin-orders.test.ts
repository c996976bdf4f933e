// GET /api/admin/orders: every order with its payment, in each state an order reaches (awaiting
// payment, verifying, underpaid, completed, failed, expired, refunded), each filter, paging with its
// total, each sort, the payments waiting for a decision first by default, and admins only.
import { orderDecider, orderStream } from '@shop/domain';
import { createKysely, handleCommand } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { expireDueOrders, type ReadModels } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let alpha: Session;
let beta: Session;
let hashes = 0;
const ids: Record<string, string> = {};
const placedAt: Record<string, string> = {};
const txOf: Record<string, string> = {};

const call = (method: 'GET' | 'POST', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });
const metadata = (correlationId: string) => ({
  actor: 'system:chain-watcher' as const,
  correlationId,
  causationId: null,
  occurredAt: t.clock.now.toISOString(),
});

/** Each order a second after the one before (the test clock stands still otherwise). */
async function place(name: string, session: Session, plan: [string, string], network = 'TRC20') {
  t.clock.now = new Date(t.clock.now.getTime() + 1_000);
  const placed = await call('POST', '/api/payments/orders', session, {
    planType: plan[0],
    planDuration: plan[1],
    accountNumber: 81_000 + Object.keys(ids).length,
    network,
    discountCode: null,
  });
  expect(placed.statusCode).toBe(201);
  const { orderId, createdAt } = placed.json().order;
  ids[name] = orderId;
  placedAt[name] = createdAt;
  return orderId as string;
}

async function submit(name: string, session: Session) {
  hashes += 1;
  const hash = `${hashes.toString(16).padStart(8, '0')}${'c'.repeat(56)}`;
  const answer = await call('POST', '/api/payments/submit', session, {
    orderId: ids[name],
    transactionHash: hash,
  });
  expect(answer.statusCode).toBe(200);
  // As stored: a BEP20 hash gains its 0x.
  txOf[name] = answer.json().data.transactionHash;
}

const decide = async (name: string, decision: 'confirm' | 'reject') =>
  expect(
    (
      await call('POST', `/api/admin/payments/${ids[name]}/${decision}`, admin, {
        reason: 'Checked on chain',
      })
    ).statusCode,
  ).toBe(200);

type Listed = { orderId: string; status: string; amount: number; placedAt: string } & Record<string, unknown>;
type Page = { orders: Listed[]; pagination: { current: number; pages: number; total: number } };

async function list(query = ''): Promise<Page> {
  const answer = await call('GET', `/api/admin/orders${query ? `?${query}` : ''}`, admin);
  expect(answer.statusCode).toBe(200);
  return answer.json();
}
const namesOf = (page: Page) =>
  page.orders.map((order) => Object.keys(ids).find((name) => ids[name] === order.orderId));

beforeAll(async () => {
  t = await createTestApp();
  [admin, alpha, beta] = await Promise.all([
    signUpAdmin(t, 'ordersadmin'),
    signUp(t, 'alphabuyer'),
    signUp(t, 'betabuyer'),
  ]);
  const db = createKysely<ReadModels>(t.database.pool);

  // Expired first, alone: the expiry run takes every order due by then.
  await place('expired', beta, ['starter', '1month'], 'BEP20');
  await eventually(async () => (await call('GET', `/api/payments/orders/${ids.expired}`, beta)).statusCode, {
    what: 'the order in the read model',
    accept: (status) => status === 200,
  });
  const cutoff = new Date(Date.parse(placedAt.expired!) + 30 * 60_000 + 1);
  expect(await expireDueOrders({ store: t.store, db, clock: () => cutoff })).toBe(1);
  t.clock.now = new Date(Date.now() + 60_000);

  await place('pending', alpha, ['starter', '1month']);
  await place('verifying', alpha, ['popular', '3months'], 'BEP20');
  await submit('verifying', alpha);
  await place('completed', beta, ['elite', '6months']);
  await submit('completed', beta);
  await decide('completed', 'confirm');
  await place('failed', beta, ['starter', '1month']);
  await submit('failed', beta);
  await decide('failed', 'reject');
  await place('underpaid', alpha, ['popular', '3months']);
  await submit('underpaid', alpha);
  await handleCommand(
    t.store,
    orderStream(ids.underpaid!),
    orderDecider,
    {
      type: 'RecordPaymentCheck',
      data: {
        transactionHash: txOf.underpaid!,
        outcome: { kind: 'underpaid', received: 100_000_000n, expected: 132_000_000n, confirmations: 20 },
        blockNumber: 1,
        blockTime: t.clock.now.toISOString(),
        now: t.clock.now.toISOString(),
      },
    },
    { metadata: metadata(ids.underpaid!) },
  );
  await place('refunded', beta, ['professional', '12months']);
  await submit('refunded', beta);
  await decide('refunded', 'confirm');
  await eventually(
    async () => (await call('GET', `/api/payments/orders/${ids.refunded}`, beta)).json().payment?.status,
    { what: 'the refunded order completed', accept: (status) => status === 'completed' },
  );
  expect((await call('POST', `/api/payments/orders/${ids.refunded}/refund`, beta, {})).statusCode).toBe(200);
  const refundHash = 'd'.repeat(64);
  await eventually(
    async () =>
      (
        await call('POST', `/api/admin/refunds/${ids.refunded}/approve`, admin, {
          refundTransactionHash: refundHash,
        })
      ).statusCode,
    { what: 'the refund approved', accept: (status) => status === 200 },
  );
  await handleCommand(
    t.store,
    orderStream(ids.refunded!),
    orderDecider,
    {
      type: 'RecordRefundCheck',
      data: {
        refundTransactionHash: refundHash,
        outcome: { kind: 'verified', sent: 1n, recipient: 'Tpayer', confirmations: 20 },
        blockNumber: 2,
        blockTime: t.clock.now.toISOString(),
        now: t.clock.now.toISOString(),
      },
    },
    { metadata: metadata(ids.refunded!) },
  );
  // The chain watcher's count for the transaction under verification.
  await db
    .insertInto('payment_checks')
    .values({
      order_id: ids.verifying!,
      transaction_hash: txOf.verifying!,
      confirmations: 5,
      required: 12,
      checked_at: t.clock.now,
      last_error: null,
    })
    .execute();

  await eventually(() => list('limit=100'), {
    what: 'every order in its final state',
    accept: (page) => {
      const statusOf = (name: string) => page.orders.find((order) => order.orderId === ids[name]);
      return (
        page.pagination.total === 7 &&
        statusOf('completed')?.status === 'completed' &&
        statusOf('failed')?.status === 'failed' &&
        statusOf('underpaid')?.status === 'underpaid' &&
        statusOf('refunded')?.refundStatus === 'approved'
      );
    },
  });
}, 120_000);
afterAll(async () => t?.close());

const NEWEST_FIRST = ['refunded', 'underpaid', 'failed', 'completed', 'verifying', 'pending', 'expired'];

describe('GET /api/admin/orders', () => {
  it('lists every order with its payment, those needing a decision first, then the newest', async () => {
    const page = await list();
    expect(namesOf(page)).toEqual([
      'underpaid',
      'verifying',
      'refunded',
      'failed',
      'completed',
      'pending',
      'expired',
    ]);
    expect(page.pagination).toEqual({ current: 1, pages: 1, total: 7, hasNext: false, hasPrev: false });
    const verifying = page.orders.find((order) => order.orderId === ids.verifying)!;
    expect(verifying).toMatchObject({
      user: { _id: alpha.id, username: alpha.username, email: `${alpha.username}@example.com` },
      planName: expect.any(String),
      network: 'BEP20',
      status: 'verifying',
      needsDecision: true,
      amount: 132,
      amountFormatted: '132.00',
      amountBaseUnits: '132000000000000000000',
      transactionHash: txOf.verifying,
      confirmations: 5,
      confirmationsRequired: 12,
      placedAt: placedAt.verifying,
      paidAt: null,
      refundStatus: null,
    });
    expect(verifying.paymentAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const completed = page.orders.find((order) => order.orderId === ids.completed)!;
    expect(completed).toMatchObject({
      needsDecision: false,
      confirmations: null,
      paidAt: expect.any(String),
    });
    expect(completed.confirmationsRequired).toBe(19);
    expect(page.orders.find((order) => order.orderId === ids.pending)).toMatchObject({
      status: 'pending',
      amountFormatted: '49.00',
      transactionHash: null,
    });
  });

  it.each([
    ['pending', ['pending']],
    ['verifying', ['verifying']],
    ['confirmed', []],
    ['completed', ['completed']],
    ['underpaid', ['underpaid']],
    ['late', []],
    ['failed', ['failed']],
    ['expired', ['expired']],
    ['refunded', ['refunded']],
    ['needs_decision', ['underpaid', 'verifying']],
  ])('filters by status %s', async (status, names) => {
    const page = await list(`status=${status}`);
    expect(namesOf(page)).toEqual(names);
    expect(page.pagination.total).toBe(names.length);
  });

  it('filters by network, by text and by placing date', async () => {
    expect(namesOf(await list('network=BEP20'))).toEqual(['verifying', 'expired']);
    expect(namesOf(await list('network=TRC20&status=needs_decision'))).toEqual(['underpaid']);
    expect(namesOf(await list(`q=${ids.failed!.slice(0, 8)}`))).toEqual(['failed']);
    expect(namesOf(await list(`q=${beta.username}`))).toEqual(['refunded', 'failed', 'completed', 'expired']);
    expect(namesOf(await list(`q=${encodeURIComponent(`${alpha.username}@example`)}`))).toEqual([
      'underpaid',
      'verifying',
      'pending',
    ]);
    expect(namesOf(await list(`q=${txOf.completed}`))).toEqual(['completed']);
    expect(namesOf(await list(`q=${txOf.completed!.toUpperCase()}`))).toEqual(['completed']);
    expect((await list('q=nobody-like-this')).pagination.total).toBe(0);

    const between = `from=${encodeURIComponent(placedAt.verifying!)}&to=${encodeURIComponent(placedAt.underpaid!)}`;
    expect(namesOf(await list(`${between}&sort=placedAt`))).toEqual(['failed', 'completed', 'verifying']);
    const firstDay = placedAt.expired!.slice(0, 10);
    const lastDay = placedAt.refunded!.slice(0, 10);
    expect((await list(`from=${firstDay}&to=${lastDay}`)).pagination.total).toBe(7);
    const dayBefore = new Date(Date.parse(firstDay) - 86_400_000).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.parse(lastDay) + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`to=${dayBefore}`)).orders).toEqual([]);
    expect((await list(`from=${dayAfter}`)).orders).toEqual([]);
  });

  it('pages through the list with its total', async () => {
    const all = namesOf(await list());
    const pages = await Promise.all([1, 2, 3].map((page) => list(`limit=3&page=${page}`)));
    expect(pages.map((page) => page.pagination)).toEqual([
      { current: 1, pages: 3, total: 7, hasNext: true, hasPrev: false },
      { current: 2, pages: 3, total: 7, hasNext: true, hasPrev: true },
      { current: 3, pages: 3, total: 7, hasNext: false, hasPrev: true },
    ]);
    expect(pages.flatMap(namesOf)).toEqual(all);
    expect((await list('limit=3&page=4')).orders).toEqual([]);
  });

  it('sorts by placing time, amount and status, either way', async () => {
    expect(namesOf(await list('sort=placedAt'))).toEqual(NEWEST_FIRST);
    expect(namesOf(await list('sort=placedAt&order=asc'))).toEqual([...NEWEST_FIRST].reverse());
    const amounts = (await list('sort=amount&order=asc')).orders.map((order) => order.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect((await list('sort=amount')).orders.map((order) => order.amount)).toEqual(
      [...amounts].sort((a, b) => b - a),
    );
    expect(namesOf(await list('sort=status&order=asc'))).toEqual([
      'pending',
      'verifying',
      'underpaid',
      'completed',
      'refunded',
      'failed',
      'expired',
    ]);
  });

  it('answers admins only, and refuses filters it does not know', async () => {
    expect((await call('GET', '/api/admin/orders', alpha)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/orders')).statusCode).toBe(401);
    const wrong = await call('GET', '/api/admin/orders?status=lost', admin);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/^Status must be one of pending, verifying/);
    expect((await call('GET', '/api/admin/orders?sort=user', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/orders?from=yesterday', admin)).statusCode).toBe(400);
  });
});
