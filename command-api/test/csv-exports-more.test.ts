// The discount codes', support tickets' and EA monitoring's CSV exports: admins only, each export's rows
// the list's rows (cell for cell, in its order) under every filter, search and sort, and the file's name.
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv } from './helpers/csv.js';
import { keepSecondFactorFresh, type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let ann: Session;
let ben: Session;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const today = () => t.clock.now.toISOString().slice(0, 10);

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) {
  return t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });
}

async function sent(method: 'POST' | 'PATCH', url: string, session: Session, payload: object) {
  const response = await call(method, url, session, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

async function listed<T>(url: string, field: string): Promise<T[]> {
  const response = await call('GET', url, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json()[field];
}

const at = (days: number) => new Date(t.clock.now.getTime() + days * DAY_MS).toISOString();

/** Each a minute after the last, so the unsorted list (newest first) has one order. */
async function createDiscount(code: string, terms: object) {
  t.clock.now = new Date(t.clock.now.getTime() + MINUTE_MS);
  return (await sent('POST', '/api/discounts', admin, { code, description: `${code} sale`, ...terms }))
    .discount._id as string;
}

async function issue(user: Session, accountNumber: number) {
  // Issuing needs a second factor from the last 10 minutes of the test clock, which this file moves on.
  await keepSecondFactorFresh(t, admin);
  const { license } = await sent('POST', '/api/licenses', admin, {
    userId: user.id,
    accountNumber,
    durationDays: 30,
  });
  return { licenseKey: license.licenseKey as string, accountNumber };
}

let reports = 0;
async function heartbeat(licence: { licenseKey: string; accountNumber: number }, eaVersion: string) {
  await eventually(
    () => {
      reports += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/robot/heartbeat',
        payload: { ...licence, eaVersion, activePositions: 0, balance: 1_000, equity: 1_000 },
        remoteAddress: `10.43.0.${reports % 250}`,
      });
    },
    { what: `a heartbeat from ${licence.accountNumber}`, accept: (reply) => reply.statusCode < 300 },
  );
}

async function openTicket(session: Session, subject: string, category: string, priority: string) {
  t.clock.now = new Date(t.clock.now.getTime() + MINUTE_MS);
  const { ticket } = await sent('POST', '/api/tickets', session, {
    subject,
    description: `About ${subject}`,
    category,
    priority,
  });
  return ticket._id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, ann, ben] = await Promise.all([signUpAdmin(t, 'exporter'), signUp(t, 'ann'), signUp(t, 'ben')]);
  // Discounts: active (two kinds), scheduled, expired (by the clock moving on), disabled.
  await createDiscount('ALPHA', {
    type: 'percentage',
    value: 10,
    maxDiscount: 25,
    applicablePlans: ['elite', 'popular'],
    validUntil: at(30),
  });
  await createDiscount('BRAVO', {
    type: 'fixed',
    value: 5,
    usageLimit: 100,
    userUsageLimit: 2,
    validUntil: at(1),
  });
  await createDiscount('CHARLIE', { type: 'percentage', value: 20, validFrom: at(10), validUntil: at(40) });
  const delta = await createDiscount('DELTA', {
    type: 'fixed',
    value: 15,
    minAmount: 50,
    validUntil: at(30),
  });
  await sent('PATCH', `/api/discounts/${delta}/toggle`, admin, {});
  // Tickets: both owners, several categories, priorities and statuses, and an internal note.
  await openTicket(ann, 'Robot stopped', 'technical', 'urgent');
  const billing = await openTicket(ben, 'Refund please', 'billing', 'low');
  const account = await openTicket(ann, 'Change my email', 'account', 'medium');
  await openTicket(ben, 'Robot settings', 'technical', 'high');
  t.clock.now = new Date(t.clock.now.getTime() + MINUTE_MS);
  await sent('PATCH', `/api/tickets/${billing}/status`, admin, { status: 'in_progress' });
  t.clock.now = new Date(t.clock.now.getTime() + MINUTE_MS);
  await sent('POST', `/api/tickets/${account}/messages`, admin, {
    message: 'Checking the robot logs',
    isInternal: true,
  });
  // Monitoring: 8002 online, 8001 heard from ten minutes before the end, 8003 never.
  const [first, second] = [await issue(ann, 8001), await issue(ben, 8002), await issue(ann, 8003)];
  await heartbeat(first!, '1.0.0');
  t.clock.now = new Date(t.clock.now.getTime() + 10 * MINUTE_MS);
  await heartbeat(second!, '2.0.0');
  await eventually(
    async () => (await listed('/api/monitoring/licenses?status=online', 'licenses')).length === 1,
    {
      what: 'the heartbeat in the monitored list',
    },
  );
  await eventually(async () => (await listed('/api/tickets', 'tickets')).length === 4, {
    what: 'the tickets listed',
  });
  await eventually(async () => (await listed('/api/discounts', 'discounts')).length === 4, {
    what: 'the codes listed',
  });
  // A day on: BRAVO has expired.
  t.clock.now = new Date(t.clock.now.getTime() + DAY_MS + MINUTE_MS);
  // The monitored licences' online state is read at the heartbeat's time again below.
}, 120_000);
afterAll(async () => t?.close());

const EXPORTS = [
  '/api/discounts/export.csv',
  '/api/tickets/export.csv',
  '/api/monitoring/licenses/export.csv',
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
    expect((await call('GET', url, ann)).statusCode).toBe(403);
  });

  it.each([
    '/api/discounts/export.csv?status=used',
    '/api/tickets/export.csv?priority=asap',
    '/api/monitoring/licenses/export.csv?sort=balance',
  ])('%s refuses a bad parameter as the list does', async (url) => {
    const response = await call('GET', url, admin);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('json');
  });
});

describe('discounts', () => {
  type Discount = {
    code: string;
    description: string;
    type: string;
    value: number;
    maxDiscount: number | null;
    minAmount: number;
    usageCount: number;
    usageLimit: number | null;
    userUsageLimit: number;
    applicablePlans: string[];
    validFrom: string;
    validUntil: string;
    isActive: boolean;
    createdAt: string;
  };
  const state = (d: Discount) => {
    if (!d.isActive) return 'inactive';
    if (Date.parse(d.validUntil) <= t.clock.now.getTime()) return 'expired';
    return Date.parse(d.validFrom) > t.clock.now.getTime() ? 'scheduled' : 'active';
  };
  const asCsvRow = (d: Discount) => [
    d.code,
    d.description,
    d.type,
    String(d.value),
    d.maxDiscount === null ? '' : String(d.maxDiscount),
    String(d.minAmount),
    String(d.usageCount),
    d.usageLimit === null ? 'Unlimited' : String(d.usageLimit),
    String(d.userUsageLimit),
    d.applicablePlans.length === 0 ? 'All plans' : d.applicablePlans.join('; '),
    d.validFrom,
    d.validUntil,
    state(d),
    d.createdAt,
  ];

  it('names the file with the date and keeps the columns', async () => {
    const csv = await exportCsv(t, '/api/discounts/export.csv', admin);
    expect(csv.fileName).toBe(`discounts-${today()}.csv`);
    expect(csv.header).toEqual([
      'Code',
      'Description',
      'Type',
      'Value',
      'Max Discount (USD)',
      'Min Amount (USD)',
      'Used',
      'Usage Limit',
      'Per User',
      'Plans',
      'Valid From',
      'Valid Until',
      'Status',
      'Created',
    ]);
    expect(csv.rows.map((row) => [row[0], row[12]])).toEqual(
      expect.arrayContaining([
        ['ALPHA', 'active'],
        ['BRAVO', 'expired'],
        ['CHARLIE', 'scheduled'],
        ['DELTA', 'inactive'],
      ]),
    );
  });

  it.each([
    '',
    'status=active',
    'status=expired',
    'status=scheduled',
    'status=inactive',
    'q=alpha',
    'q=SALE&sort=code&order=desc',
    'sort=value',
    'sort=status&order=desc',
    'sort=validUntil',
    'q=nothing',
  ])('?%s: the rows the list answers, in its order', async (query) => {
    const list = await listed<Discount>(`/api/discounts?${query}`, 'discounts');
    const csv = await exportCsv(t, `/api/discounts/export.csv?${query}`, admin);
    expect(csv.rows).toEqual(list.map(asCsvRow));
  });
});

describe('tickets', () => {
  type Ticket = {
    ticketNumber: string;
    subject: string;
    userId: { username: string; email: string };
    category: string;
    priority: string;
    status: string;
    createdAt: string;
    lastActivity: string;
  };
  const asCsvRow = (ticket: Ticket) => [
    ticket.ticketNumber,
    ticket.subject,
    ticket.userId.username,
    ticket.userId.email,
    ticket.category,
    ticket.priority,
    ticket.status,
    ticket.createdAt,
    ticket.lastActivity,
  ];

  it('names the file with the date and keeps the columns', async () => {
    const csv = await exportCsv(t, '/api/tickets/export.csv', admin);
    expect(csv.fileName).toBe(`tickets-${today()}.csv`);
    expect(csv.header).toEqual([
      'Ticket',
      'Subject',
      'User',
      'Email',
      'Category',
      'Priority',
      'Status',
      'Opened',
      'Last Activity',
    ]);
    expect(csv.rows).toHaveLength(4);
  });

  it.each([
    '',
    'status=open',
    'status=in_progress',
    'category=technical',
    'priority=urgent',
    'sort=priority',
    'sort=subject&order=desc',
    'sort=status',
    'sort=number&order=asc',
    'category=technical&sort=createdAt&order=desc',
  ])('?%s: the rows GET /api/tickets answers, in its order', async (query) => {
    const list = await listed<Ticket>(`/api/tickets?limit=100&${query}`, 'tickets');
    const csv = await exportCsv(t, `/api/tickets/export.csv?${query}`, admin);
    expect(csv.rows).toEqual(list.map(asCsvRow));
  });

  it.each(['q=robot', 'q=robot&priority=high', 'q=ROBOT&sort=subject', 'q=TKT-000002', 'q=nothing'])(
    '?%s: the rows GET /api/tickets/search answers, internal notes searched, in its order',
    async (query) => {
      const list = await listed<Ticket>(`/api/tickets/search?limit=100&${query}`, 'tickets');
      const csv = await exportCsv(t, `/api/tickets/export.csv?${query}`, admin);
      expect(csv.rows).toEqual(list.map(asCsvRow));
    },
  );

  it('finds a ticket by an internal note, as the admin search does', async () => {
    const csv = await exportCsv(t, '/api/tickets/export.csv?q=logs', admin);
    expect(csv.rows.map((row) => row[1])).toEqual(['Change my email']);
  });
});

describe('monitoring', () => {
  type Monitored = {
    licenseKey: string;
    accountNumber: number;
    userId: { username: string; email: string };
    isOnline: boolean;
    lastSeen: string | null;
    eaVersion: string | null;
  };
  const asCsvRow = (l: Monitored) => [
    l.licenseKey,
    String(l.accountNumber),
    l.userId.username,
    l.userId.email,
    l.isOnline ? 'online' : 'offline',
    l.lastSeen ?? 'Never',
    l.eaVersion ?? '',
  ];

  it('names the file with the date and keeps the columns', async () => {
    const csv = await exportCsv(t, '/api/monitoring/licenses/export.csv', admin);
    expect(csv.fileName).toBe(`monitoring-${today()}.csv`);
    expect(csv.header).toEqual([
      'License Key',
      'Account Number',
      'User',
      'Email',
      'Status',
      'Last Seen',
      'EA Version',
    ]);
  });

  it.each([
    '',
    'status=online',
    'status=offline',
    'search=ann',
    'search=800',
    'sort=account&order=desc',
    'sort=lastSeen',
    'sort=eaVersion&order=desc',
    'sort=user',
    'search=nobody',
  ])('?%s: the rows the list answers, in its order', async (query) => {
    const list = await listed<Monitored>(`/api/monitoring/licenses?limit=100&${query}`, 'licenses');
    const csv = await exportCsv(t, `/api/monitoring/licenses/export.csv?${query}`, admin);
    expect(csv.rows).toEqual(list.map(asCsvRow));
  });

  it('says online or offline at the time of the export', async () => {
    const csv = await exportCsv(t, '/api/monitoring/licenses/export.csv?sort=account', admin);
    expect(csv.rows.map((row) => [row[1], row[4], row[6]])).toEqual([
      ['8001', 'offline', '1.0.0'],
      ['8002', 'offline', '2.0.0'],
      ['8003', 'offline', ''],
    ]);
  });
});
