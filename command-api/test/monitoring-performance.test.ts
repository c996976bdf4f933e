// An admin's charts of one licence (GET /api/monitoring/:id/performance) from the telemetry its robot
// reported: equity, time-weighted growth and drawdown on the same dates, deposits and withdrawals,
// profit per day, over the last 30 or 90 days or all; admins only.
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let owner: Session;
let licence: { _id: string; licenseKey: string; accountNumber: number };

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(t.clock.now.getTime() - days * DAY_MS).toISOString();
/** `hour` o'clock (UTC) on the UTC day `days` ago. */
const onDay = (days: number, hour: number) =>
  new Date(
    Math.floor((t.clock.now.getTime() - days * DAY_MS) / DAY_MS) * DAY_MS + hour * 3_600_000,
  ).toISOString();

const performance = (query: string, session = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/monitoring/${licence._id}/performance${query}`,
    headers: session.auth,
  });

function report(kind: 'deals' | 'equity', body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/robot/${kind}`,
    payload: { licenseKey: licence.licenseKey, accountNumber: licence.accountNumber, ...body },
  });
}

const balance = (ticket: string, time: string, profit: number) => ({
  ticket,
  symbol: '',
  type: 'BALANCE',
  profit,
  time,
});
const trade = (ticket: string, time: string, profit: number, commission = 0, swap = 0) => ({
  ticket,
  symbol: 'EURUSD',
  type: 'SELL',
  volume: 0.1,
  price: 1.08,
  profit,
  commission,
  swap,
  time,
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([signUpAdmin(t, 'chartsadmin'), signUp(t, 'chartsowner')]);
  licence = (
    await t.app.inject({
      method: 'POST',
      url: '/api/licenses',
      headers: admin.auth,
      payload: { userId: owner.id, accountNumber: 7_700_001, durationDays: 30 },
    })
  ).json().license;
  await eventually(
    () =>
      t.app.inject({
        method: 'POST',
        url: '/api/robot/licence/check',
        payload: { licenseKey: licence.licenseKey, accountNumber: licence.accountNumber, eaVersion: '1' },
      }),
    { what: 'the licence known to the robot check', accept: (r) => r.json().reason !== 'UNKNOWN_KEY' },
  );
  const deals = await report('deals', {
    deals: [
      balance('1', daysAgo(100.5), 1000), // before the first sample: its base
      trade('2', onDay(70, 9), 100, -1), // profit in the equity: not a flow
      balance('3', daysAgo(45), 900), // a deposit between the 60- and 40-day samples
      balance('4', daysAgo(20), -500), // a withdrawal at the 20-day sample's time: already in it
      trade('5', onDay(10, 2), -30, 0, -0.5), // two trades on one UTC day, 10 days ago
      trade('6', onDay(10, 5), 12, -0.7),
    ],
  });
  expect(deals.statusCode, deals.body).toBe(200);
  const equity = await report('equity', {
    samples: [
      { time: daysAgo(100), balance: 1000, equity: 1000 },
      { time: daysAgo(60), balance: 1100, equity: 1100 },
      { time: daysAgo(40), balance: 1900, equity: 1900 },
      { time: daysAgo(20), balance: 1520, equity: 1520 },
      { time: daysAgo(1), balance: 1450, equity: 1444 },
    ],
  });
  expect(equity.statusCode, equity.body).toBe(200);
  await eventually(() => performance('?days=all'), {
    what: 'the deals and samples in the read model',
    accept: (r) => r.json().performance?.equity.length === 5 && r.json().performance.dailyProfit.length === 2,
  });
}, 60_000);
afterAll(async () => t?.close());

// The time-weighted index at each sample: the deposit of 900 and the withdrawal of 500 are taken out.
const INDEX = [
  1,
  1100 / 1000,
  (1100 / 1000) * ((1900 - 900) / 1100),
  (1100 / 1000) * ((1900 - 900) / 1100) * ((1520 + 500) / 1900),
  (1100 / 1000) * ((1900 - 900) / 1100) * ((1520 + 500) / 1900) * (1444 / 1520),
];
const PEAK = [1, 1.1, 1.1, 1.1, 1.1];

describe('GET /api/monitoring/:id/performance', () => {
  it('charts the whole history with growth and drawdown on the equity dates', async () => {
    const answer = await performance('?days=all');
    expect(answer.statusCode).toBe(200);
    const { success, performance: p } = answer.json();
    expect(success).toBe(true);
    const dates = [daysAgo(100), daysAgo(60), daysAgo(40), daysAgo(20), daysAgo(1)];
    expect(p.equity).toEqual([
      { date: dates[0], balance: 1000, equity: 1000 },
      { date: dates[1], balance: 1100, equity: 1100 },
      { date: dates[2], balance: 1900, equity: 1900 },
      { date: dates[3], balance: 1520, equity: 1520 },
      { date: dates[4], balance: 1450, equity: 1444 },
    ]);
    expect(p.growth).toEqual(
      INDEX.map((index, i) => ({ date: dates[i], growth: expect.closeTo((index - 1) * 100, 9) })),
    );
    expect(p.drawdown).toEqual(
      INDEX.map((index, i) => ({
        date: dates[i],
        drawdown: expect.closeTo(Math.min(0, (index / PEAK[i]! - 1) * 100), 9),
      })),
    );
    expect(p.cashFlows).toEqual([
      { date: daysAgo(100.5), amount: 1000, kind: 'deposit' },
      { date: daysAgo(45), amount: 900, kind: 'deposit' },
      { date: daysAgo(20), amount: 500, kind: 'withdrawal' },
    ]);
    expect(p.dailyProfit).toEqual([
      { day: onDay(70, 0).slice(0, 10), profit: expect.closeTo(100 - 1, 9) },
      { day: onDay(10, 0).slice(0, 10), profit: expect.closeTo(-30 - 0.5 + 12 - 0.7, 9) },
    ]);

    // The metrics' maximum drawdown is the deepest point of this drawdown: the loss of 100 on 1100.
    const metrics = (
      await t.app.inject({
        method: 'GET',
        url: `/api/monitoring/${licence._id}/metrics`,
        headers: admin.auth,
      })
    ).json().metrics;
    expect(metrics.maxDrawdown).toBeCloseTo((1 - INDEX[2]! / 1.1) * 100, 9);
  });

  it('shows the last 30 days (the default 90) where the account stood, not from a fresh start', async () => {
    const { performance: last30 } = (await performance('?days=30')).json();
    expect(last30.equity.map((point: { date: string }) => point.date)).toEqual([daysAgo(20), daysAgo(1)]);
    expect(last30.growth.map((point: { growth: number }) => point.growth)).toEqual(
      [INDEX[3]!, INDEX[4]!].map((index) => expect.closeTo((index - 1) * 100, 9)),
    );
    expect(last30.drawdown[0].drawdown).toBeCloseTo((INDEX[3]! / 1.1 - 1) * 100, 9);
    expect(last30.cashFlows).toEqual([{ date: daysAgo(20), amount: 500, kind: 'withdrawal' }]);
    expect(last30.dailyProfit).toEqual([
      { day: onDay(10, 0).slice(0, 10), profit: expect.closeTo(-19.2, 9) },
    ]);

    const { performance: last90 } = (await performance('')).json();
    expect(last90.equity.map((point: { date: string }) => point.date)).toEqual([
      daysAgo(60),
      daysAgo(40),
      daysAgo(20),
      daysAgo(1),
    ]);
    expect(last90.cashFlows).toHaveLength(2);
  });

  it('refuses another window, an unknown licence, a non-admin and an anonymous caller', async () => {
    const week = await performance('?days=7');
    expect([week.statusCode, week.json().error]).toEqual([400, 'days must be 30, 90 or all']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/monitoring/00000000-0000-4000-8000-000000000000/performance',
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await performance('', owner)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/monitoring/${licence._id}/performance`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
