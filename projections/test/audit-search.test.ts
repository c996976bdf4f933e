// The audit search finds events by what an admin types (an event type, a stream or entity id's beginning, an
// entity's name or label, who acted, a licence key, a payment hash), never by free text inside the events'
// data; it keeps internal events out unless asked, and its pages, totals and the export's query agree.
import { createKysely } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from '../src/db/migrate.js';
import type { ReadModels } from '../src/db/schema.js';
import { type AuditFilters, auditTrail, sortedAuditEvents, withEntityLabel } from '../src/index.js';

const TRADER = '8f1c2d3e-0000-4000-8000-000000000001';
const BOSS = '8f1c2d3e-0000-4000-8000-000000000002';
const OTHER = '8f1c2d3e-0000-4000-8000-000000000003';
const LICENCE = 'c0ffee00-0000-4000-8000-0000000000aa';
const ORDER = '13bea5ea-0000-4000-8000-0000000000bb';
const DISCOUNT = 'd15c0000-0000-4000-8000-0000000000cc';
const TICKET = '7e7e0000-0000-4000-8000-0000000000dd';
const KEY = '3QQVZ-AB12C-DE34F';
const HASH = `0x${'ab'.repeat(32)}`;

/** [stream, type, actor, data] in log order. */
const EVENTS: [string, string, string, Record<string, unknown>][] = [
  [`user-${TRADER}`, 'UserRegistered', `user:${TRADER}`, { username: 'trader42' }],
  [`user-${TRADER}`, 'EmailVerified', `user:${TRADER}`, {}],
  [`user-${BOSS}`, 'UserRegistered', 'system:first-admin', { username: 'boss' }],
  [`licensekey-${KEY}`, 'ReservationClaimed', `admin:${BOSS}`, {}],
  [`licence-${LICENCE}`, 'LicenceIssued', `admin:${BOSS}`, { licenseKey: KEY, userId: TRADER }],
  [`licence-${LICENCE}`, 'AccountNumberChanged', `user:${TRADER}`, { reason: 'New VPS' }],
  [`discountcode-SPRING10`, 'ReservationClaimed', `admin:${BOSS}`, {}],
  [`discount-${DISCOUNT}`, 'DiscountCreated', `admin:${BOSS}`, { code: 'SPRING10' }],
  [`order-${ORDER}`, 'OrderPlaced', `user:${TRADER}`, { discountCode: 'SPRING10' }],
  [`paymenttx-TRC20-${HASH}`, 'ReservationClaimed', `user:${TRADER}`, {}],
  [`order-${ORDER}`, 'PaymentSubmitted', `user:${TRADER}`, { transactionHash: HASH }],
  ['ticketnumber-sequence', 'TicketNumberAllocated', `user:${OTHER}`, {}],
  [`ticket-${TICKET}`, 'TicketOpened', `user:${OTHER}`, { ticketNumber: 12, subject: 'Robot stopped' }],
  [`ticket-${TICKET}`, 'TicketMessageAdded', `admin:${BOSS}`, { message: 'Restart it' }],
  ...Array.from({ length: 23 }, (_, i): [string, string, string, Record<string, unknown>] => [
    `order-${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
    'OrderExpired',
    `user:${OTHER}`,
    {},
  ]),
];

const NAMES: [string, string][] = [
  [`user-${TRADER}`, 'trader42'],
  [`user-${BOSS}`, 'boss'],
  [`user-${OTHER}`, 'other'],
  [`licence-${LICENCE}`, KEY],
  [`discount-${DISCOUNT}`, 'SPRING10'],
  [`ticket-${TICKET}`, '12'],
];

let database: TestDatabase;
let db: Kysely<ReadModels>;

beforeAll(async () => {
  database = await createTestDatabase(2);
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
  for (const [id, name, email] of [
    [TRADER, 'trader42', 'trader42@example.com'],
    [BOSS, 'boss', 'boss@shop.test'],
    [OTHER, 'other', 'someone@elsewhere.test'],
  ])
    await sql`insert into users (user_id, username, email, roles, email_verified, auth_method, created_at, revision)
      values (${id}, ${name}, ${email}, array['user'], true, 'password', now(), 1)`.execute(db);
  await sql`insert into orders (order_id, user_id, status, plan_type, plan_duration, plan_name, account_number,
      network, price_cents, amount_cents, amount_base_units, discount_cents, payment_address, transaction_hash,
      placed_at, expires_at, updated_at, revision)
    values (${ORDER}, ${TRADER}, 'verifying', 'monthly', '1m', 'Monthly', 9001, 'TRC20', 5000, 4000, 4000, 1000,
      'addr', ${HASH}, now(), now(), now(), 1)`.execute(db);
  for (const [index, [stream, type, actor, data]] of EVENTS.entries()) {
    const dash = stream.indexOf('-');
    await sql`insert into audit_log (event_id, stream_id, revision, category, entity_id, type, actor, occurred_at, data)
      values (gen_random_uuid(), ${stream}, 0, ${stream.slice(0, dash)}, ${stream.slice(dash + 1)}, ${type},
        ${actor}, ${new Date(Date.UTC(2026, 0, 1, 0, index))}, ${JSON.stringify(data)})`.execute(db);
  }
  for (const [stream, name] of NAMES)
    await sql`insert into audit_entity_names (stream_id, name) values (${stream}, ${name})`.execute(db);
});
afterAll(async () => database?.drop());

const INTERNAL = ['ReservationClaimed', 'TicketNumberAllocated'];

/** The events the export's query finds, as `stream type`, oldest first. */
async function found(search: string, includeInternal = false): Promise<string[]> {
  const rows = await sortedAuditEvents(db, { search, includeInternal }, { sort: 'at' }).execute();
  return rows.map((row) => `${row.stream_id} ${row.type}`);
}

/** The fixture's events picked by `wanted`, internal ones only when asked for, oldest first. */
const expected = (
  wanted: (stream: string, type: string, actor: string) => boolean,
  includeInternal = false,
) =>
  EVENTS.filter(([stream, type, actor]) => wanted(stream, type, actor))
    .filter(([, type]) => includeInternal || !INTERNAL.includes(type))
    .map(([stream, type]) => `${stream} ${type}`);

describe('the audit search', () => {
  it('finds an event type by any part of its name', async () => {
    expect(await found('numberchanged')).toEqual(expected((_, type) => type === 'AccountNumberChanged'));
    expect(await found('Reservation', true)).toEqual(
      expected((_, type) => type === 'ReservationClaimed', true),
    );
  });

  it('finds a stream or entity id by its beginning, in any case', async () => {
    const order = expected((stream) => stream === `order-${ORDER}`);
    expect(await found(`order-${ORDER}`)).toEqual(order);
    expect(await found('13bea5ea')).toEqual(order);
    expect(await found('13BEA5')).toEqual(order);
    expect(await found('Order 13bea5ea')).toEqual(order);
    expect(await found('ticketnumber', true)).toEqual(
      expected((stream) => stream.startsWith('ticketnumber-'), true),
    );
    expect(await found('bea5ea')).toEqual([]);
  });

  it('finds an entity by its name or its label as the trail shows it', async () => {
    const user = expected((stream, _, actor) => stream === `user-${TRADER}` || actor === `user:${TRADER}`);
    expect(await found('User trader42')).toEqual(expected((stream) => stream === `user-${TRADER}`));
    expect(await found('ader4')).toEqual(user);
    const licence = (stream: string) => stream === `licence-${LICENCE}` || stream === `licensekey-${KEY}`;
    expect(await found(KEY)).toEqual(expected(licence));
    expect(await found(KEY, true)).toEqual(expected(licence, true));
    expect(await found('Licence 3QQVZ-…', true)).toEqual(expected(licence, true));
    const discount = (stream: string) =>
      stream === `discount-${DISCOUNT}` || stream === 'discountcode-SPRING10';
    expect(await found('Discount code SPRING10', true)).toEqual(expected(discount, true));
    expect(await found('spring1', true)).toEqual(expected(discount, true));
    const ticket = expected((stream) => stream === `ticket-${TICKET}`);
    expect(await found('Ticket TKT-000012')).toEqual(ticket);
    expect(await found('tkt-000012')).toEqual(ticket);
  });

  it('finds what someone did by any part of their username or email', async () => {
    const byBoss = (_: string, __: string, actor: string) => actor === `admin:${BOSS}`;
    expect(await found('boss@shop', true)).toEqual(expected(byBoss, true));
    expect(await found('elsewhere')).toEqual(expected((_, __, actor) => actor === `user:${OTHER}`));
  });

  it('finds an order by its whole payment hash, and the hash’s reservation by its beginning', async () => {
    const order = expected((stream) => stream === `order-${ORDER}`);
    expect(await found(HASH)).toEqual(order);
    expect(await found(HASH.toUpperCase().replace('0X', '0x'))).toEqual(order);
    expect(await found(HASH.slice(0, 14), true)).toEqual(
      expected((stream) => stream === `paymenttx-TRC20-${HASH}`, true),
    );
  });

  it('no longer searches free text inside the events’ data', async () => {
    expect(await found('New VPS')).toEqual([]);
    expect(await found('Robot stopped')).toEqual([]);
  });

  it('pages and counts every search exactly as the export’s query finds it, either order', async () => {
    const searches: AuditFilters[] = [
      { search: 'OTHER' },
      { search: 'someone', includeInternal: true },
      { search: 'order' },
      { search: 'order', includeInternal: true },
      { search: 'r', includeInternal: true },
      { search: 'trader42', category: 'licence' },
      { search: '  ' },
    ];
    for (const filters of searches)
      for (const order of [{}, { sort: 'at' as const }]) {
        const all = (await sortedAuditEvents(db, filters, order).execute()).map(withEntityLabel);
        expect(all.length).toBeGreaterThan(0);
        for (let page = 1; page <= Math.ceil(all.length / 5) + 1; page += 1) {
          const { rows, total } = await auditTrail(db, filters, { page, limit: 5 }, order);
          expect(total).toBe(all.length);
          expect(rows).toEqual(all.slice((page - 1) * 5, page * 5));
        }
      }
  });
});
