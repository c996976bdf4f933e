// Licences through the API: issue, account-number changes and their history, revocation, expiry,
// and TARGETS R5 for every licence route (owner, another user, admin, anonymous).
import { LICENCE_NOTICES } from '@shop/command-api/contracts';
import { LICENCE_MESSAGES } from '@shop/domain';
import { createKysely } from '@shop/infra';
import { expireDueLicences, type ReadModels } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let owner: Session;
let stranger: Session;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

async function issue(accountNumber = 5001, user = owner) {
  const response = await call('POST', '/api/licenses', admin, { userId: user.id, accountNumber });
  expect(response.statusCode).toBe(201);
  return response.json().license;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, stranger] = await Promise.all([
    signUpAdmin(t, 'boss'),
    signUp(t, 'owner'),
    signUp(t, 'stranger'),
  ]);
}, 60_000);
afterAll(async () => t?.close());

describe('issuing', () => {
  it('issues a 30-day licence with a readable key that the owner then sees', async () => {
    const license = await issue(7001);
    expect(license).toMatchObject({
      userId: {
        _id: owner.id,
        username: expect.stringMatching(/^owner/),
        email: expect.stringMatching(/@example.com$/),
      },
      status: 'active',
      accountNumber: 7001,
      accountNumberChanges: 0,
      changesRemaining: 3,
      changesAllowed: 3,
      dealCount: 0,
      equityCount: 0,
    });
    expect(license.licenseKey).toMatch(/^[A-HJKMNP-Z2-9]{5}(-[A-HJKMNP-Z2-9]{5}){3}$/);
    const days = (Date.parse(license.expiresAt) - Date.parse(license.issuedAt)) / 86_400_000;
    expect(days).toBe(30);
    await expect
      .poll(async () =>
        (await call('GET', '/api/users/me', owner)).json().licenses.map((l: { _id: string }) => l._id),
      )
      .toContain(license._id);
  });

  it.each([
    [{ accountNumber: 1 }, 400, LICENCE_NOTICES.requiredFields],
    [{ userId: 'OWNER', accountNumber: 'abc' }, 400, LICENCE_MESSAGES.invalidAccountNumber],
    [{ userId: 'OWNER', accountNumber: 1, durationDays: 0 }, 400, LICENCE_MESSAGES.invalidDuration],
    [{ userId: '8a4b6e1e-2c52-4f6e-9f7e-6a4f0b9a1c11', accountNumber: 1 }, 404, 'User not found'],
  ])('refuses %j', async (payload, status, message) => {
    const body = JSON.parse(JSON.stringify(payload).replace('OWNER', owner.id));
    const response = await call('POST', '/api/licenses', admin, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, error: message });
  });
});

describe('account-number changes', () => {
  it('lets the owner change three times with reasons, then sends them to an admin, who has no limit', async () => {
    const license = await issue(8000);
    const url = `/api/licenses/${license._id}/account-number`;
    const first = await call('PATCH', url, owner, { accountNumber: 8001, reason: '  new broker  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Account number changed successfully',
      changesRemaining: 2,
      license: { accountNumber: 8001, accountNumberChanges: 1, changesRemaining: 2 },
    });
    await call('PATCH', url, owner, { accountNumber: '8002' });
    expect((await call('PATCH', url, owner, { accountNumber: 8003 })).json().changesRemaining).toBe(0);
    const refused = await call('PATCH', url, owner, { accountNumber: 8004 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NO_CHANGES_LEFT',
      error: LICENCE_MESSAGES.noChangesLeft,
      changesRemaining: 0,
    });

    const byAdmin = await call('PATCH', `${url}/admin`, admin, {
      accountNumber: 8005,
      reason: 'support ticket 12',
    });
    expect(byAdmin.json().license).toMatchObject({
      accountNumber: 8005,
      accountNumberChanges: 4,
      changesRemaining: 0,
    });

    await expect
      .poll(
        async () =>
          (await call('GET', `/api/licenses/${license._id}/account-history`, owner)).json().history.length,
      )
      .toBe(4);
    const history = (await call('GET', `/api/licenses/${license._id}/account-history`, owner)).json();
    expect(history).toMatchObject({ changesRemaining: 0, changesAllowed: 3 });
    expect(history.history[0]).toEqual({
      accountNumber: 8001,
      previousAccountNumber: 8000,
      changedBy: 'user',
      changedByUsername: expect.stringMatching(/^owner/),
      reason: 'new broker',
      changedAt: expect.any(String),
    });
    expect(history.history[3]).toMatchObject({
      accountNumber: 8005,
      changedBy: 'admin',
      reason: 'support ticket 12',
    });
  });

  it('refuses the same number, a non-number and a revoked licence', async () => {
    const license = await issue(9000);
    const url = `/api/licenses/${license._id}/account-number`;
    expect((await call('PATCH', url, owner, { accountNumber: 9000 })).json().error).toBe(
      LICENCE_MESSAGES.sameAccountNumber,
    );
    expect((await call('PATCH', url, owner, { accountNumber: 12.5 })).json().error).toBe(
      LICENCE_MESSAGES.invalidAccountNumber,
    );
    expect((await call('PATCH', url, owner, { accountNumber: 'x1' })).json().error).toBe(
      LICENCE_MESSAGES.invalidAccountNumber,
    );

    const revoked = await call('PATCH', `/api/licenses/${license._id}`, admin, { status: 'revoked' });
    expect(revoked.json()).toMatchObject({
      success: true,
      message: 'License revoked',
      license: { status: 'revoked' },
    });
    expect(
      (await call('PATCH', `/api/licenses/${license._id}`, admin, { status: 'revoked' })).statusCode,
    ).toBe(409);
    const afterRevoke = await call('PATCH', url, owner, { accountNumber: 9001 });
    expect(afterRevoke.statusCode).toBe(409);
    expect(afterRevoke.json().error).toBe(LICENCE_MESSAGES.revoked);
  });

  it('never exceeds the allowance under parallel changes', async () => {
    const license = await issue(10_000);
    const url = `/api/licenses/${license._id}/account-number`;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('PATCH', url, owner, { accountNumber: 10_001 + i })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(
      responses
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().code === 'NO_CHANGES_LEFT' || r.json().code === 'CONCURRENCY_CONFLICT'),
    ).toBe(true);
  });
});

describe('audit trail and expiry', () => {
  it('shows every event of a licence with who did it', async () => {
    const license = await issue(11_000);
    await call('PATCH', `/api/licenses/${license._id}/account-number`, owner, {
      accountNumber: 11_001,
      reason: 'moved',
    });
    await expect
      .poll(
        async () => (await call('GET', `/api/licenses/${license._id}/events`, admin)).json().events.length,
      )
      .toBe(2);
    const { events } = (await call('GET', `/api/licenses/${license._id}/events`, admin)).json();
    expect(events[0]).toMatchObject({
      type: 'LicenceIssued',
      actor: `admin:${admin.id}`,
      actorUsername: expect.stringMatching(/^boss/),
    });
    expect(events[1]).toMatchObject({
      type: 'AccountNumberChanged',
      actor: `user:${owner.id}`,
      data: { from: 11_000, to: 11_001, changedBy: 'user', reason: 'moved' },
    });
  });

  it('expires a licence once its time has passed, once', async () => {
    const license = await issue(12_000);
    const db = createKysely<ReadModels>(t.database.pool);
    await expect
      .poll(async () =>
        (await call('GET', '/api/licenses', admin))
          .json()
          .licenses.some((l: { _id: string }) => l._id === license._id),
      )
      .toBe(true);
    const later = () => new Date(Date.parse(license.expiresAt) + 1_000);
    expect(await expireDueLicences({ store: t.store, db, clock: later })).toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        async () =>
          (await call('GET', `/api/licenses/${license._id}/events`, admin)).json().events.at(-1).type,
      )
      .toBe('LicenceExpired');
    await expireDueLicences({ store: t.store, db, clock: later });
    const types = (await call('GET', `/api/licenses/${license._id}/events`, admin))
      .json()
      .events.map((e: { type: string }) => e.type);
    expect(types.filter((type: string) => type === 'LicenceExpired')).toHaveLength(1);
  });
});

describe('R5: who may do what', () => {
  it("hides another user's licence from reads and changes, and keeps admin routes for admins", async () => {
    const license = await issue(13_000);
    const id = license._id;
    const strangerChange = await call('PATCH', `/api/licenses/${id}/account-number`, stranger, {
      accountNumber: 13_001,
    });
    expect(strangerChange.statusCode).toBe(404);
    expect(strangerChange.json().error).toBe(LICENCE_MESSAGES.notFound);
    await expect
      .poll(async () => (await call('GET', `/api/licenses/${id}/account-history`, owner)).statusCode)
      .toBe(200);
    expect((await call('GET', `/api/licenses/${id}/account-history`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/users/me', stranger)).json().licenses).toEqual([]);

    const adminOnly: Array<['GET' | 'POST' | 'PATCH', string, object?]> = [
      ['GET', '/api/licenses'],
      ['GET', '/api/users'],
      ['POST', '/api/licenses', { userId: stranger.id, accountNumber: 1 }],
      ['PATCH', `/api/licenses/${id}`, { status: 'revoked' }],
      ['PATCH', `/api/licenses/${id}/account-number/admin`, { accountNumber: 13_002 }],
      ['GET', `/api/licenses/${id}/events`],
    ];
    for (const [method, url, payload] of adminOnly) {
      expect((await call(method, url, owner, payload)).statusCode, `${method} ${url} as owner`).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url} anonymous`).toBe(
        401,
      );
    }
    const { events } = (await call('GET', `/api/licenses/${id}/events`, admin)).json();
    expect(events.map((e: { type: string }) => e.type)).toEqual(['LicenceIssued']);
  });
});
