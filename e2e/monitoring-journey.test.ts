// The robot simulator that `npm start` runs feeds the showcase licence; an admin finds that robot online
// in EA Monitoring with its equity chart, and a visitor sees the same history on the landing page's
// performance chart: real Chromium against the stack started as `npm start`.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { answerSecondStep } from './support/journey.js';
import { type RunningShop, startShop } from './support/shop.js';
import { adminEnvironment, testAdmin } from './support/two-factor.js';

const ADMIN = testAdmin('watcher@example.com', 'W4tch!Robots');
/** The account number `npm start` gives its showcase licence (scripts/showcase.ts). */
const SHOWCASE_ACCOUNT = '50000001';

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

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

it.skipIf(skipReason !== undefined)(
  skipReason ?? 'the admin sees the simulated robot online with its equity chart; the landing page charts it',
  async () => {
    const admin = await newPage();
    await admin.goto('/login');
    await admin.getByLabel('Email or Username').fill(ADMIN.email);
    await admin.getByLabel('Password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In', exact: true }).click();
    await answerSecondStep(admin, ADMIN.totpSecret);
    await admin.waitForURL('**/admin/overview');
    await admin.getByRole('tab', { name: 'EA Monitoring' }).click();

    // The demo robot's first heartbeat arrives within seconds of the start; the list refreshes itself.
    const row = admin.getByRole('row').filter({ hasText: SHOWCASE_ACCOUNT });
    await expect.poll(() => row.getByText('Online').count(), { timeout: 45_000 }).toBe(1);
    await row.getByRole('button', { name: `View ${SHOWCASE_ACCOUNT}` }).click();

    // The 90-day chart draws the replayed history: a canvas under a description naming its points.
    const equity = admin.getByRole('region', { name: 'Balance & Equity' });
    const chart = equity.getByRole('img', { name: /balance/i });
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => equity.getByText('No equity data available').count()).toBe(0);
    const heartbeat = admin.getByRole('region', { name: 'Heartbeat' });
    await expect.poll(() => heartbeat.getByText('Online').count()).toBe(1);
    await expect.poll(() => heartbeat.getByText(/^\d+\.\d+\.\d+$/).count()).toBe(1);

    const visitor = await newPage();
    await visitor.goto('/');
    const performance = visitor.getByRole('figure', { name: 'Account Balance & Equity Over Time' });
    await expect.poll(() => performance.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => performance.getByText('Balance').count()).toBeGreaterThan(0);
    await expect.poll(() => performance.getByText('Equity').count()).toBeGreaterThan(0);
  },
  150_000,
);
