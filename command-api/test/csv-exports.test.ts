// The CSV exports streamed by the server: admins only, the list's filters and order (each export's rows
// are the list call's rows, cell for cell), the file's name and type, and cells quoted for spreadsheets.
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv } from './helpers/csv.js';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let alice: Session;
let bob: Session;

const DAY_MS = 86_400_000;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

async function listed<T>(url: string, field: string): Promise<T[]> {
  const response = await call('GET', url, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json()[field];
}

async function issue(user: Session, accountNumber: number, durationDays: number) {
  const response = await call('POST', '/api/licenses', admin, {
    userId: user.id,
    accountNumber,
    durationDays,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().license._id as string;
}

let hashes = 0;
async function placeAndSubmit(session: Session, plan: [string, string], network: string) {
  t.clock.now = new Date(t.clock.now.getTime() + 1_000);
  const placed = await call('POST', '/api/payments/orders', session, {
    planType: plan[0],
    planDuration: plan[1],
    accountNumber: 71_000 + hashes,
    network,
    discountCode: null,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderId } = placed.json().order;
  hashes += 1;
  const transactionHash = `${hashes.toString(16).padStart(8, '0')}${'e'.repeat(56)}`;
  const submitted = await call('POST', '/api/payments/submit', session, { orderId, transactionHash });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return orderId as string;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, alice, bob] = await Promise.all([signUpAdmin(t, 'csvboss'), signUp(t, 'alice'), signUp(t, 'bob')]);
  await issue(alice, 9201, 1);
  await issue(alice, 9202, 5);
  await issue(bob, 9203, 30);
  const revoked = await issue(bob, 9204, 365);
  expect((await call('PATCH', `/api/licenses/${revoked}`, admin, { status: 'revoked' })).statusCode).toBe(
    200,
  );
  const confirmed = await placeAndSubmit(alice, ['elite', '6months'], 'TRC20');
  const rejected = await placeAndSubmit(bob, ['starter', '1month'], 'BEP20');
  await placeAndSubmit(alice, ['popular', '3months'], 'BEP20');
  await eventually(async () => (await listed<unknown>('/api/admin/orders', 'orders')).length === 3, {
    what: 'the orders in the admin list',
  });
  const decided = await call('POST', `/api/admin/payments/${confirmed}/confirm`, admin, {
    reason: 'Seen on chain',
  });
  expect(decided.statusCode, decided.body).toBe(200);
  const refused = await call('POST', `/api/admin/payments/${rejected}/reject`, admin, {
    reason: 'Not on chain',
  });
  expect(refused.statusCode, refused.body).toBe(200);
  // The confirmed order issues a fifth licence: wait for it, and for the revocation, before comparing.
  await eventually(
    async () =>
      (await listed<{ status: string }>('/api/licenses', 'licenses')).map((licence) => licence.status),
    {
      what: 'the licences settled',
      accept: (statuses) => statuses.length === 5 && statuses.includes('revoked'),
    },
  );
  t.clock.now = new Date(Date.now() + 2 * DAY_MS);
}, 120_000);
afterAll(async () => t?.close());

const EXPORTS = [
  '/api/licenses/export.csv',
  '/api/users/export.csv',
  '/api/admin/orders/export.csv',
  '/api/audit/export.csv',
  '/api/finance/ledger/export.csv',
];

describe('access', () => {
  it('lists every export in the OpenAPI document as a CSV answer', async () => {
    const document = (await call('GET', '/api/docs/json')).json();
    for (const url of EXPORTS) {
      const operation = document.paths[url].get;
      expect(Object.keys(operation.responses[200].content)).toEqual(['text/csv']);
      expect(operation.security).toEqual([{ bearer: [] }]);
    }
  });

  it.each(EXPORTS)('%s answers 401 without a session and 403 to a user', async (url) => {
    const anonymous = await call('GET', url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    expect((await call('GET', url, alice)).statusCode).toBe(403);
  });

  it.each([
    '/api/licenses/export.csv?status=lost',
    '/api/users/export.csv?sort=age',
    '/api/admin/orders/export.csv?order=up',
    '/api/audit/export.csv?type=1',
    '/api/finance/ledger/export.csv?kind=gift',
  ])('%s refuses a bad parameter as the list does', async (url) => {
    const response = await call('GET', url, admin);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('json');
  });
});

describe('licences', () => {
  type Licence = {
    licenseKey: string;
    userId: { username: string };
    status: string;
    accountNumber: number;
    issuedAt: string;
    expiresAt?: string;
  };
  const asCsvRow = (l: Licence) => [
    l.licenseKey,
    l.userId.username,
    l.status,
    String(l.accountNumber),
    l.issuedAt,
    l.expiresAt ?? 'No expiration',
  ];

  it('names the file with the date and keeps the columns', async () => {
    const csv = await exportCsv(t, '/api/licenses/export.csv', admin);
    expect(csv.fileName).toBe(`licenses-${t.clock.now.toISOString().slice(0, 10)}.csv`);
    expect(csv.header).toEqual(['License Key', 'User', 'Status', 'Account Number', 'Issued', 'Expires']);
    expect(csv.text.endsWith('\r\n')).toBe(true);
  });

  it.each([
    '',
    'status=active',
    'status=expired',
    'expiring=7',
    `q=alice`,
    'sort=user&order=desc',
    'sort=status',
    'sort=expiresAt&order=desc',
    'q=nobody',
  ])('?%s: the rows the list answers, in its order', async (query) => {
    const list = await listed<Licence>(`/api/licenses?${query}`, 'licenses');
    const csv = await exportCsv(t, `/api/licenses/export.csv?${query}`, admin);
    expect(csv.rows).toEqual(list.map(asCsvRow));
  });
});

describe('users', () => {
  type User = {
    username: string;
    email: string;
    roles: string[];
    createdAt: string;
    lastLoginAt: string | null;
  };
  const asCsvRow = (u: User) => [
    u.username,
    u.email,
    u.roles.join('; '),
    u.createdAt,
    u.lastLoginAt ?? 'Never logged in',
  ];

  it('names the file with the date and keeps the columns', async () => {
    const csv = await exportCsv(t, '/api/users/export.csv', admin);
    expect(csv.fileName).toBe(`users-${t.clock.now.toISOString().slice(0, 10)}.csv`);
    expect(csv.header).toEqual(['Username', 'Email', 'Roles', 'Created', 'Last Login']);
  });

  it('without parameters: every account, oldest first, the user id breaking ties (as sort=createdAt)', async () => {
    const csv = await exportCsv(t, '/api/users/export.csv', admin);
    expect(csv.rows).toEqual((await listed<User>('/api/users?sort=createdAt', 'users')).map(asCsvRow));
    expect(csv.rows).toHaveLength((await listed<User>('/api/users', 'users')).length);
  });

  it.each(['role=admin', 'role=user', 'q=ALI', 'sort=email&order=desc', 'sort=role', 'sort=lastLoginAt'])(
    '?%s: the rows the list answers, in its order',
    async (query) => {
      const list = await listed<User>(`/api/users?${query}`, 'users');
      const csv = await exportCsv(t, `/api/users/export.csv?${query}`, admin);
      expect(csv.rows).toEqual(list.map(asCsvRow));
    },
  );

  it('quotes a cell holding the separator', async () => {
    const csv = await exportCsv(t, '/api/users/export.csv?role=admin', admin);
    const roles = csv.rows[0]![2]!;
    expect(roles).toContain('; ');
    expect(csv.text).toContain(`,"${roles}",`);
  });
});

describe('admin orders', () => {
  type Order = {
    orderId: string;
    placedAt: string;
    user: { username: string; email: string };
    planName: string;
    accountNumber: number;
    network: string;
    amountFormatted: string;
    discount: { code: string } | null;
    status: string;
    refundStatus: string | null;
    transactionHash: string | null;
    paidAt: string | null;
  };
  const asCsvRow = (o: Order) => [
    o.orderId,
    o.placedAt,
    o.user.username,
    o.user.email,
    o.planName,
    String(o.accountNumber),
    o.network,
    o.amountFormatted,
    o.discount?.code ?? '',
    o.refundStatus === 'approved' ? 'refunded' : o.status,
    o.transactionHash ?? '',
    o.paidAt ?? '',
  ];

  it('names the file with the date and has a header', async () => {
    const csv = await exportCsv(t, '/api/admin/orders/export.csv', admin);
    expect(csv.fileName).toBe(`orders-${t.clock.now.toISOString().slice(0, 10)}.csv`);
    expect(csv.header).toEqual([
      'Order',
      'Placed',
      'User',
      'Email',
      'Plan',
      'Account Number',
      'Network',
      'Amount (USD)',
      'Discount Code',
      'Status',
      'Transaction',
      'Paid',
    ]);
    expect(csv.rows).toHaveLength(3);
  });

  it.each([
    '',
    'status=needs_decision',
    'status=completed',
    'network=BEP20',
    'sort=amount&order=asc',
    'sort=status',
    'sort=placedAt&order=asc',
    'q=bob',
  ])('?%s: the rows the list answers, in its order', async (query) => {
    const list = await listed<Order>(`/api/admin/orders?${query}&limit=100`, 'orders');
    const csv = await exportCsv(t, `/api/admin/orders/export.csv?${query}`, admin);
    expect(csv.rows).toEqual(list.map(asCsvRow));
  });
});

describe('audit trail', () => {
  type AuditEvent = {
    at: string;
    type: string;
    streamId: string;
    revision: number;
    entity: { type: string; id: string; label: string };
    actor: string;
    actorName: string | null;
    data: Record<string, unknown>;
  };
  const asCsvRow = (e: AuditEvent) => [
    e.at,
    e.type,
    e.entity.label,
    e.entity.type,
    e.entity.id,
    e.actor,
    e.actorName ?? '',
    e.streamId,
    String(e.revision),
    JSON.stringify(e.data),
  ];

  it('names the file with the date and has a header', async () => {
    const csv = await exportCsv(t, '/api/audit/export.csv?category=licence', admin);
    expect(csv.fileName).toBe(`audit-${t.clock.now.toISOString().slice(0, 10)}.csv`);
    expect(csv.header).toEqual([
      'Date',
      'Event',
      'Entity',
      'Entity Type',
      'Entity Id',
      'Actor',
      'Actor Name',
      'Stream',
      'Revision',
      'Data',
    ]);
  });

  it.each([
    'category=licence',
    'category=licence&sort=at&order=asc',
    'type=LicenceRevoked',
    'q=alice',
    'category=order&include=internal',
  ])('?%s: the rows the list answers, in its order', async (query) => {
    const list = await listed<AuditEvent>(`/api/audit?${query}&limit=100`, 'events');
    const csv = await exportCsv(t, `/api/audit/export.csv?${query}`, admin);
    expect(list.length).toBeGreaterThan(0);
    expect(csv.rows).toEqual(list.map(asCsvRow));
  });

  it('quotes the data cell, doubling its quotes', async () => {
    const csv = await exportCsv(t, '/api/audit/export.csv?type=LicenceRevoked', admin);
    const data = csv.rows[0]![9]!;
    expect(data.startsWith('{"')).toBe(true);
    expect(csv.text).toContain(`"${data.replaceAll('"', '""')}"`);
  });
});

describe('finance ledger', () => {
  type Entry = {
    at: string;
    orderId: string;
    network: string;
    user: { username: string | null };
  };
  /** Date, order, user and network; kinds, plans, money and deciders are checked by name below. */
  const identity = (row: string[]) => [row[0], row[1], row[2], row[5]];
  const asIdentity = (e: Entry) => [e.at, e.orderId, e.user.username ?? '', e.network];

  it('names the file with the date and keeps the columns', async () => {
    const csv = await exportCsv(t, '/api/finance/ledger/export.csv', admin);
    expect(csv.fileName).toBe(`ledger-${t.clock.now.toISOString().slice(0, 10)}.csv`);
    expect(csv.header).toEqual([
      'Date',
      'Order',
      'User',
      'Kind',
      'Plan',
      'Network',
      'In (USD)',
      'Out (USD)',
      'Transaction',
      'Discount Code',
      'Decided By',
    ]);
  });

  it.each(['', 'kind=payment', 'network=BEP20', 'sort=amount&order=desc', 'sort=user'])(
    '?%s: the entries the list answers, in its order',
    async (query) => {
      const list = await listed<Entry>(`/api/finance/ledger?${query}&limit=500`, 'entries');
      const csv = await exportCsv(t, `/api/finance/ledger/export.csv?${query}`, admin);
      expect(list.length).toBeGreaterThan(0);
      expect(csv.rows.map(identity)).toEqual(list.map(asIdentity));
    },
  );

  it('names kinds, plans and the deciding admin, money in and out as decimals', async () => {
    const csv = await exportCsv(t, '/api/finance/ledger/export.csv', admin);
    const byKind = new Map(csv.rows.map((row) => [row[3], row]));
    const payment = byKind.get('Payment')!;
    expect(payment.slice(3, 8)).toEqual([
      'Payment',
      'Elite Plan - 6 Months',
      'TRC20',
      expect.stringMatching(/^\d+\.\d\d$/),
      '',
    ]);
    expect(payment[10]).toBe(admin.username);
    const rejection = byKind.get('Payment rejected')!;
    expect(rejection.slice(6, 8)).toEqual(['', '']);
    expect(rejection[10]).toBe(admin.username);
  });
});
