// A small mixed workload through the real API that touches every aggregate and every read model:
// accounts, licences (issue, account changes, revocation), discount codes, orders and a confirmed
// payment, tickets, robot telemetry, robot releases and a deleted account. Each step fails loudly on a wrong answer.
import { eventually } from '@shop/infra/testing';
import type { LightMyRequestResponse } from 'fastify';
import { releaseUpload } from './release-form.js';
import { type Session, signUp, signUpAdmin } from './sessions.js';
import type { TestApp } from './test-app.js';

export interface Workload {
  admin: Session;
  buyer: Session;
  /** The buyer's licence that the robot reports on, and what the robot sends to report. */
  licenceId: string;
  robot: { licenseKey: string; accountNumber: number };
  /** The order paid and confirmed by the admin. */
  paidOrderId: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
let addresses = 0;

function caller(t: TestApp) {
  return async (method: Method, url: string, session: Session | undefined, payload?: object) => {
    addresses += 1;
    const response: LightMyRequestResponse = await t.app.inject({
      method,
      url,
      headers: session?.auth ?? {},
      remoteAddress: `10.77.${Math.floor(addresses / 250) % 250}.${addresses % 250}`,
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json();
  };
}

export async function runMixedWorkload(t: TestApp): Promise<Workload> {
  const call = caller(t);
  const [admin, buyer, leaver] = [await signUpAdmin(t), await signUp(t, 'buyer'), await signUp(t, 'leaver')];
  await call('POST', '/api/users/logout', leaver);
  const { token } = await call('POST', '/api/users/login', undefined, {
    email: `${leaver.username}@example.com`,
    password: 'Tr4ding!Robot',
  });
  const leaverAgain = { ...leaver, token, auth: { authorization: `Bearer ${token}` } };

  // Licences: issued by the admin, account numbers changed by the owner and the admin, one revoked.
  const issue = async (user: Session, accountNumber: number) =>
    (await call('POST', '/api/licenses', admin, { userId: user.id, accountNumber })).license;
  const licence = await issue(buyer, 7_100_001);
  await call('PATCH', `/api/licenses/${licence._id}/account-number`, buyer, {
    accountNumber: 7_100_002,
    reason: 'new broker',
  });
  await call('PATCH', `/api/licenses/${licence._id}/account-number/admin`, admin, {
    accountNumber: 7_100_003,
    reason: 'support ticket',
  });
  const spare = await issue(buyer, 7_100_500);
  await call('PATCH', `/api/licenses/${spare._id}`, admin, { status: 'revoked' });
  const leaversLicence = await issue(leaverAgain, 7_200_001);
  await call('PATCH', `/api/licenses/${leaversLicence._id}/account-number`, leaverAgain, {
    accountNumber: 7_200_002,
    reason: `ask ${leaver.username}`,
  });

  // Discount codes: one used by an order, one switched off and on, one deleted.
  const code = async (name: string) =>
    (
      await call('POST', '/api/discounts', admin, {
        code: name,
        description: 'Workload',
        type: 'percentage',
        value: 10,
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      })
    ).discount;
  await code('WORKLOAD10');
  const toggled = await code('WORKLOADOFF');
  await call('PATCH', `/api/discounts/${toggled._id}/toggle`, admin);
  await call('PATCH', `/api/discounts/${toggled._id}/toggle`, admin);
  await call('DELETE', `/api/discounts/${(await code('WORKLOADGONE'))._id}`, admin);

  // Orders: one with the code, paid and confirmed by the admin (the reactor delivers a licence); one
  // left pending; the leaver's submitted with their wallet.
  const place = async (session: Session, discountCode: string | null, network = 'TRC20') =>
    (
      await call('POST', '/api/payments/orders', session, {
        planType: 'popular',
        planDuration: '3months',
        accountNumber: 7_300_001,
        network,
        discountCode,
      })
    ).order;
  const paid = await place(buyer, 'workload10');
  await call('POST', '/api/payments/submit', buyer, {
    orderId: paid.orderId,
    transactionHash: 'c1'.repeat(32),
  });
  await call('POST', `/api/admin/payments/${paid.orderId}/confirm`, admin, { reason: 'Seen on Tronscan' });
  await place(buyer, null, 'BEP20');
  const leaversOrder = await place(leaverAgain, null);
  await call('POST', '/api/payments/submit', leaverAgain, {
    orderId: leaversOrder.orderId,
    transactionHash: 'd2'.repeat(32),
    userPaymentAddress: 'TQmYwallet8888888888888888888888888',
  });

  // Tickets: a conversation with an internal note, resolved and rated; the leaver's own ticket.
  const ticket = (
    await call('POST', '/api/tickets', buyer, { subject: 'Robot idle', description: 'No trades today' })
  ).ticket;
  await call('POST', `/api/tickets/${ticket._id}/messages`, admin, { message: 'Market closed' });
  await call('POST', `/api/tickets/${ticket._id}/messages`, admin, { message: 'Note', isInternal: true });
  await call('PATCH', `/api/tickets/${ticket._id}/status`, admin, { status: 'resolved' });
  await call('POST', `/api/tickets/${ticket._id}/satisfaction`, buyer, { rating: 4, feedback: 'Quick' });
  const leaversTicket = (
    await call('POST', '/api/tickets', leaverAgain, {
      subject: 'Bye',
      description: `I am ${leaver.username}`,
    })
  ).ticket;
  await call('POST', `/api/tickets/${leaversTicket._id}/messages`, leaverAgain, { message: 'Delete me' });

  const robot = { licenseKey: licence.licenseKey, accountNumber: 7_100_003 };
  await robotReports(t, robot);
  await releaseSteps(t, admin, buyer);

  // The leaver goes: the erasure reactor revokes their licence and destroys their key.
  await call('DELETE', `/api/users/${leaver.id}`, admin);
  await eventually(async () => (await t.personalDataKeys.existingKey(leaver.id)) === null, {
    what: 'the leaver’s key destroyed',
  });
  await eventually(
    async () => {
      const { payment } = await call('GET', `/api/payments/orders/${paid.orderId}`, buyer);
      return payment?.status === 'completed';
    },
    { what: 'the paid order completed' },
  );
  return { admin, buyer, licenceId: licence._id, robot, paidOrderId: paid.orderId };
}

/** Releases: a stable one downloaded by the buyer, a beta one withdrawn. */
async function releaseSteps(t: TestApp, admin: Session, buyer: Session) {
  const call = caller(t);
  for (const [version, channel] of [
    ['1.0.0', 'stable'],
    ['1.1.0-beta.1', 'beta'],
  ] as const) {
    const { payload, headers } = await releaseUpload({ version, channel });
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/releases',
      payload,
      headers: { ...headers, ...admin.auth },
    });
    if (published.statusCode !== 201) throw new Error(`publishing ${version}: ${published.body}`);
  }
  await call('POST', '/api/admin/releases/1.1.0-beta.1/withdraw', admin, { reason: 'Workload' });
  const { url } = await call('POST', '/api/releases/1.0.0/download-link', buyer);
  const file = await t.app.inject({ method: 'GET', url, headers: buyer.auth });
  if (file.statusCode !== 200) throw new Error(`downloading 1.0.0: ${file.body}`);
}

/** A robot on the licence: heartbeats, two position snapshots (one position closes), deals, equity. */
async function robotReports(t: TestApp, robot: { licenseKey: string; accountNumber: number }) {
  const call = caller(t);
  await eventually(
    async () => {
      const check = await call('POST', '/api/robot/licence/check', undefined, {
        ...robot,
        eaVersion: '2.4.1',
      });
      return check.valid === true;
    },
    { what: 'the licence known to robots' },
  );
  const hoursAgo = (hours: number) => new Date(t.clock.now.getTime() - hours * 3_600_000).toISOString();
  const position = (ticket: string, profit: number) => ({
    ticket,
    symbol: 'EURUSD',
    type: 'BUY',
    volume: 0.1,
    openPrice: 1.085,
    currentPrice: 1.086,
    profit,
    openTime: hoursAgo(2),
  });
  const report = (kind: string, body: object) =>
    call('POST', `/api/robot/${kind}`, undefined, { ...robot, ...body });
  const beat = { eaVersion: '2.4.1', activePositions: 2, balance: 10_000, equity: 10_020 };
  await report('heartbeat', beat);
  await report('positions', { positions: [position('5001', 8), position('5002', 12)] });
  await report('heartbeat', { ...beat, activePositions: 1 });
  await report('positions', { positions: [position('5002', 15)] });
  await report('deals', {
    deals: [
      { ticket: '9001', symbol: '', type: 'BALANCE', profit: 10_000, time: hoursAgo(48) },
      {
        ticket: '9002',
        symbol: 'EURUSD',
        type: 'SELL',
        volume: 0.1,
        price: 1.086,
        profit: 8,
        time: hoursAgo(1),
      },
    ],
  });
  await report('equity', {
    samples: [
      { time: hoursAgo(2), balance: 10_000, equity: 10_004 },
      { time: hoursAgo(1), balance: 10_008, equity: 10_020 },
    ],
  });
}
