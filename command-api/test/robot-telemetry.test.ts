// Robot telemetry over HTTP: who may report, what is stored (deals once), limits, and what admins
// and the public page read back.
import { ROBOT_MESSAGES } from '@shop/command-api/contracts';
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([signUpAdmin(t, 'telemetryadmin'), signUp(t, 'telemetryowner')]);
}, 60_000);
afterAll(async () => t?.close());

interface Licence {
  _id: string;
  licenseKey: string;
  accountNumber: number;
}

let nextAccount = 6_600_000;
async function issue(durationDays = 30): Promise<Licence> {
  const accountNumber = ++nextAccount;
  const license = (
    await t.app.inject({
      method: 'POST',
      url: '/api/licenses',
      headers: admin.auth,
      payload: { userId: owner.id, accountNumber, durationDays },
    })
  ).json().license;
  let checks = 0;
  await eventually(
    async () => {
      checks += 1;
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/robot/licence/check',
        payload: { licenseKey: license.licenseKey, accountNumber, eaVersion: '1' },
        remoteAddress: `10.31.0.${checks % 250}`,
      });
      return check.json();
    },
    { what: 'the new licence known to the robot check', accept: (answer) => answer.reason !== 'UNKNOWN_KEY' },
  );
  return license;
}

const now = () => t.clock.now.toISOString();
const hoursAgo = (hours: number) => new Date(t.clock.now.getTime() - hours * 3_600_000).toISOString();

const reports = {
  heartbeat: () => ({ eaVersion: '2.4.1', activePositions: 1, balance: 10_000, equity: 10_025.5 }),
  positions: () => ({
    positions: [
      {
        ticket: '5001',
        symbol: 'EURUSD',
        type: 'BUY',
        volume: 0.1,
        openPrice: 1.08512,
        currentPrice: 1.08601,
        profit: 8.9,
        openTime: hoursAgo(2),
      },
    ],
  }),
  deals: () => ({
    deals: [
      { ticket: '9001', symbol: '', type: 'BALANCE', profit: 10_000, time: hoursAgo(48) },
      {
        ticket: 9002,
        symbol: 'EURUSD',
        type: 'SELL',
        volume: 0.1,
        price: 1.0841,
        profit: 25.5,
        commission: -0.7,
        time: hoursAgo(3),
        openTime: hoursAgo(5),
      },
    ],
  }),
  equity: () => ({ samples: [{ time: hoursAgo(1), balance: 10_025.5, equity: 10_030 }] }),
};
type Kind = keyof typeof reports;
const KINDS = Object.keys(reports) as Kind[];

function report(
  kind: Kind,
  licence: Pick<Licence, 'licenseKey' | 'accountNumber'>,
  body: object = reports[kind](),
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/robot/${kind}`,
    payload: { licenseKey: licence.licenseKey, accountNumber: licence.accountNumber, ...body },
  });
}

const monitoring = (path: string, session = admin) =>
  t.app.inject({ method: 'GET', url: `/api/monitoring${path}`, headers: session.auth });

describe('who may report', () => {
  it('refuses an unknown key, another account, a revoked and an expired licence on every robot route', async () => {
    const licence = await issue();
    const revoked = await issue();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/licenses/${revoked._id}`,
      headers: admin.auth,
      payload: { status: 'revoked' },
    });
    await eventually(() => t.app.inject({ method: 'GET', url: '/api/licenses', headers: admin.auth }), {
      what: 'the revoked licence in the licence list',
      accept: (r) => JSON.stringify(r.json()).includes('"revoked"'),
    });
    const expiring = await issue(1);
    for (const kind of KINDS) {
      const unknown = await report(kind, { licenseKey: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', accountNumber: 1 });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject({
        success: false,
        error: ROBOT_MESSAGES.UNKNOWN_KEY,
        code: 'UNKNOWN_KEY',
      });
      const other = await report(kind, { ...licence, accountNumber: licence.accountNumber + 1 });
      expect([other.statusCode, other.json().error]).toEqual([403, ROBOT_MESSAGES.OTHER_ACCOUNT]);
      const gone = await report(kind, revoked);
      expect([gone.statusCode, gone.json().error]).toEqual([403, ROBOT_MESSAGES.REVOKED]);
    }
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 2 * 86_400_000);
    try {
      for (const kind of KINDS) {
        const late = await report(kind, expiring);
        expect([late.statusCode, late.json().error]).toEqual([403, ROBOT_MESSAGES.EXPIRED]);
      }
    } finally {
      t.clock.now = saved;
    }
  });

  it('refuses malformed and oversized reports with a clear 400/413, storing nothing', async () => {
    const licence = await issue();
    const bad = await report('heartbeat', licence, { eaVersion: '', activePositions: -1, balance: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const extra = await report('equity', licence, {
      samples: [{ time: now(), balance: 1, equity: 1, __proto__x: 1 }],
    });
    expect(extra.statusCode).toBe(400);
    const huge = await report('deals', licence, {
      deals: Array.from({ length: 400 }, (_, i) => ({
        ticket: String(i),
        symbol: 'EURUSD',
        type: 'BUY',
        profit: 1,
        time: now(),
        comment: 'x'.repeat(120),
        volume: 0.1,
        price: 1.1,
      })).concat(
        Array.from({ length: 2_000 }, (_, i) => ({
          ticket: `9${i}`,
          symbol: 'EURUSD',
          type: 'BUY',
          profit: 1,
          time: now(),
          comment: 'y'.repeat(120),
          volume: 0.1,
          price: 1.1,
        })),
      ),
    });
    expect(huge.statusCode).toBe(413);
    const status = await monitoring(`/${licence._id}/heartbeat`);
    expect(status.json()).toMatchObject({ isOnline: false, heartbeat: null });
  });
});

describe('what is stored and read back', () => {
  it('shows the robot online with its heartbeat, positions, deals once, equity and metrics', async () => {
    const licence = await issue();
    for (const kind of KINDS) {
      const answer = await report(kind, licence);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, message: 'Report accepted' });
    }
    // The same deals again at once (before the read model has them): stored once all the same.
    expect((await report('deals', licence)).statusCode).toBe(200);

    const heartbeat = await eventually(() => monitoring(`/${licence._id}/heartbeat`), {
      what: 'the robot online',
      accept: (r) => r.json().isOnline === true,
    });
    expect(heartbeat.json()).toMatchObject({
      isOnline: true,
      status: 'online',
      heartbeat: { activePositions: 1, eaVersion: '2.4.1', balance: 10_000, equity: 10_025.5 },
    });

    const deals = await eventually(() => monitoring(`/${licence._id}/deals?page=1&limit=10`), {
      what: 'both deals in the read model',
      // Rows and count both: the page and its count are two reads, which a projector's commit can fall between.
      accept: (r) => r.json().pagination?.total === 2 && r.json().deals?.length === 2,
    });
    expect(deals.json().deals.map((deal: { ticket: string }) => deal.ticket)).toEqual(['9002', '9001']);
    expect(deals.json().pagination).toMatchObject({ total: 2, pages: 1, current: 1 });
    // Reported again later: the shop already knows them.
    expect((await report('deals', licence)).json().accepted).toBe(0);

    const positions = await monitoring(`/${licence._id}/positions?status=OPEN`);
    expect(positions.json().positions).toEqual([
      expect.objectContaining({ status: 'OPEN', symbol: 'EURUSD', type: 'BUY', openPrice: 1.08512 }),
    ]);
    // A snapshot without it: the position has closed.
    await report('positions', licence, { positions: [] });
    await eventually(() => monitoring(`/${licence._id}/positions?status=CLOSED`), {
      what: 'the closed position in the read model',
      accept: (r) => r.json().pagination?.total === 1,
    });

    const equity = await eventually(() => monitoring(`/${licence._id}/equity?days=30`), {
      what: 'the equity sample in the read model',
      accept: (r) => Array.isArray(r.json()) && r.json().length === 1,
    });
    expect(equity.json()).toEqual([{ date: hoursAgo(1), balance: 10_025.5, equity: 10_030 }]);

    const metrics = (await monitoring(`/${licence._id}/metrics`)).json().metrics;
    expect(metrics).toMatchObject({
      totalTrades: 1,
      initialDeposit: 10_000,
      winRate: 100,
      profitFactor: null,
    });
    expect(metrics.totalProfit).toBeCloseTo(24.8, 6);
    const owned = (await t.app.inject({ method: 'GET', url: '/api/licenses', headers: admin.auth })).json()
      .licenses;
    expect(owned).toContainEqual(expect.objectContaining({ _id: licence._id, dealCount: 2, equityCount: 1 }));

    const list = await eventually(() => monitoring(`/licenses?search=${licence.licenseKey.slice(0, 11)}`), {
      what: "the licence's deal count in the monitoring list",
      accept: (r) => r.json().licenses?.[0]?.dealCount === 2,
    });
    expect(list.json()).toMatchObject({
      licenses: [{ _id: licence._id, isOnline: true, eaVersion: '2.4.1', dealCount: 2, equityCount: 1 }],
      pagination: { total: 1, pages: 1 },
    });
    const accounts = (await monitoring('/accounts/status')).json().accounts;
    expect(accounts).toContainEqual(expect.objectContaining({ licenseId: licence._id, isOnline: true }));
  });

  it('keeps monitoring for admins only', async () => {
    const licence = await issue();
    for (const path of [
      '/licenses',
      '/accounts/status',
      `/${licence._id}/metrics`,
      `/${licence._id}/equity`,
    ]) {
      expect((await monitoring(path, owner)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/monitoring${path}` })).statusCode).toBe(401);
    }
    expect((await monitoring('/00000000-0000-4000-8000-000000000000/deals')).statusCode).toBe(404);
  });

  it('answers the public performance call with 404 while no showcase licence is configured', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/metrics/planzea' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, error: 'Live performance is not available yet' });
  });
});
