// A trader picks a plan on the landing page, logs in, and gets an order with its own payment
// address, the amount and a running 30-minute countdown: real Chromium against `npm start`.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { type RunningShop, startShop } from './support/shop.js';

const TRADER = { username: 'planbuyer', email: 'plan.buyer@example.com', password: 'Tr4ding!Robot' };
let shop: RunningShop;
let browser: Browser;

async function post(path: string, body: object) {
  const response = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<{ success: boolean }>;
}

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop();
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it.skipIf(skipReason !== undefined)(
  skipReason ??
    'chooses a plan on the landing page, logs in, and gets an order with address, amount and countdown',
  async () => {
    await post('/api/users', TRADER);
    const link = /verify-email\?token=(\S+)/.exec((await shop.mailbox.next(TRADER.email)).text)![1]!;
    expect(await post('/api/users/verify-email', { token: decodeURIComponent(link) })).toMatchObject({
      success: true,
    });

    const page = await browser.newPage({ baseURL: shop.url });
    await page.goto('/');
    const plans = page.getByRole('region', { name: 'Choose Your Plan' });
    await plans
      .getByRole('article', { name: 'Popular Plan - 3 Months' })
      .getByRole('link', { name: 'Get Started' })
      .click();

    await page.waitForURL('**/login');
    await page.getByLabel('Email or Username').fill(TRADER.email);
    await page.getByLabel('Password').fill(TRADER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/payment');
    await expect.poll(() => page.getByText('Popular Plan - 3 Months').count()).toBeGreaterThan(0);

    await page.getByLabel('MT5 Account Number').fill('87654321');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const address = page.locator('code').filter({ hasText: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ });
    await expect.poll(() => address.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByText(/132(\.00)?/).count()).toBeGreaterThan(0);

    const timer = page.getByRole('timer');
    const first = await timer.textContent();
    expect(first).toMatch(/^(29|30):\d\d$/);
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(await page.getByRole('button', { name: "I've Sent the Payment" }).count()).toBe(1);
  },
  90_000,
);
