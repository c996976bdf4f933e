// A well-formed request for every route, built on the owner's real records: what the route-table test
// sends as each persona and what the fuzzer breaks. A route without a sample fails the route table.
import type { Kysely } from 'kysely';
import { createGoogleHandOffs } from '../../src/users/google-hand-off.js';
import { releaseUpload } from '../helpers/release-form.js';
import { enrolTotp, signUp } from '../helpers/sessions.js';
import { type Fixture, PASSWORD } from './fixture.js';
import { PASSKEY_SAMPLES } from './passkey-samples.js';

export interface SampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Sample = (fx: Fixture) => SampleRequest | Promise<SampleRequest>;

const none: Sample = () => ({});
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const hash = (fx: Fixture) => fx.unique().toString(16).padStart(64, 'b');
const ownLicence = (fx: Fixture) => ({ params: { id: fx.licence.id } });
const ownOrder = (fx: Fixture) => ({ params: { orderId: fx.orderId } });
const ownTicket = (fx: Fixture) => ({ params: { id: fx.ticketId } });
const robotReport =
  (report: (fx: Fixture) => object): Sample =>
  (fx) => ({ body: { ...fx.robot, ...report(fx) } });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const releaseForm = async (version: string) => {
  const { payload, headers } = await releaseUpload({ version });
  return { body: payload, headers };
};
/** A version published by the fixture's admin for this request alone. */
const publishedVersion = async (fx: Fixture) => {
  const version = `3.0.${fx.unique()}`;
  const { payload, headers } = await releaseUpload({ version });
  const response = await fx.t.app.inject({
    method: 'POST',
    url: '/api/admin/releases',
    payload,
    headers: { ...headers, ...fx.admin.auth },
  });
  if (response.statusCode !== 201) throw new Error(`publishing ${version}: ${response.body}`);
  return version;
};
/** No such release: every caller meets the same 404, whatever their licences (entitlement is tested in releases.test.ts). */
const unknownRelease = { params: { version: '0.0.0-none' } };

/** By `METHOD /url` as Fastify registered it; HEAD routes use their GET's sample. */
export const ROUTE_SAMPLES: Readonly<Record<string, Sample>> = {
  // Documentation, health and other public reads (metrics have a listener of their own).
  'GET /api/docs': none,
  'GET /api/docs/static/index.html': none,
  'GET /api/docs/static/swagger-initializer.js': none,
  'GET /api/docs/json': none,
  'GET /api/docs/yaml': none,
  'GET /api/docs/static/*': () => ({ params: { '*': 'index.css' } }),
  'GET /api/health': none,
  'GET /api/plans': none,
  'GET /api/payments/networks': none,
  'GET /api/metrics/planzea': none,
  'GET /api/robot/licence/jwks.json': none,
  'GET /api/track-record': none,
  'GET /api/track-record/keys': none,
  'GET /api/track-record/days/:day': () => ({ params: { day: '2026-01-01' } }),

  // Accounts.
  'POST /api/users': (fx) => {
    const name = `secnew${fx.unique()}`;
    return { body: { username: name, email: `${name}@example.com`, password: PASSWORD } };
  },
  'POST /api/users/validate-password': () => ({ body: { password: 'short' } }),
  'POST /api/users/verify-email': () => ({ body: { token: 'not-a-real-token' } }),
  'POST /api/users/resend-verification': (fx) => ({ body: { email: fx.bystander.email } }),
  'POST /api/users/forgot-password': () => ({ body: { email: 'nobody@example.com' } }),
  'POST /api/users/reset-password': () => ({
    body: { token: 'not-a-real-token', newPassword: 'Tr4ding!Robot2' },
  }),
  'POST /api/users/login': (fx) => ({ body: fx.bystander }),
  'POST /api/users/logout': none,
  // A sign-in of a fresh account with an authenticator app, finished with one of its recovery codes.
  'POST /api/users/login/two-factor': async (fx) => {
    const account = await enrolTotp(fx.t, await signUp(fx.t, 'sec2fa'));
    const login = await fx.t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: account.username, password: PASSWORD },
      remoteAddress: fx.nextAddress(),
    });
    return { body: { challengeToken: login.json().challengeToken, recoveryCode: account.recoveryCodes![0] } };
  },
  'GET /api/users/me/security': none,
  'POST /api/users/me/totp/setup': none,
  'POST /api/users/me/totp/confirm': () => ({ body: { enrolmentToken: 'not-a-real-token', code: '123456' } }),
  'POST /api/users/me/totp/disable': () => ({ body: { code: '123456' } }),
  'POST /api/users/me/recovery-codes': () => ({ body: { code: '123456' } }),
  'POST /api/users/me/second-factor': () => ({ body: { code: '123456' } }),
  'POST /api/users/me/password': () => ({
    body: { currentPassword: 'not-the-password', newPassword: 'Tr4ding!Robot2' },
  }),
  'POST /api/users/me/sessions/end-others': none,
  'POST /api/users/:id/two-factor/reset': async (fx) => ({ params: { id: await fx.fresh.userId() } }),
  'POST /api/email/unsubscribe': () => ({ query: { token: 'not-a-real-token' }, body: {} }),
  'POST /api/email/resubscribe': () => ({ body: { token: 'not-a-real-token' } }),
  'GET /api/users/me/email-preferences': none,
  'PUT /api/users/me/email-preferences': () => ({ body: { licenceReminders: true } }),
  'GET /api/auth/google': none,
  'GET /api/auth/google/callback': () => ({ query: { error: 'access_denied' } }),
  // A Google sign-in the owner just finished in this browser: a fresh code and its cookie.
  'POST /api/auth/google/session': async (fx) => {
    const handOff = await createGoogleHandOffs(fx.t.app.deps.db as Kysely<unknown>, () => new Date()).issue(
      fx.owner.id,
    );
    return { body: { code: handOff.code }, headers: { cookie: `google_hand_off=${handOff.browserKey}` } };
  },
  'GET /api/users/me': none,
  'GET /api/users': none,
  'GET /api/users/export.csv': () => ({ query: { role: 'user', sort: 'createdAt' } }),
  'GET /api/users/:id': (fx) => ({ params: { id: fx.owner.id } }),
  'PUT /api/users/:id': (fx) => ({ params: { id: fx.owner.id }, body: { roles: ['user'] } }),
  'DELETE /api/users/:id': async (fx) => ({ params: { id: await fx.fresh.userId() } }),

  ...PASSKEY_SAMPLES,

  // Licences.
  'POST /api/licenses': (fx) => ({ body: { userId: fx.owner.id, accountNumber: 8_500_000 + fx.unique() } }),
  'PATCH /api/licenses/:id': async (fx) => ({
    params: { id: await fx.fresh.licenceId() },
    body: { status: 'revoked' },
  }),
  'PATCH /api/licenses/:id/account-number': (fx) => ({
    ...ownLicence(fx),
    body: { accountNumber: 8_600_000 + fx.unique(), reason: 'new broker' },
  }),
  'PATCH /api/licenses/:id/account-number/admin': (fx) => ({
    ...ownLicence(fx),
    body: { accountNumber: 8_700_000 + fx.unique(), reason: 'support' },
  }),
  'GET /api/licenses': none,
  'GET /api/licenses/export.csv': () => ({ query: { status: 'active', sort: 'expiresAt', order: 'desc' } }),
  'GET /api/licenses/:id/account-history': ownLicence,
  'GET /api/licenses/:id/events': ownLicence,
  'GET /api/admin/history/licences/:id': ownLicence,

  // The robot.
  'POST /api/robot/licence/check': (fx) => ({ body: { ...fx.robot, eaVersion: '2.4.1' } }),
  'POST /api/robot/heartbeat': robotReport(() => ({
    eaVersion: '2.4.1',
    activePositions: 0,
    balance: 10_000,
    equity: 10_000,
  })),
  'POST /api/robot/positions': robotReport(() => ({ positions: [] })),
  'POST /api/robot/deals': robotReport((fx) => ({
    deals: [{ ticket: String(fx.unique()), type: 'BALANCE', profit: 10_000, time: minutesAgo(5) }],
  })),
  'POST /api/robot/equity': robotReport(() => ({
    samples: [{ time: minutesAgo(1), balance: 10_000, equity: 10_000 }],
  })),

  // Monitoring.
  'GET /api/monitoring/licenses': () => ({ query: { search: 'sec', page: '1', limit: '10' } }),
  'GET /api/monitoring/licenses/export.csv': () => ({ query: { status: 'offline', sort: 'lastSeen' } }),
  'GET /api/monitoring/accounts/status': none,
  'GET /api/monitoring/:id/deals': (fx) => ({ ...ownLicence(fx), query: { page: '1', limit: '10' } }),
  'GET /api/monitoring/:id/metrics': ownLicence,
  'GET /api/monitoring/:id/equity': (fx) => ({ ...ownLicence(fx), query: { days: '30' } }),
  'GET /api/monitoring/:id/performance': (fx) => ({ ...ownLicence(fx), query: { days: 'all' } }),
  'GET /api/monitoring/:id/positions': (fx) => ({ ...ownLicence(fx), query: { status: 'OPEN', page: '1' } }),
  'GET /api/monitoring/:id/heartbeat': ownLicence,

  // Discounts.
  'POST /api/discounts/validate': (fx) => ({
    body: { code: fx.discount.code, planType: 'popular', amount: 132 },
  }),
  'POST /api/discounts': (fx) => ({
    body: {
      code: `NEW${fx.unique()}`,
      description: 'Sample',
      type: 'fixed',
      value: 5,
      validUntil: inAWeek(),
    },
  }),
  'PATCH /api/discounts/:id/toggle': (fx) => ({ params: { id: fx.discount.id } }),
  'DELETE /api/discounts/:id': async (fx) => ({ params: { id: await fx.fresh.discountId() } }),
  'GET /api/discounts': none,
  'GET /api/discounts/export.csv': () => ({ query: { status: 'active', sort: 'value', order: 'desc' } }),

  // Orders and payments.
  'POST /api/payments/orders': (fx) => ({
    body: {
      planType: 'starter',
      planDuration: '1month',
      accountNumber: 8_800_000 + fx.unique(),
      network: 'BEP20',
      discountCode: null,
    },
  }),
  'POST /api/payments/submit': async (fx) => ({
    body: { orderId: await fx.fresh.pendingOrderId(), transactionHash: hash(fx), userPaymentAddress: null },
  }),
  'POST /api/payments/dev-pay': async (fx) => ({ body: { orderId: await fx.fresh.pendingOrderId('BEP20') } }),
  // 0 reads the clock: later cases need it where it is.
  'POST /api/dev/clock': (fx) => ({ body: { advanceMinutes: 0 }, headers: { 'x-dev-token': fx.devToken } }),
  'POST /api/dev/orders/:orderId/pay': async (fx) => ({
    params: { orderId: await fx.fresh.pendingOrderId('BEP20') },
    headers: { 'x-dev-token': fx.devToken },
  }),
  'POST /api/dev/orders/:orderId/refund': async (fx) => ({
    params: { orderId: await fx.fresh.refundRequestedOrderId() },
    headers: { 'x-dev-token': fx.devToken },
  }),
  'GET /api/payments/orders/:orderId': ownOrder,
  'GET /api/payments/history': none,
  'GET /api/admin/payments': () => ({ query: { status: 'verifying' } }),
  'GET /api/admin/orders/export.csv': () => ({
    query: { status: 'completed', network: 'BEP20', sort: 'amount' },
  }),
  'GET /api/admin/orders': () => ({
    query: {
      status: 'needs_decision',
      network: 'TRC20',
      q: 'trader',
      page: '1',
      limit: '25',
      sort: 'amount',
    },
  }),
  'POST /api/admin/payments/:orderId/confirm': async (fx) => ({
    params: { orderId: await fx.fresh.submittedOrderId() },
    body: { reason: 'Seen on chain' },
  }),
  'POST /api/admin/payments/:orderId/reject': async (fx) => ({
    params: { orderId: await fx.fresh.submittedOrderId() },
    body: { reason: 'Wrong amount' },
  }),
  'POST /api/payments/orders/:orderId/refund': async (fx) => ({
    params: { orderId: await fx.fresh.paidOrderId() },
    body: { reason: 'Changed my mind' },
  }),
  'POST /api/admin/refunds/:orderId/approve': async (fx) => ({
    params: { orderId: await fx.fresh.refundRequestedOrderId() },
    body: { refundTransactionHash: hash(fx), note: 'Sent back' },
  }),
  'POST /api/admin/refunds/:orderId/reject': async (fx) => ({
    params: { orderId: await fx.fresh.refundRequestedOrderId() },
    body: { reason: 'Used the robot for weeks' },
  }),
  'GET /api/admin/history/orders/:orderId': (fx) => ({
    ...ownOrder(fx),
    query: { asOf: new Date().toISOString() },
  }),

  // Finance and audit.
  'GET /api/finance/ledger': () => ({ query: { network: 'TRC20', page: '1', limit: '50' } }),
  'GET /api/finance/ledger/export.csv': () => ({ query: { network: 'TRC20', sort: 'amount' } }),
  'GET /api/finance/revenue': () => ({ query: { groupBy: 'plan' } }),
  'GET /api/finance/problems': none,
  'GET /api/admin/overview': none,
  // Answered 406 to an admin here: an open event stream would never end an inject call.
  'GET /api/admin/changes': () => ({ headers: { accept: 'application/json' } }),
  'GET /api/audit': (fx) => ({ query: { category: 'licence', userId: fx.owner.id, page: '1' } }),
  'GET /api/audit/export.csv': (fx) => ({ query: { category: 'licence', userId: fx.owner.id } }),

  // Tickets.
  'POST /api/tickets': () => ({
    body: { subject: 'Question', description: 'How do I start?', priority: 'low' },
  }),
  'POST /api/tickets/:id/messages': (fx) => ({ ...ownTicket(fx), body: { message: 'Any news?' } }),
  'PATCH /api/tickets/:id/status': (fx) => ({ ...ownTicket(fx), body: { status: 'in_progress' } }),
  'POST /api/tickets/:id/satisfaction': async (fx) => ({
    params: { id: await fx.fresh.resolvedTicketId() },
    body: { rating: 5, feedback: 'Quick' },
  }),
  'GET /api/tickets': () => ({ query: { status: 'open', page: '1', limit: '10' } }),
  'GET /api/tickets/search': () => ({ query: { q: 'robot', page: '1' } }),
  'GET /api/tickets/export.csv': () => ({ query: { status: 'open', q: 'robot', sort: 'priority' } }),
  'GET /api/tickets/:id': ownTicket,

  // Robot releases.
  'POST /api/admin/releases': (fx) => releaseForm(`2.0.${fx.unique()}`),
  'POST /api/admin/releases/:version/withdraw': async (fx) => ({
    params: { version: await publishedVersion(fx) },
    body: { reason: 'Sample' },
  }),
  'GET /api/admin/releases': none,
  'GET /api/releases': none,
  'POST /api/releases/:version/download-link': () => unknownRelease,
  'GET /api/releases/:version/file': () => ({ ...unknownRelease, query: { token: 'not-a-real-token' } }),
};

/** Answers a route gives every allowed caller here by design, outside the 2xx-4xx range. */
export const KNOWN_SERVER_ANSWERS: Readonly<Record<string, number>> = {};
