// The trader's dashboard in real Chromium at 1440 and 375 px against `npm start`, with three licences and
// five orders (two of them renewals paid on the dev chain): the page never scrolls sideways and no two
// controls overlap, also with a renewal open under a licence card; full-page screenshots are kept in
// e2e/artifacts/dashboard.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../infra/src/testing/eventually.js';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { callApi, signInByApi, signUpVerified } from './support/journey.js';
import { type LayoutReport, layoutReport } from './support/layout-report.js';
import { type RunningShop, startShop } from './support/shop.js';
import { adminEnvironment, testAdmin } from './support/two-factor.js';

const ADMIN = testAdmin('dashboard.admin@example.com', 'D4shboard!Admin');
const TRADER = { username: 'narrowtrader', email: 'narrow.trader@example.com', password: 'N4rrow!Trader' };
const ARTIFACTS = new URL('./artifacts/dashboard/', import.meta.url);
const LICENCE_ACCOUNTS = [61_001, 61_002, 61_003];
const ORDERS = [
  { planType: 'starter', planDuration: '1month', accountNumber: 62_001, network: 'BEP20', pay: false },
  { planType: 'popular', planDuration: '3months', accountNumber: 62_002, network: 'BEP20', pay: false },
  { planType: 'elite', planDuration: '6months', accountNumber: 62_003, network: 'BEP20', pay: false },
  { planType: 'starter', planDuration: '1month', accountNumber: 61_001, network: 'BEP20', pay: true },
  { planType: 'professional', planDuration: '12months', accountNumber: 61_002, network: 'BEP20', pay: true },
] as const;

let shop: RunningShop;
let browser: Browser;
let token: string;

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop(adminEnvironment(ADMIN));
  await signUpVerified(shop, TRADER);
  const trader = await callApi(shop, '/api/users/login', { email: TRADER.email, password: TRADER.password });
  token = trader.token;
  const admin = await signInByApi(shop, ADMIN);
  for (const accountNumber of LICENCE_ACCOUNTS) {
    const issued = await callApi(
      shop,
      '/api/licenses',
      { userId: trader.user._id, accountNumber },
      admin.token,
    );
    expect(issued).toMatchObject({ success: true });
  }
  for (const { pay, ...order } of ORDERS) {
    // Placing needs the verified email in the users read model, which may trail the verification.
    const refusals = new Set<string>();
    const orderId = await eventually(
      async () => {
        const answer = await callApi(shop, '/api/payments/orders', order, token);
        if (!answer.success) refusals.add(answer.error);
        return answer.success ? (answer.order.orderId as string) : undefined;
      },
      {
        what: `an order for account ${order.accountNumber}`,
        intervalMs: 1_000,
        explain: () => [...refusals].join('; '),
      },
    );
    if (pay) await payOnDevChain(orderId);
  }
  browser = await launchChromium();
  await mkdir(ARTIFACTS, { recursive: true });
}, 300_000);

/** Pays the order from the dev wallet and submits the transaction as its proof. */
async function payOnDevChain(orderId: string) {
  const paid = await callApi(shop, '/api/payments/dev-pay', { orderId }, token);
  expect(paid).toMatchObject({ success: true });
  const proof = await callApi(
    shop,
    '/api/payments/submit',
    { orderId, transactionHash: paid.transactionHash },
    token,
  );
  expect(proof).toMatchObject({ success: true });
}

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function dashboardAt(width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width, height: 900 } });
  await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)})`);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect.poll(() => page.getByRole('article').count()).toBe(LICENCE_ACCOUNTS.length);
  const orders = page.getByRole('region', { name: 'Your Orders' });
  await expect.poll(() => orders.locator('tbody tr').count()).toBe(ORDERS.length);
  // The paid ones completed, with their licence link and Request Refund (the list is fetched on each visit).
  const paid = ORDERS.filter((order) => order.pay).length;
  await expect
    .poll(
      async () => {
        const completed = await orders.getByRole('button', { name: 'Request Refund' }).count();
        if (completed < paid) await page.reload();
        return completed;
      },
      { timeout: 60_000 },
    )
    .toBe(paid);
  return page;
}

function describeProblems(report: LayoutReport): string[] {
  return [
    ...(report.sideways > 0 ? [`the page scrolls ${report.sideways} px sideways`] : []),
    ...report.overlaps.map(([a, b]) => `controls overlap: ${a} / ${b}`),
  ];
}

describe.skipIf(skipReason !== undefined)(skipReason ?? "the trader's dashboard", () => {
  for (const width of [1440, 375]) {
    it(`at ${width} px fits the viewport with its orders and with a renewal open`, async () => {
      const page = await dashboardAt(width);
      const problems = describeProblems(await layoutReport(page)).map((problem) => `dashboard: ${problem}`);
      await page.screenshot({ path: new URL(`dashboard-${width}.png`, ARTIFACTS).pathname, fullPage: true });

      await page.getByRole('article').first().getByRole('button', { name: 'Renew' }).click();
      const renewal = page.getByRole('region', { name: /^Renew License/ });
      await renewal.getByRole('button', { name: 'Cancel' }).waitFor();
      problems.push(...describeProblems(await layoutReport(page)).map((problem) => `renewal: ${problem}`));
      await page.screenshot({ path: new URL(`renewal-${width}.png`, ARTIFACTS).pathname, fullPage: true });

      await page.context().close();
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
