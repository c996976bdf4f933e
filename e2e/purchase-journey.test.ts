// A trader picks a plan on the landing page, logs in, gets an order with its own payment address,
// the amount and a running countdown, pays it on the dev chain from the dev wallet, and ends on the
// success screen with a licence key that is then on the dashboard: real Chromium against `npm start`
// with its embedded dev chain (TRC20 has no node here, so BEP20 is the default choice).
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
  shop = await startShop({ BSC_CONFIRMATIONS: '2', CHAIN_POLL_SECONDS: '0.5' });
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it.skipIf(skipReason !== undefined)(
  skipReason ?? 'chooses a plan, logs in, pays on the dev chain and finds the licence on the dashboard',
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
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/payment');
    await expect.poll(() => page.getByText('Popular Plan - 3 Months').count()).toBeGreaterThan(0);

    await expect.poll(() => page.getByRole('radio', { name: /TRC20/ }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('radio', { name: /BEP20/ }).isChecked()).toBe(true);
    await page.getByLabel('MT5 Account Number').fill('87654321');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const address = page.locator('code').filter({ hasText: /^0x[0-9a-fA-F]{40}$/ });
    await expect.poll(() => address.count()).toBe(1);
    await expect.poll(() => page.getByText(/132(\.00)?/).count()).toBeGreaterThan(0);

    const timer = page.getByRole('timer');
    const first = await timer.textContent();
    expect(first).toMatch(/^(29|30):\d\d$/);
    await expect.poll(() => timer.textContent()).not.toBe(first);
    await page.getByRole('button', { name: "I've Sent the Payment" }).click();

    await page.getByRole('button', { name: 'Pay with the dev wallet (development chain only)' }).click();
    const hash = page.getByLabel('Transaction Hash');
    await expect.poll(() => hash.inputValue()).toMatch(/^0x[0-9a-f]{64}$/);
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await expect.poll(() => page.getByText('Verification').count()).toBeGreaterThan(0);

    const licenceKey = page.locator('code.licence-key');
    await expect.poll(() => licenceKey.count(), { timeout: 40_000 }).toBe(1);
    const key = (await licenceKey.textContent())!.trim();
    expect(key).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)+$/);

    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(key).count()).toBeGreaterThan(0);
  },
  120_000,
);
