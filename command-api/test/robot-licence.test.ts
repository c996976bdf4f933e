// The robot's licence check: each reason, the signed token verified with the published keys.
import { eventually } from '@shop/infra/testing';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let adminAuth: { authorization: string };
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [admin, owner] = await Promise.all([signUpAdmin(t, 'robotadmin'), signUp(t, 'robotowner')]);
  adminAuth = admin.auth;
  ownerId = owner.id;
}, 60_000);
afterAll(async () => t?.close());

async function issue(accountNumber: number) {
  const license = (
    await t.app.inject({
      method: 'POST',
      url: '/api/licenses',
      headers: adminAuth,
      payload: { userId: ownerId, accountNumber },
    })
  ).json().license;
  // The check reads the licences read model, which follows within moments.
  await eventually(() => check(license.licenseKey, accountNumber), {
    what: 'the new licence known to the licence check',
    accept: (answer) => answer.reason !== 'UNKNOWN_KEY',
  });
  return license;
}

async function check(licenseKey: string, accountNumber: number | string, remoteAddress = '10.20.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/robot/licence/check',
    payload: { licenseKey, accountNumber, eaVersion: '2.4.1' },
    remoteAddress,
  });
  return response.json();
}

it('answers valid with a token signed by the published EdDSA key, for the key as people type it', async () => {
  const license = await issue(4242);
  const answer = await check(license.licenseKey.toLowerCase().replaceAll('-', ' '), '4242');
  expect(answer).toMatchObject({
    success: true,
    valid: true,
    message: 'License is valid',
    expiresAt: license.expiresAt,
  });
  expect(Date.parse(answer.cacheUntil)).toBeLessThanOrEqual(Date.now() + 6 * 3_600_000 + 1_000);

  const jwks = (await t.app.inject({ method: 'GET', url: '/api/robot/licence/jwks.json' })).json();
  expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
  expect(jwks.keys[0].d).toBeUndefined();
  const { payload, protectedHeader } = await jwtVerify(answer.token, createLocalJWKSet(jwks), {
    audience: 'mt5-robot',
    issuer: 'http://shop.test',
  });
  expect(protectedHeader.alg).toBe('EdDSA');
  expect(payload).toMatchObject({
    sub: license._id,
    key: license.licenseKey,
    acc: 4242,
    ver: '2.4.1',
    valid: true,
  });
  expect(payload.exp).toBe(Math.floor(Date.parse(answer.cacheUntil) / 1000));
});

it('says why a check fails: unknown key, another account, revoked, expired', async () => {
  expect(await check('AAAAA-BBBBB-CCCCC-DDDDD', 1)).toEqual({
    success: true,
    valid: false,
    reason: 'UNKNOWN_KEY',
    message: 'Unknown license key',
  });

  const license = await issue(5151);
  expect(await check(license.licenseKey, 5152)).toMatchObject({
    valid: false,
    reason: 'OTHER_ACCOUNT',
    message: 'This license is bound to another account number',
  });

  const realNow = t.clock.now;
  t.clock.now = new Date(Date.parse(license.expiresAt) + 1_000);
  try {
    expect(await check(license.licenseKey, 5151)).toMatchObject({
      valid: false,
      reason: 'EXPIRED',
      message: 'This license has expired',
    });
  } finally {
    t.clock.now = realNow;
  }

  await t.app.inject({
    method: 'PATCH',
    url: `/api/licenses/${license._id}`,
    headers: adminAuth,
    payload: { status: 'revoked' },
  });
  await expect.poll(async () => (await check(license.licenseKey, 5151)).reason).toBe('REVOKED');
  expect((await check(license.licenseKey, 5151)).token).toBeUndefined();
});

it('refuses malformed checks and limits checks per address', async () => {
  const bad = await t.app.inject({
    method: 'POST',
    url: '/api/robot/licence/check',
    payload: { licenseKey: 'x', accountNumber: -1, eaVersion: '1' },
    remoteAddress: '10.20.9.9',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe('Please enter a valid account number');
  const statuses: number[] = [];
  for (let i = 0; i < 61; i += 1)
    statuses.push(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/robot/licence/check',
          payload: { licenseKey: 'AAAAA-BBBBB-CCCCC-DDDDD', accountNumber: 1, eaVersion: '1' },
          remoteAddress: '10.20.8.8',
        })
      ).statusCode,
    );
  expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
});
