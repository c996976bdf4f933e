// The audit trail through the API: every business event with who did it, narrowed to an entity, a user,
// a type or a text, newest first and paged; admins only (TARGETS R5).
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let owner: Session;
let licenceId: string;
let ticketId: string;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

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
  [admin, owner] = await Promise.all([signUpAdmin(t, 'auditor'), signUp(t, 'audited')]);
  licenceId = (await call('POST', '/api/licenses', admin, { userId: owner.id, accountNumber: 91001 })).json()
    .license._id;
  await call('PATCH', `/api/licenses/${licenceId}/account-number`, owner, {
    accountNumber: 91002,
    reason: 'New VPS',
  });
  ticketId = (
    await call('POST', '/api/tickets', owner, { subject: 'Audit me', description: 'Please' })
  ).json().ticket._id;
  // Wait until the last write is in the trail.
  await audit(`category=ticket&entityId=${ticketId}`);
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
    const byText = (await audit('q=new%20vps')).body;
    expect(byText.events.map((event: { type: string }) => event.type)).toEqual(['AccountNumberChanged']);
    const paged = (await audit('limit=2&page=2')).body;
    expect(paged.events).toHaveLength(2);
    expect(paged.pagination).toMatchObject({ current: 2, hasPrev: true, hasNext: true });
    const bad = await call('GET', '/api/audit?category=Licence%3B', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses users and anonymous callers', async () => {
    expect((await call('GET', '/api/audit', owner)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit')).statusCode).toBe(401);
  });
});
