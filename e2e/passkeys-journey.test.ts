// Passkeys in a real Chromium with a virtual authenticator (the DevTools protocol's WebAuthn domain)
// against the real stack: add one in Account settings, sign out, sign in with the password and the
// passkey as the second factor, sign out, sign in with the passkey alone, then remove it.
// WebAuthn needs a secure context: the page is on http://localhost, which PUBLIC_URL names too.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { callApi, signUpVerified } from './support/journey.js';
import { type RunningShop, startShop } from './support/shop.js';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop();
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A platform authenticator that holds discoverable credentials and verifies the person at once. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  /** The credentials the authenticator holds. */
  return async () => (await devtools.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL('**/login');
}

/** Signed in: the login page sends the person back to where they signed out (here Account settings). */
async function signedIn(page: Page) {
  await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/account');
  await expect.poll(() => page.evaluate('localStorage.getItem("token")')).toMatch(/^ey/);
  const token = (await page.evaluate('localStorage.getItem("token")')) as string;
  return (await callApi(shop, '/api/users/me/security', undefined, token)).security.sessions[0];
}

async function typePassword(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

it.skipIf(skipReason !== undefined)(
  skipReason ?? 'adds a passkey, signs in with it as the second factor and alone, and removes it',
  async () => {
    const account = {
      username: `passkeyjourney${Date.now() % 100_000}`,
      email: `passkeys${Date.now()}@example.com`,
      password: 'Tr4ding!Robot',
    };
    await signUpVerified(shop, account);
    const context = await browser.newContext({ baseURL: shop.url });
    const page = await context.newPage();
    const credentials = await addVirtualAuthenticator(context, page);

    await typePassword(page, account.username, account.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByLabel('Passkey name').fill('Journey laptop');
    await page.getByRole('button', { name: 'Add passkey' }).click();
    await expect
      .poll(() => page.getByText('Passkey "Journey laptop" added').count(), { timeout: 15_000 })
      .toBe(1);
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expect.poll(() => list.getByText('Journey laptop').count()).toBe(1);
    expect(await credentials()).toEqual([
      expect.objectContaining({ isResidentCredential: true, signCount: 1 }),
    ]);
    await signOut(page);

    // The password, then the passkey as the second factor.
    await typePassword(page, account.username, account.password);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    expect(await signedIn(page)).toMatchObject({ method: 'password', secondFactorAt: expect.any(String) });
    await signOut(page);

    // The passkey alone: the authenticator offers the credential it holds for this site.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect(await signedIn(page)).toMatchObject({ method: 'passkey' });
    expect(await credentials()).toEqual([expect.objectContaining({ signCount: 3 })]);

    await page.goto('/account');
    await expect.poll(() => list.getByText(/Last used/).count()).toBe(1);
    await page.getByRole('button', { name: 'Remove Journey laptop' }).click();
    await page.getByRole('button', { name: 'Remove passkey' }).click();
    await expect.poll(() => page.getByText('Passkey removed').count()).toBe(1);
    await expect.poll(() => page.getByText(/No passkeys yet/).count()).toBe(1);
    await context.close();
  },
  120_000,
);
