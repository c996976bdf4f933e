// Forged, stale and misplaced session tokens: every one is refused with 401 and the spec's words before
// it reaches any data (the demoted admin's valid session gets the 403 of admin routes), and none appends an event.
import { randomBytes, randomUUID } from 'node:crypto';
import { eventually } from '@shop/infra/testing';
import fc from 'fast-check';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/contracts/users.js';
import { type Session, signUp, signUpAdmin } from '../helpers/sessions.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { PASSWORD } from './fixture.js';

const t: TestApp = await createTestApp();
afterAll(() => t.close());
const [admin, owner] = [await signUpAdmin(t, 'jwtadmin'), await signUp(t, 'jwtowner')];
const ownerEmail = `${owner.username}@example.com`;
const { sessionKey } = t.app.deps.keys;

/** Calls that hand out a user's data, an admin's data, and one that writes. */
const TARGETS = [
  { method: 'GET', url: '/api/users/me' },
  { method: 'GET', url: '/api/users' },
  { method: 'POST', url: '/api/tickets', payload: { subject: 'Forged', description: 'Should never land' } },
] as const;

const SESSION_EXPIRED = { code: 'SESSION_INVALID', error: ACCOUNT_MESSAGES.sessionExpired };
const NO_SESSION = { code: 'AUTHENTICATION_REQUIRED', error: ACCOUNT_MESSAGES.authenticationRequired };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (segment: string) => JSON.parse(Buffer.from(segment, 'base64url').toString());
const [ownerHeader, ownerPayload, ownerSignature] = owner.token.split('.') as [string, string, string];
const claims = decode(ownerPayload);

/** The owner's claims, signed by us with `alg` and `key`, after `edit`. */
function sign(key: Uint8Array, alg = 'HS256', edit: (claims: Record<string, unknown>) => object = (c) => c) {
  return new SignJWT(edit({ ...claims }) as Record<string, unknown>)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(key);
}

let calls = 0;
async function attempt(headers: Record<string, string>, target: (typeof TARGETS)[number], query = '') {
  const correlationId = `jwt-${++calls}`;
  const before = await t.store.headPosition();
  const response = await t.app.inject({
    method: target.method,
    url: `${target.url}${query}`,
    headers: { ...headers, 'x-correlation-id': correlationId },
    remoteAddress: `10.66.${calls >> 8}.${calls & 255}`,
    ...('payload' in target ? { payload: target.payload } : {}),
  });
  const appended = (await t.store.readAll(before, { limit: 1_000 })).filter(
    (event) => event.metadata.correlationId === correlationId,
  );
  return { response, appended };
}

async function expectRefused(
  headers: Record<string, string>,
  expected: { code: string; error: string },
  status = 401,
  query = '',
) {
  for (const target of TARGETS) {
    const { response, appended } = await attempt(headers, target, query);
    expect(response.statusCode, `${target.method} ${target.url}: ${response.body}`).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ success: false, ...expected });
    expect(response.body).not.toContain(ownerEmail);
    expect(appended).toEqual([]);
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

it('the genuine token reaches the owner’s data (so the refusals below are about the token)', async () => {
  const { response } = await attempt(owner.auth, TARGETS[0]);
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain(ownerEmail);
});

describe('forged tokens', () => {
  const forgeries: [string, () => Promise<string> | string][] = [
    ['alg none, no signature', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${ownerPayload}.`],
    ['alg none, original signature', () => `${base64url({ alg: 'none' })}.${ownerPayload}.${ownerSignature}`],
    ['alg NONE', () => `${base64url({ alg: 'NONE', typ: 'JWT' })}.${ownerPayload}.`],
    ['signed with another key', () => sign(randomBytes(32))],
    ['signed with the right key but HS512', () => sign(sessionKey, 'HS512')],
    [
      'signed with an attacker key carried in its own header',
      async () => {
        const { privateKey, publicKey } = await generateKeyPair('ES256');
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'ES256', jwk: await exportJWK(publicKey) })
          .sign(privateKey);
      },
    ],
    [
      'payload edited to carry the admin role, original signature',
      () =>
        `${ownerHeader}.${base64url({ ...claims, roles: ['admin'], isAdmin: true, role: 'admin' })}.${ownerSignature}`,
    ],
    [
      'payload edited to name the admin, original signature',
      () => `${ownerHeader}.${base64url({ ...claims, sub: admin.id })}.${ownerSignature}`,
    ],
    [
      'payload edited to a later session generation',
      () => `${ownerHeader}.${base64url({ ...claims, gen: claims.gen + 1 })}.${ownerSignature}`,
    ],
    [
      'expired (right key)',
      () => sign(sessionKey, 'HS256', (c) => ({ ...c, iat: 1_000_000, exp: 1_000_600 })),
    ],
    [
      'for another issuer (right key)',
      () => sign(sessionKey, 'HS256', (c) => ({ ...c, iss: 'https://evil.test' })),
    ],
    [
      'for another audience (right key)',
      () => sign(sessionKey, 'HS256', (c) => ({ ...c, aud: 'mt5-robot' })),
    ],
    ['without a session generation (right key)', () => sign(sessionKey, 'HS256', ({ gen: _gen, ...c }) => c)],
    [
      'for a user who never existed (right key)',
      () => sign(sessionKey, 'HS256', (c) => ({ ...c, sub: randomUUID() })),
    ],
    [
      'for a user id that is no id (right key)',
      () => sign(sessionKey, 'HS256', (c) => ({ ...c, sub: "x' or '1'='1" })),
    ],
    [
      'a licence-check token of the robot API',
      async () => {
        const issued = await t.app.inject({
          method: 'POST',
          url: '/api/licenses',
          headers: admin.auth,
          payload: { userId: owner.id, accountNumber: 9_100_001 },
        });
        const licenseKey = issued.json().license.licenseKey;
        const check = await eventually(
          async () =>
            (
              await t.app.inject({
                method: 'POST',
                url: '/api/robot/licence/check',
                payload: { licenseKey, accountNumber: 9_100_001, eaVersion: '1.0' },
              })
            ).json(),
          { what: 'the licence known to the robot check', accept: (answer) => Boolean(answer.token) },
        );
        return check.token as string;
      },
    ],
  ];
  it.each(forgeries)('%s: 401', async (_name, forge) => {
    await expectRefused(bearer(await forge()), SESSION_EXPIRED);
  });
});

describe('malformed tokens and other places to put them', () => {
  const malformed = ['abc', 'a.b.c', 'a.b', '...', 'x'.repeat(20_000), 'null', 'eyJhbGciOiJIUzI1NiJ9.e30.'];
  it.each(malformed.map((token) => [token.slice(0, 30), token]))('Bearer %s: 401', async (_name, token) => {
    await expectRefused(bearer(token), SESSION_EXPIRED);
  });

  const elsewhere: [string, Record<string, string>, string?][] = [
    ['no Authorization header', {}],
    ['empty Bearer', { authorization: 'Bearer ' }],
    ['two tokens', { authorization: `Bearer ${owner.token} ${owner.token}` }],
    ['no scheme', { authorization: owner.token }],
    [
      'Basic scheme with the password',
      { authorization: `Basic ${Buffer.from(`${ownerEmail}:${PASSWORD}`).toString('base64')}` },
    ],
    ['Token scheme', { authorization: `Token ${owner.token}` }],
    ['JWT scheme', { authorization: `JWT ${owner.token}` }],
    ['Bearer: with a colon', { authorization: `Bearer: ${owner.token}` }],
    ['in a cookie', { cookie: `token=${owner.token}` }],
    ['in an x-access-token header', { 'x-access-token': owner.token }],
    ['in the query string', {}, `?token=${owner.token}`],
  ];
  it.each(elsewhere)('%s: 401', async (_name, headers, query = '') => {
    await expectRefused(headers, NO_SESSION, 401, query);
  });

  it('any string in the Bearer slot is refused, never a server error', async () => {
    const segment = fc.oneof(
      fc.base64String(),
      fc.string({ unit: 'binary-ascii' }),
      fc.json().map((json) => Buffer.from(json).toString('base64url')),
    );
    const token = fc.oneof(
      fc.tuple(segment, segment, segment).map((parts) => parts.join('.')),
      fc.string({ minLength: 1, unit: 'binary-ascii' }),
    );
    await fc.assert(
      fc.asyncProperty(token, async (candidate) => {
        const printable = candidate.replace(/[^\x21-\x7e]/g, '');
        const { response, appended } = await attempt({ authorization: `Bearer ${printable}` }, TARGETS[0]);
        expect(response.statusCode).toBe(401);
        expect(appended).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('tokens that were good once', () => {
  it('every session of a user who logged out is revoked', async () => {
    const leaver = await signUp(t, 'jwtleaver');
    const secondDevice = await logIn(leaver);
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: leaver.auth });
    await expectRefused(leaver.auth, SESSION_EXPIRED);
    await expectRefused(bearer(secondDevice), SESSION_EXPIRED);
  });

  it('a password reset revokes every earlier session', async () => {
    const forgetful = await signUp(t, 'jwtforgetful');
    const email = `${forgetful.username}@example.com`;
    await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
    const token = decodeURIComponent(/token=(\S+)/.exec((await t.mailbox.next(email)).text)![1]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, newPassword: 'N3w!Password' },
    });
    expect(reset.statusCode).toBe(200);
    await expectRefused(forgetful.auth, SESSION_EXPIRED);
  });

  it('a deleted user’s token is refused', async () => {
    const gone = await signUp(t, 'jwtgone');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${gone.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    await expectRefused(gone.auth, SESSION_EXPIRED);
  });

  it('an admin whose role was taken keeps a session but no admin call (403)', async () => {
    const demoted = await signUpAdmin(t, 'jwtdemoted');
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${demoted.id}`,
      headers: admin.auth,
      payload: { roles: ['user'] },
    });
    expect(removed.statusCode).toBe(200);
    const { response } = await attempt(demoted.auth, TARGETS[1]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'ADMIN_REQUIRED' });
  });
});

async function logIn(session: Session): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username: session.username, password: PASSWORD },
    remoteAddress: '10.65.0.1',
  });
  return login.json().token;
}
