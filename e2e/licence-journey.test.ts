// A licence owner changes the account number from the dashboard with a reason, and an admin finds
// that change in the licence's history: real Chromium against the stack started as `npm start`.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { callApi, signIn, signInByApi, signUpVerified } from './support/journey.js';
import { type RunningShop, startShop } from './support/shop.js';
import { adminEnvironment, testAdmin } from './support/two-factor.js';

const ADMIN = testAdmin('chief@example.com', 'Ch1ef!Password');
const OWNER = { username: 'licenceowner', email: 'licence.owner@example.com', password: 'Tr4ding!Robot' };

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop(adminEnvironment(ADMIN));
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
    await signUpVerified(shop, OWNER);
    const owner = await callApi(shop, '/api/users/login', { email: OWNER.email, password: OWNER.password });
    const admin = await signInByApi(shop, ADMIN);
    const issued = await callApi(
      shop,
      '/api/licenses',
      { userId: owner.user._id, accountNumber: 31337 },
      admin.token,
    );
    expect(issued).toMatchObject({ success: true, license: { accountNumber: 31337 } });

    const page = await (await browser.newContext({ baseURL: shop.url })).newPage();
    await signIn(page, OWNER.email, OWNER.password);
    await expect.poll(() => page.getByText(issued.license.licenseKey).count()).toBe(1);
    await page.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New Account Number').fill('424242');
    await dialog.getByLabel(/Reason/).fill('Moved to a new broker');
    await dialog.getByRole('button', { name: /Change Account Number|Save|Confirm/ }).click();
    await expect.poll(() => page.getByText('Account number changed successfully').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('424242').count()).toBeGreaterThan(0);

    const adminPage = await (await browser.newContext({ baseURL: shop.url })).newPage();
    await signIn(adminPage, ADMIN.email, ADMIN.password, ADMIN.totpSecret);
    await adminPage.getByRole('tab', { name: 'Licenses' }).click();
    const row = adminPage.getByRole('row').filter({ hasText: issued.license.licenseKey });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /^More actions/ }).click();
    await adminPage.getByRole('menuitem', { name: 'History' }).click();
    const history = adminPage.getByRole('dialog');
    await expect.poll(() => history.getByText('Moved to a new broker').count()).toBeGreaterThan(0);
    await expect.poll(() => history.getByText(/31337/).count()).toBeGreaterThan(0);
    await expect.poll(() => history.getByText(/424242/).count()).toBeGreaterThan(0);
  },
  90_000,
);
