// A licence owner changes the account number from the dashboard with a reason, and an admin finds
// that change in the licence's history: real Chromium against the stack started as `npm start`.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { type RunningShop, startShop } from './support/shop.js';

const ADMIN = { email: 'chief@example.com', password: 'Ch1ef!Password' };
const OWNER = { username: 'licenceowner', email: 'licence.owner@example.com', password: 'Tr4ding!Robot' };

let shop: RunningShop;
let browser: Browser;

// biome-ignore lint/suspicious/noExplicitAny: answers are checked by the assertions that use them.
async function api(path: string, body: object, token?: string): Promise<any> {
  const response = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it.skipIf(skipReason !== undefined)(
  skipReason ?? 'an owner changes the account number with a reason; the admin sees it in the history',
  async () => {
    // Arrange through the API: a verified user holding a licence issued by the admin.
    await api('/api/users', OWNER);
    const link = /verify-email\?token=(\S+)/.exec((await shop.mailbox.next(OWNER.email)).text)![1]!;
    await api('/api/users/verify-email', { token: decodeURIComponent(link) });
    const owner = await api('/api/users/login', { email: OWNER.email, password: OWNER.password });
    const admin = await api('/api/users/login', ADMIN);
    const issued = await api('/api/licenses', { userId: owner.user._id, accountNumber: 31337 }, admin.token);
    expect(issued).toMatchObject({ success: true, license: { accountNumber: 31337 } });

    const page = await (await browser.newContext({ baseURL: shop.url })).newPage();
    await signIn(page, OWNER.email, OWNER.password);
    await expect.poll(() => page.getByText(issued.license.licenseKey).count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New Account Number').fill('424242');
    await dialog.getByLabel(/Reason/).fill('Moved to a new broker');
    await dialog.getByRole('button', { name: /Change Account Number|Save|Confirm/ }).click();
    await expect.poll(() => page.getByText('Account number changed successfully').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('424242').count()).toBeGreaterThan(0);

    const adminPage = await (await browser.newContext({ baseURL: shop.url })).newPage();
    await signIn(adminPage, ADMIN.email, ADMIN.password);
    await adminPage.getByRole('tab', { name: 'Licenses' }).click();
    const row = adminPage.getByRole('row').filter({ hasText: issued.license.licenseKey });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.getByRole('button', { name: 'History' }).click();
    const history = adminPage.getByRole('dialog');
    await expect
      .poll(() => history.getByText('Moved to a new broker').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await history.getByText(/31337/).count()).toBeGreaterThan(0);
    expect(await history.getByText(/424242/).count()).toBeGreaterThan(0);
  },
  90_000,
);
