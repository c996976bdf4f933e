// The admin overview through the API: with orders paid, refunded, held, verifying and waiting, licences
// issued, a robot reporting and tickets open, each figure equals what its own list answers (the Finance
// ledger's totals for the same period, the licence list, EA Monitoring's account status), now and a
// week later; and only admins may ask.
import { type OrderPlaced, orderDecider, orderStream } from '@shop/domain';
import { handleCommand } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type OrderCommand = Parameters<typeof orderDecider.decide>[0];

let t: TestApp;
let admin: Session;
let buyer: Session;
let hashes = 0;
let accounts = 81_000;
const DAY_MS = 86_400_000;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

const nextHash = () => {
  hashes += 1;
  return hashes.toString(16).padStart(64, 'c');
};

async function placeOrder(planType = 'popular', planDuration = '3months') {
  const placed = await call('POST', '/api/payments/orders', buyer, {
    planType,
    planDuration,
    accountNumber: ++accounts,
    network: 'TRC20',
    discountCode: null,
  });
  expect(placed.statusCode).toBe(201);
  return placed.json().order.orderId as string;
}

async function submitPayment(orderId: string) {
  const hash = nextHash();
  const submitted = await call('POST', '/api/payments/submit', buyer, { orderId, transactionHash: hash });
  expect(submitted.statusCode).toBe(200);
  return hash;
}

/** A chain-watcher verdict on an order, appended as the chain watcher would. */
async function orderCommand(orderId: string, command: OrderCommand) {
  const now = t.clock.now.toISOString();
  const { events } = await handleCommand(t.store, orderStream(orderId), orderDecider, command, {
    metadata: { actor: 'system:chain-watcher', correlationId: orderId, causationId: null, occurredAt: now },
  });
  expect(events.length, `${command.type} decided nothing`).toBeGreaterThan(0);
}

async function paidOrder(planType?: string, planDuration?: string) {
  const orderId = await placeOrder(planType, planDuration);
  await submitPayment(orderId);
  const confirmed = await call('POST', `/api/admin/payments/${orderId}/confirm`, admin, {
    reason: 'On chain',
  });
  expect(confirmed.statusCode).toBe(200);
  await eventually(async () => (await call('GET', `/api/payments/orders/${orderId}`, buyer)).json().payment, {
    what: "the order's payment completed",
    accept: (payment) => payment?.status === 'completed',
  });
  return orderId;
}

/** A paid order refunded: asked for, approved, and the refund verified on chain. */
async function refund(orderId: string) {
  expect(
    (await call('POST', `/api/payments/orders/${orderId}/refund`, buyer, { reason: 'No' })).statusCode,
  ).toBe(200);
  const refundHash = nextHash();
  const approved = await call('POST', `/api/admin/refunds/${orderId}/approve`, admin, {
    refundTransactionHash: refundHash,
  });
  expect(approved.statusCode).toBe(200);
  const now = t.clock.now.toISOString();
  await orderCommand(orderId, {
    type: 'RecordRefundCheck',
    data: {
      refundTransactionHash: refundHash,
      outcome: { kind: 'verified', sent: 1n, recipient: 'Tpayer', confirmations: 20 },
      blockNumber: 1,
      blockTime: now,
      now,
    },
  });
}

/** A payment the chain saw short: held as underpaid until an admin decides. */
async function underpaidOrder() {
  const orderId = await placeOrder('starter', '1month');
  const transactionHash = await submitPayment(orderId);
  let placed: OrderPlaced | undefined;
  for await (const event of t.store.readStream(orderStream(orderId))) {
    placed ??= event as unknown as OrderPlaced;
  }
  await orderCommand(orderId, {
    type: 'RecordPaymentCheck',
    data: {
      transactionHash,
      outcome: {
        kind: 'underpaid',
        received: 1n,
        expected: BigInt(placed!.data.amountBaseUnits),
        confirmations: 20,
      },
      blockNumber: 1,
      blockTime: t.clock.now.toISOString(),
      now: t.clock.now.toISOString(),
    },
  });
}

async function issueLicence(durationDays: number) {
  const accountNumber = ++accounts;
  const issued = await call('POST', '/api/licenses', admin, {
    userId: buyer.id,
    accountNumber,
    durationDays,
  });
  expect(issued.statusCode).toBe(201);
  return { ...issued.json().license, accountNumber } as {
    _id: string;
    licenseKey: string;
    accountNumber: number;
  };
}

/** One heartbeat, once the robot check knows the licence. */
async function heartbeat(licence: { licenseKey: string; accountNumber: number }) {
  let checks = 0;
  await eventually(
    async () => {
      checks += 1;
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/robot/licence/check',
        payload: { licenseKey: licence.licenseKey, accountNumber: licence.accountNumber, eaVersion: '1' },
        remoteAddress: `10.41.0.${checks % 250}`,
      });
      return check.json();
    },
    { what: 'the licence known to the robot check', accept: (answer) => answer.reason !== 'UNKNOWN_KEY' },
  );
  const beat = await t.app.inject({
    method: 'POST',
    url: '/api/robot/heartbeat',
    payload: {
      licenseKey: licence.licenseKey,
      accountNumber: licence.accountNumber,
      eaVersion: '2.4.1',
      activePositions: 0,
      balance: 1_000,
      equity: 1_000,
    },
  });
  expect(beat.statusCode).toBeLessThan(300);
}

/** Whether `actual` holds every field of `expected` with its value. */
function matches(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== 'object' || expected === null) return actual === expected;
  if (typeof actual !== 'object' || actual === null) return false;
  return Object.entries(expected).every(([key, value]) =>
    matches((actual as Record<string, unknown>)[key], value),
  );
}

const overviewOf = async (session: Session) => {
  const response = await call('GET', '/api/admin/overview', session);
  expect(response.statusCode).toBe(200);
  return response.json().overview;
};

/** The ledger's totals from a moment on, as the Finance tab asks for them. */
const ledgerTotalsFrom = async (session: Session, from: Date) =>
  (await call('GET', `/api/finance/ledger?from=${encodeURIComponent(from.toISOString())}`, session)).json()
    .totals;

/** The licence list counted the way the overview counts: active, and active ending within 7 days. */
async function licenceCounts(session: Session, now: Date) {
  const { licenses } = (await call('GET', '/api/licenses', session)).json() as {
    licenses: { status: string; expiresAt?: string }[];
  };
  const active = licenses.filter((licence) => licence.status === 'active');
  const soon = now.getTime() + 7 * DAY_MS;
  return {
    active: active.length,
    expiringWithin7Days: active.filter(
      (licence) => licence.expiresAt && Date.parse(licence.expiresAt) <= soon,
    ).length,
  };
}

async function robotCounts(session: Session) {
  const { accounts } = (await call('GET', '/api/monitoring/accounts/status', session)).json() as {
    accounts: { isOnline: boolean }[];
  };
  const online = accounts.filter((account) => account.isOnline).length;
  return { online, offline: accounts.length - online };
}

/** How many orders the Payments section lists under a status filter. */
const ordersListed = async (session: Session, status: string) =>
  (await call('GET', `/api/admin/orders?status=${status}&limit=1`, session)).json().pagination.total;

async function expectFiguresMatchTheLists(session: Session) {
  const overview = await overviewOf(session);
  const asOf = new Date(overview.asOf);
  expect(asOf.getTime()).toBe(t.clock.now.getTime());
  const today = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate()));
  expect(overview.revenue).toEqual({
    today: await ledgerTotalsFrom(session, today),
    last7Days: await ledgerTotalsFrom(session, new Date(asOf.getTime() - 7 * DAY_MS)),
    last30Days: await ledgerTotalsFrom(session, new Date(asOf.getTime() - 30 * DAY_MS)),
  });
  expect(overview.licences).toEqual(await licenceCounts(session, asOf));
  expect(overview.robots).toEqual(await robotCounts(session));
  expect(overview.orders).toEqual({
    awaitingPayment: await ordersListed(session, 'pending'),
    verifying: await ordersListed(session, 'verifying'),
  });
  expect(overview.paymentsNeedingDecision).toBe(await ordersListed(session, 'needs_decision'));
  return overview;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer] = await Promise.all([signUpAdmin(t, 'overviewadmin'), signUp(t, 'overviewbuyer')]);
  await paidOrder('popular', '3months');
  await refund(await paidOrder('starter', '1month'));
  await underpaidOrder();
  await submitPayment(await placeOrder());
  await placeOrder();
  await placeOrder();
  await heartbeat(await issueLicence(10));
  await issueLicence(3);
  const revoked = await issueLicence(30);
  expect((await call('PATCH', `/api/licenses/${revoked._id}`, admin, { status: 'revoked' })).statusCode).toBe(
    200,
  );
  const tickets = [];
  for (const subject of ['Robot stopped', 'Invoice please', 'Thanks']) {
    const opened = await call('POST', '/api/tickets', buyer, { subject, description: 'Details here.' });
    expect(opened.statusCode).toBe(201);
    tickets.push(opened.json().ticket._id);
  }
  const moved = await call('PATCH', `/api/tickets/${tickets[2]}/status`, admin, { status: 'in_progress' });
  expect(moved.statusCode).toBe(200);
}, 120_000);
afterAll(async () => t?.close());

describe('the overview', () => {
  it('counts what each list shows and totals revenue as the Finance ledger does', async () => {
    const expected = {
      revenue: {
        today: { grossCents: 13_200 + 4_900, refundsCents: 4_900, netCents: 13_200, payments: 2, refunds: 1 },
      },
      orders: { awaitingPayment: 2, verifying: 1 },
      // The one verifying and the one underpaid.
      paymentsNeedingDecision: 2,
      // The popular order's licence (the refunded order's is revoked), the 10-day one and the 3-day one.
      licences: { active: 3, expiringWithin7Days: 1 },
      // Licences not revoked: those three; the 10-day one's robot reported.
      robots: { online: 1, offline: 2 },
      openTickets: 2,
    };
    const overview = await eventually(() => overviewOf(admin), {
      what: 'every order, licence, report and ticket in the overview',
      accept: (figures) => matches(figures, expected),
    });
    expect(overview).toMatchObject(expected);
    expect(overview.revenue.last7Days).toEqual(overview.revenue.today);
    expect(overview.revenue.last30Days).toEqual(overview.revenue.today);
    await expectFiguresMatchTheLists(admin);
  });

  it('moves its windows with the clock: eight days on, today and the last 7 days are empty', async () => {
    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() + 8 * DAY_MS);
    try {
      // Sessions last 7 days: an admin signed in now.
      const later = await signUpAdmin(t, 'overviewlater');
      const overview = await expectFiguresMatchTheLists(later);
      expect(overview.revenue.today).toMatchObject({ netCents: 0, payments: 0 });
      expect(overview.revenue.last7Days).toMatchObject({ netCents: 0, payments: 0 });
      expect(overview.revenue.last30Days).toMatchObject({ netCents: 13_200, payments: 2, refunds: 1 });
      // The 3-day licence has ended, the 10-day one ends within the week; the robot went quiet.
      expect(overview.licences).toEqual({ active: 2, expiringWithin7Days: 1 });
      expect(overview.robots).toEqual({ online: 0, offline: 3 });
    } finally {
      t.clock.now = realNow;
    }
  });

  it('answers admins only', async () => {
    expect((await call('GET', '/api/admin/overview')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/overview', buyer)).statusCode).toBe(403);
  });
});
