// The landing page's figures (GET /api/metrics/planzea) from the showcase licence's telemetry: the
// spec's fields as before and the charts' series, growth time-weighted so that a deposit and a
// withdrawal in the middle of the history are not growth, drawdown and cash flows on their dates.
import { licenceDecider, licenceKeyFromRandom, licenceStream } from '@shop/domain';
import { handleCommand, newId } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const SHOWCASE_KEY = licenceKeyFromRandom(Uint8Array.from({ length: 64 }, (_, i) => i * 7))!;
const ACCOUNT = 50_000_777;
const DAY_MS = 86_400_000;

let t: TestApp;
const daysAgo = (days: number) => new Date(t.clock.now.getTime() - days * DAY_MS).toISOString();

const report = (kind: 'deals' | 'equity', body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/robot/${kind}`,
    payload: { licenseKey: SHOWCASE_KEY, accountNumber: ACCOUNT, ...body },
  });

beforeAll(async () => {
  t = await createTestApp({ env: { SHOWCASE_LICENSE_KEY: SHOWCASE_KEY } });
  const admin = await signUpAdmin(t, 'showcaseadmin');
  const now = t.clock.now.toISOString();
  const licenceId = newId();
  await handleCommand(
    t.store,
    licenceStream(licenceId),
    licenceDecider,
    {
      type: 'IssueLicence',
      data: {
        licenceId,
        licenseKey: SHOWCASE_KEY,
        userId: admin.id,
        accountNumber: ACCOUNT,
        durationDays: 365,
        source: 'admin',
        orderId: null,
        issuedBy: admin.id,
        now,
      },
    },
    {
      metadata: { actor: `admin:${admin.id}`, correlationId: licenceId, causationId: null, occurredAt: now },
    },
  );
  const trade = { symbol: 'EURUSD', type: 'SELL', volume: 0.1, price: 1.08 };
  const deals = [
    { ticket: '1', symbol: '', type: 'BALANCE', profit: 1000, time: daysAgo(100.5) },
    { ticket: '2', ...trade, profit: 100, time: daysAgo(70) },
    { ticket: '3', symbol: '', type: 'BALANCE', profit: 900, time: daysAgo(45) },
    { ticket: '4', symbol: '', type: 'BALANCE', profit: -500, time: daysAgo(20) },
    { ticket: '5', ...trade, profit: -76, time: daysAgo(5) },
  ];
  const monitoring = (path: string) =>
    t.app.inject({ method: 'GET', url: `/api/monitoring/${licenceId}${path}`, headers: admin.auth });
  await eventually(() => monitoring('/heartbeat'), {
    what: 'the showcase licence in the read model',
    accept: (r) => r.statusCode === 200,
  });
  const reported = await report('deals', { deals });
  expect(reported.statusCode, reported.body).toBe(200);
  await eventually(() => monitoring('/deals'), {
    what: 'the deals in the read model',
    accept: (r) => r.json().pagination?.total === deals.length,
  });
  // After the deals: the first answer with equity is kept for a minute.
  const equity = await report('equity', {
    samples: [
      { time: daysAgo(100), balance: 1000, equity: 1000 },
      { time: daysAgo(60), balance: 1100, equity: 1100 },
      { time: daysAgo(40), balance: 1900, equity: 1900 },
      { time: daysAgo(20), balance: 1520, equity: 1520 },
      { time: daysAgo(1), balance: 1444, equity: 1444 },
    ],
  });
  expect(equity.statusCode, equity.body).toBe(200);
}, 60_000);
afterAll(async () => t?.close());

describe('GET /api/metrics/planzea', () => {
  it('serves the spec figures with growth, drawdown and cash flows for the charts', async () => {
    const answer = await eventually(() => t.app.inject({ method: 'GET', url: '/api/metrics/planzea' }), {
      what: 'the equity samples in the answer',
      accept: (r) => r.json().data?.equityBalanceData.length === 5,
    });
    const data = answer.json().data;
    const dates = [daysAgo(100), daysAgo(60), daysAgo(40), daysAgo(20), daysAgo(1)];
    expect(data.equityBalanceData.map((point: { date: string }) => point.date)).toEqual(dates);
    // 1000 → 1100: +10 %; +900 deposited, 1900: (1900 − 900) ÷ 1100; −500 withdrawn, 1520:
    // (1520 + 500) ÷ 1900; 1444 ÷ 1520. Raw equity rose 44.4 %, the trading 1 %.
    const index = [
      1,
      1100 / 1000,
      (1100 / 1000) * ((1900 - 900) / 1100),
      (1100 / 1000) * ((1900 - 900) / 1100) * ((1520 + 500) / 1900),
      (1100 / 1000) * ((1900 - 900) / 1100) * ((1520 + 500) / 1900) * (1444 / 1520),
    ];
    expect(data.growthData).toEqual(
      index.map((value, i) => ({ date: dates[i], growth: expect.closeTo((value - 1) * 100, 9) })),
    );
    expect(data.growthData.at(-1).growth).toBeCloseTo(1, 9);
    const peak = [1, 1.1, 1.1, 1.1, 1.1];
    expect(data.drawdownData).toEqual(
      index.map((value, i) => ({
        date: dates[i],
        drawdown: expect.closeTo(Math.min(0, (value / peak[i]! - 1) * 100), 9),
      })),
    );
    expect(data.maxDrawdown).toBeCloseTo((1 - index[2]! / 1.1) * 100, 9);
    expect(data.cashFlowData).toEqual([
      { date: daysAgo(100.5), amount: 1000, kind: 'deposit' },
      { date: daysAgo(45), amount: 900, kind: 'deposit' },
      { date: daysAgo(20), amount: 500, kind: 'withdrawal' },
    ]);
    // The spec's figures keep their names and meaning.
    expect(data).toMatchObject({
      totalDeposits: 1900,
      totalWithdrawals: 500,
      closedProfit: 100 - 76,
      totalClosedPositions: 2,
      balance: 1444,
    });
    // Banked: +100 on 1000, then −76 on 1000 + 100 + 900 − 500 = 1500.
    expect(data.totalBankedGrowth).toBeCloseTo((1.1 * (1 - 76 / 1500) - 1) * 100, 9);
  });
});
