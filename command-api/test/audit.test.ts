// The audit trail through the API: every business event with who did it, narrowed to an entity, a user,
// a type or a text, newest first and paged; admins only (TARGETS R5). Internal bookkeeping (reservations,
// sequences) only when asked for; every entity named as people say it.
import { eventually } from '@shop/infra/testing';
import { INTERNAL_EVENT_TYPES } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type AuditEntry = { type: string; entity: { type: string; id: string; label: string } };

let t: TestApp;
let admin: Session;
let owner: Session;
let leaver: Session;
let licenceId: string;
let licenceKey: string;
let ticketId: string;
let ticketNumber: string;
let orderId: string;

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  session?: Session,
  payload?: object,
) => t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

async function audit(query: string, session = admin) {
  // The trail is a projection: give it time to catch up with the writes above.
  const response = await eventually(() => call('GET', `/api/audit?${query}`, session), {
    what: `audit entries for ${query}`,
    accept: (answer) => answer.statusCode !== 200 || answer.json().pagination.total > 0,
  });
  return { response, body: response.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, leaver] = await Promise.all([
    signUpAdmin(t, 'auditor'),
    signUp(t, 'audited'),
    signUp(t, 'leaver'),
  ]);
  const { license } = (
    await call('POST', '/api/licenses', admin, { userId: owner.id, accountNumber: 91001 })
  ).json();
  [licenceId, licenceKey] = [license._id, license.licenseKey];
  await call('PATCH', `/api/licenses/${licenceId}/account-number`, owner, {
    accountNumber: 91002,
    reason: 'New VPS',
  });
  const { ticket } = (
    await call('POST', '/api/tickets', owner, { subject: 'Audit me', description: 'Please' })
  ).json();
  [ticketId, ticketNumber] = [ticket._id, ticket.ticketNumber];
  // A code (reserved), an order with it (an address index allocated) and its payment (the hash claimed).
  await call('POST', '/api/discounts', admin, {
    code: 'spring20',
    description: 'Spring',
    type: 'percentage',
    value: 20,
    validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  });
  orderId = (
    await call('POST', '/api/payments/orders', owner, {
      planType: 'popular',
      planDuration: '3months',
      accountNumber: 91001,
      network: 'TRC20',
      discountCode: 'SPRING20',
    })
  ).json().order.orderId;
  await call('POST', '/api/payments/submit', owner, { orderId, transactionHash: 'ab'.repeat(32) });
  await call('DELETE', `/api/users/${leaver.id}`, admin);
  // Wait until the last writes are in the trail.
  await audit(`category=ticket&entityId=${ticketId}`);
  await audit(`category=order&entityId=${orderId}&type=PaymentSubmitted`);
  await audit(`category=user&entityId=${leaver.id}&type=UserDeleted`);
  // The account-erasure reactor frees the leaver's email and username: wait for both releases.
  await eventually(() => call('GET', '/api/audit?include=internal&type=ReservationReleased', admin), {
    what: 'the leaver’s reservations released',
    accept: (answer) => answer.json().pagination?.total === 2,
  });
}, 60_000);
afterAll(async () => t?.close());

describe('GET /api/audit', () => {
  it('shows one licence’s history newest first, with who did what and the change', async () => {
    const { body } = await audit(`category=licence&entityId=${licenceId}`);
    expect(body.events.map((event: { type: string }) => event.type)).toEqual([
      'AccountNumberChanged',
      'LicenceIssued',
    ]);
    expect(body.events[0]).toMatchObject({
      streamId: `licence-${licenceId}`,
      revision: 1,
      entity: { type: 'licence', id: licenceId },
      actor: `user:${owner.id}`,
      actorName: owner.username,
      ownerId: owner.id,
      data: { from: 91001, to: 91002, reason: 'New VPS' },
      metadata: {
        actor: `user:${owner.id}`,
        correlationId: expect.any(String),
        occurredAt: expect.any(String),
      },
    });
    expect(body.events[1]).toMatchObject({
      actor: `admin:${admin.id}`,
      actorName: admin.username,
      ownerId: owner.id,
    });
  });

  it('gathers a user’s trail: their account, licence and ticket, and what admins did to them', async () => {
    const { body } = await audit(`userId=${owner.id}&limit=100`);
    const types = body.events.map((event: { type: string }) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['UserRegistered', 'EmailVerified', 'LicenceIssued', 'TicketOpened']),
    );
    expect(
      body.events.every(
        (event: { ownerId: string; actor: string }) =>
          event.ownerId === owner.id || event.actor.endsWith(owner.id),
      ),
    ).toBe(true);
  });

  it('filters by type and by text, and pages', async () => {
    const byType = (await audit('type=TicketOpened')).body;
    expect(byType.events).toHaveLength(1);
    expect(byType.events[0].data).toMatchObject({ subject: 'Audit me' });
    // The search finds what an admin types to find things (here a licence key), not free text in event data.
    const byText = (await audit(`q=${encodeURIComponent(licenceKey)}`)).body;
    expect(byText.events.map((event: { type: string }) => event.type)).toEqual([
      'AccountNumberChanged',
      'LicenceIssued',
    ]);
    expect((await call('GET', '/api/audit?q=new%20vps', admin)).json().events).toEqual([]);
    const paged = (await audit('limit=2&page=2')).body;
    expect(paged.events).toHaveLength(2);
    expect(paged.pagination).toMatchObject({ current: 2, hasPrev: true, hasNext: true });
    const bad = await call('GET', '/api/audit?category=Licence%3B', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('holds business events only by default, counted as such; include=internal adds the bookkeeping', async () => {
    const business = (await audit('limit=100')).body;
    const everything = (await audit('include=internal&limit=100')).body;
    expect(everything.pagination.total).toBeLessThanOrEqual(100);
    const types = (page: { events: { type: string }[] }) => page.events.map((event) => event.type);
    expect(types(business).filter((type) => INTERNAL_EVENT_TYPES.includes(type))).toEqual([]);
    expect(business.pagination.total).toBe(business.events.length);
    expect(types(everything)).toEqual(
      expect.arrayContaining(['ReservationClaimed', 'TicketNumberAllocated', 'PaymentAddressAllocated']),
    );
    // Both answers list the same business events; the difference is the internal ones alone.
    expect(types(everything).filter((type) => !INTERNAL_EVENT_TYPES.includes(type))).toEqual(types(business));
    const internal = types(everything).filter((type) => INTERNAL_EVENT_TYPES.includes(type));
    expect(everything.pagination.total - business.pagination.total).toBe(internal.length);
    expect((await call('GET', '/api/audit?include=everything', admin)).statusCode).toBe(400);
  });

  it('names every entity as people say it, never by its stream', async () => {
    const { body } = await audit('limit=100');
    const labelOf = (type: string, id: string) =>
      body.events.find((event: AuditEntry) => event.entity.type === type && event.entity.id === id)?.entity
        .label;
    expect(labelOf('ticket', ticketId)).toBe(`Ticket ${ticketNumber}`);
    expect(ticketNumber).toMatch(/^TKT-\d{6}$/);
    expect(labelOf('order', orderId)).toBe(`Order ${orderId.slice(0, 8)}`);
    expect(labelOf('licence', licenceId)).toBe(`Licence ${licenceKey.split('-')[0]}-…`);
    expect(labelOf('user', owner.id)).toBe(`User ${owner.username}`);
    expect(labelOf('user', leaver.id)).toBe('User [erased]');
    const discount = body.events.find((event: AuditEntry) => event.type === 'DiscountCreated');
    expect(discount.entity.label).toBe('Discount code SPRING20');
    for (const { entity } of body.events as AuditEntry[]) {
      expect(entity.label).toMatch(/^(User|Order|Licence|Ticket|Discount code) \S|^Admin roster$/);
    }
  });

  it('names the internal bookkeeping too, when asked for it', async () => {
    const { body } = await audit('include=internal&limit=100');
    const labels = (body.events as AuditEntry[]).map((event) => event.entity.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Ticket numbers',
        'Payment addresses TRC20',
        'Reservation of an email address',
        'Reservation of discount code SPRING20',
        `Reservation of transaction TRC20 ${'ab'.repeat(6)}…`,
      ]),
    );
  });

  it('refuses users and anonymous callers', async () => {
    expect((await call('GET', '/api/audit', owner)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit')).statusCode).toBe(401);
  });
});
