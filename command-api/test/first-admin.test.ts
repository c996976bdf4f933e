import { createLogger, deriveAppKeys, loadConfig } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/users/first-admin.js';
import { createPasswordHasher } from '../src/users/passwords.js';
import { createRegistration } from '../src/users/registration.js';
import { reportFirstAdmin } from '../src/users/report-first-admin.js';
import { createSessionTokens } from '../src/users/sessions.js';
import { totpCode } from '../src/users/two-factor/totp.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const logger = createLogger({ level: 'silent', pretty: false });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: '10.3.0.1',
  });

function service() {
  const keys = deriveAppKeys('test-secret-'.repeat(4));
  return createRegistration({
    store: t.store,
    keys,
    passwords: createPasswordHasher(4),
    sessions: createSessionTokens(keys.sessionKey, 'http://shop.test', 1),
    clock: () => new Date(),
  });
}

it('generates one admin with a printed password, once, and the password works', async () => {
  const options = { store: t.store, accounts: service(), admin: undefined, logger, now: () => new Date() };
  const first = await ensureFirstAdmin(options);
  expect(first).toMatchObject({ created: true, username: 'admin', email: 'admin@localhost.localdomain' });
  expect(await ensureFirstAdmin(options)).toEqual({ created: false });

  const printed: string[] = [];
  reportFirstAdmin(first, (line) => {
    printed.push(line);
  });
  const password = first.created ? first.generatedPassword! : '';
  expect(printed.join('')).toContain(password);
  const response = await login('admin@localhost.localdomain', password);
  expect(response.statusCode).toBe(200);
  expect(response.json().user.roles).toEqual(['admin', 'user']);
});

it('creates the configured admin, even with a password the policy would refuse, and promotes an existing user', async () => {
  const accounts = service();
  const configured = await ensureFirstAdmin({
    store: t.store,
    accounts,
    admin: { email: 'owner@example.com', password: 'admin123' },
    logger,
    now: () => new Date(),
  });
  expect(configured).toMatchObject({ created: true, username: 'admin2', generatedPassword: undefined });
  expect((await login('owner@example.com', 'admin123')).json().user.roles).toEqual(['admin', 'user']);

  await accounts.register(
    { username: 'promoted', email: 'promoted@example.com', password: 'Tr4ding!Robot', emailVerified: true },
    {
      actor: 'anonymous',
      correlationId: 'c',
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  );
  const promoted = await ensureFirstAdmin({
    store: t.store,
    accounts,
    admin: { email: 'PROMOTED@example.com', password: 'ignored' },
    logger,
    now: () => new Date(),
  });
  expect(promoted).toEqual({ created: false });
  expect((await login('promoted@example.com', 'Tr4ding!Robot')).json().user.roles).toEqual(['admin', 'user']);
});

it('enrols the authenticator app of ADMIN_TOTP_SECRET: the password asks for its code, which signs in', async () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const admin = { email: 'scripted@example.com', password: 'Scr1pted!Admin', totpSecret: secret };
  const options = { store: t.store, accounts: service(), admin, logger, now: () => new Date() };
  expect(await ensureFirstAdmin(options)).toMatchObject({ created: true });
  // A restart with another secret keeps the app already set up.
  await ensureFirstAdmin({ ...options, admin: { ...admin, totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' } });

  const step = (await login(admin.email, admin.password)).json();
  expect(step).toMatchObject({ twoFactorRequired: true, methods: ['totp'] });
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/users/login/two-factor',
    payload: { challengeToken: step.challengeToken, code: totpCode(secret, t.clock.now) },
    remoteAddress: '10.3.0.1',
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const auth = { authorization: `Bearer ${signedIn.json().token}` };
  await eventually(
    async () => (await t.app.inject({ method: 'GET', url: '/api/users', headers: auth })).statusCode,
    {
      what: 'the admin panel open to the scripted admin',
      accept: (status) => status === 200,
    },
  );
});

it('refuses an ADMIN_TOTP_SECRET that is not base32 or too short, saying why', () => {
  const admin = { ADMIN_EMAIL: 'scripted@example.com', ADMIN_PASSWORD: 'Scr1pted!Admin' };
  expect(() => loadConfig({ ...admin, ADMIN_TOTP_SECRET: 'not-base32-at-all-0189-0189-0189' })).toThrow(
    /ADMIN_TOTP_SECRET.*must be base32/,
  );
  expect(() => loadConfig({ ...admin, ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' })).toThrow(
    /ADMIN_TOTP_SECRET.*at least 128 bits/,
  );
  // Spaces, padding and lower case, as apps and generators print secrets, are fine.
  const spaced = 'jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp====';
  expect(loadConfig({ ...admin, ADMIN_TOTP_SECRET: spaced }).admin?.totpSecret).toBe(
    'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  );
});
