// What the browser journeys share: calling the running shop's API to arrange a scene, making a verified
// account through the real sign-up mail, and signing in through the login page.
import type { Page } from 'playwright-core';
import type { RunningShop } from './shop.js';
import { freshTotpCode, type TestAdmin } from './two-factor.js';

/** POST with a body, GET without; the answer's JSON (the assertions that use it check it). */
// biome-ignore lint/suspicious/noExplicitAny: answers are checked by the assertions that use them.
export async function callApi(shop: RunningShop, path: string, body?: object, token?: string): Promise<any> {
  const response = await fetch(`${shop.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

/** Signs up and follows the verification link the shop mails; resolves once the account is verified. */
export async function signUpVerified(
  shop: RunningShop,
  account: { username: string; email: string; password: string },
): Promise<void> {
  const registered = await callApi(shop, '/api/users', account);
  if (!registered.success) throw new Error(`sign-up failed: ${registered.error}`);
  const link = /verify-email\?token=(\S+)/.exec((await shop.mailbox.next(account.email)).text)![1]!;
  const verified = await callApi(shop, '/api/users/verify-email', { token: decodeURIComponent(link) });
  if (!verified.success) throw new Error(`verification failed: ${verified.error}`);
}

const signedInPage = (url: URL) => url.pathname === '/dashboard' || url.pathname === '/admin/overview';

/**
 * Signs in on the login page and waits for the dashboard. With `totpSecret` (an admin's), the second
 * step is answered with a code of its authenticator app.
 */
export async function signIn(
  page: Page,
  identifier: string,
  password: string,
  totpSecret?: string,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (totpSecret) await answerSecondStep(page, totpSecret);
  // Owners land on their dashboard; admins go on from there to the admin console's first section.
  await page.waitForURL(signedInPage);
}

/** Types a fresh code of the authenticator app into the login's second step, which sends itself at the sixth digit. */
export async function answerSecondStep(page: Page, totpSecret: string): Promise<void> {
  await page.getByLabel('Authentication code').fill(await freshTotpCode(totpSecret));
}

/** Signs an admin in through the API, answering the second step: the session's answer (token, user). */
// biome-ignore lint/suspicious/noExplicitAny: answers are checked by the assertions that use them.
export async function signInByApi(shop: RunningShop, admin: TestAdmin): Promise<any> {
  const login = await callApi(shop, '/api/users/login', { email: admin.email, password: admin.password });
  if (!login.twoFactorRequired) return login;
  return callApi(shop, '/api/users/login/two-factor', {
    challengeToken: login.challengeToken,
    code: await freshTotpCode(admin.totpSecret),
  });
}
