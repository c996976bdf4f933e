// A licence owner changes the account number from the dashboard with a reason, and an admin finds
// that change in the licence's history: real Chromium against the stack started as `npm start`.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestMailbox, type TestMailbox } from '../infra/src/testing/smtp-mailbox.js';
import { ctrlC, npmStart, type StartedShop, waitForHealth } from '../scripts/testing/npm-start.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipReason =
  existsSync(CHROMIUM) || process.env.CI
    ? undefined
    : `Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`;
const ADMIN = { email: 'chief@example.com', password: 'Ch1ef!Password' };
const OWNER = { username: 'licenceowner', email: 'licence.owner@example.com', password: 'Tr4ding!Robot' };

let dataDir: string;
let mailbox: TestMailbox;
let shop: StartedShop;
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
  dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  await chmod(dataDir, 0o755);
  mailbox = await startTestMailbox();
  shop = await npmStart({
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  await waitForHealth(shop.url, 30_000);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (shop) await ctrlC(shop);
  await mailbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it.skipIf(skipReason !== undefined)(
  skipReason ?? 'an owner changes the account number with a reason; the admin sees it in the history',
  async () => {
    // Arrange through the API: a verified user holding a licence issued by the admin.
    await api('/api/users', OWNER);
    const link = /verify-email\?token=(\S+)/.exec((await mailbox.next(OWNER.email)).text)![1]!;
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
