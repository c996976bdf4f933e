// The check purchases will use: signed in, and the email verified; otherwise the spec's flags.
import { ACCOUNT_MESSAGES } from '@shop/command-api/contracts';
import { usernameReservation } from '@shop/infra';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findOwner } from '../src/users/directory.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      app.post('/api/test/purchase', { onRequest: app.requireVerifiedEmail }, async () => ({
        success: true,
      }));
    },
  });
});
afterAll(async () => t?.close());

const purchase = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/test/purchase', headers: { authorization: `Bearer ${token}` } });

it('lets a verified user through and stops an unverified one with emailVerificationRequired and userEmail', async () => {
  const account = { username: 'buyer', email: 'buyer@example.com', password: 'Tr4ding!Robot' };
  await t.app.inject({ method: 'POST', url: '/api/users', payload: account });
  const userId = (await findOwner(t.store, usernameReservation('buyer')))!;
  // An unverified account cannot log in, so its session is made directly.
  const unverifiedSession = await t.app.sessions.issue({ userId, generation: 0 }, new Date());
  const refused = await purchase(unverifiedSession);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({
    success: false,
    error: ACCOUNT_MESSAGES.verifyBeforePurchase,
    emailVerificationRequired: true,
    userEmail: 'buyer@example.com',
  });

  const token = decodeURIComponent(/token=(\S+)/.exec((await t.mailbox.next(account.email)).text)![1]!);
  await t.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
  await expect.poll(async () => (await purchase(unverifiedSession)).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/api/test/purchase' })).statusCode).toBe(401);
});
