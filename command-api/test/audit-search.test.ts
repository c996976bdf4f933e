// The audit trail's search through the API: `q` finds events by who acted, a licence key, an entity's label,
// a payment hash (and, with include=internal, its reservation), not by free text inside the events' data;
// and the CSV export of a search holds exactly the events the list answers.
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv } from './helpers/csv.js';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type AuditEvent = { type: string; streamId: string; actor: string };

let t: TestApp;
let admin: Session;
let trader: Session;
let licenceId: string;
let licenceKey: string;
let orderId: string;
const HASH = 'cd'.repeat(32);

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

async function searched(q: string, extra = ''): Promise<{ events: AuditEvent[]; total: number }> {
  const response = await call('GET', `/api/audit?q=${encodeURIComponent(q)}&limit=100${extra}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { events: body.events, total: body.pagination.total };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, trader] = await Promise.all([signUpAdmin(t, 'searcher'), signUp(t, 'findme')]);
  const issued = await call('POST', '/api/licenses', admin, { userId: trader.id, accountNumber: 93001 });
  ({ _id: licenceId, licenseKey: licenceKey } = issued.json().license);
  await call('PATCH', `/api/licenses/${licenceId}/account-number`, trader, {
    accountNumber: 93002,
    reason: 'Moved to a faster VPS',
  });
  const placed = await call('POST', '/api/payments/orders', trader, {
    planType: 'popular',
    planDuration: '3months',
    accountNumber: 93002,
    network: 'TRC20',
    discountCode: null,
  });
  orderId = placed.json().order.orderId;
  await call('POST', '/api/payments/submit', trader, { orderId, transactionHash: HASH });
  await eventually(async () => (await searched(HASH)).total === 2, { what: 'the payment in the trail' });
}, 60_000);
afterAll(async () => t?.close());

describe('GET /api/audit?q=', () => {
  it('finds what someone did by their username or email', async () => {
    for (const q of [trader.username, `${trader.username}@example`]) {
      const { events, total } = await searched(q);
      expect(total).toBe(events.length);
      expect(events.map((event) => event.type)).toEqual(
        expect.arrayContaining(['UserRegistered', 'AccountNumberChanged', 'OrderPlaced', 'PaymentSubmitted']),
      );
      expect(
        events.every((event) => event.actor.endsWith(trader.id) || event.streamId.endsWith(trader.id)),
      ).toBe(true);
    }
  });

  it('finds a licence by its key or its label, an order by its id or payment hash', async () => {
    const licence = ['AccountNumberChanged', 'LicenceIssued'];
    expect((await searched(licenceKey)).events.map((event) => event.type)).toEqual(licence);
    expect((await searched(`Licence ${licenceKey.split('-')[0]}-…`)).events.map((e) => e.type)).toEqual(
      licence,
    );
    const order = ['PaymentSubmitted', 'OrderPlaced'];
    expect((await searched(HASH)).events.map((event) => event.type)).toEqual(order);
    expect((await searched(`Order ${orderId.slice(0, 8)}`)).events.map((event) => event.type)).toEqual(order);
  });

  it('finds the hash’s reservation by the hash’s beginning only with the internal events', async () => {
    expect((await searched(HASH.slice(0, 16))).total).toBe(0);
    const internal = await searched(HASH.slice(0, 16), '&include=internal');
    expect(internal.events.map((event) => [event.type, event.streamId])).toEqual([
      ['ReservationClaimed', `paymenttx-TRC20-${HASH}`],
    ]);
  });

  it('no longer finds free text inside the events’ data', async () => {
    expect((await searched('faster VPS')).total).toBe(0);
  });

  it('exports a search as the rows the list answers, in its order', async () => {
    for (const [q, extra] of [
      [trader.username, ''],
      [licenceKey, ''],
      [HASH.slice(0, 16), '&include=internal'],
    ] as const) {
      const { events } = await searched(q, extra);
      const csv = await exportCsv(t, `/api/audit/export.csv?q=${encodeURIComponent(q)}${extra}`, admin);
      expect(csv.rows.map((row) => [row[1], row[7]])).toEqual(events.map((e) => [e.type, e.streamId]));
    }
  });
});
