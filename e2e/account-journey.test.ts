// A person's first visit, in a real Chromium against the real stack started as `npm start` does:
// sign up → open the email → verify → log in → dashboard → log out.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
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

it.skipIf(skipReason !== undefined)(
  skipReason ?? 'signs up, verifies by email, logs in, reaches the dashboard and logs out',
  async () => {
    const page = await browser.newPage({ baseURL: shop.url });
    const email = `journey${Date.now()}@example.com`;

    await page.goto('/signup');
    await page.getByLabel('Username').fill('journeyman');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Tr4ding!Robot');
    await page.getByLabel('Confirm Password').fill('Tr4ding!Robot');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/email-verification-pending');
    await expect.poll(() => page.getByText(email).count()).toBeGreaterThan(0);

    const mail = await shop.mailbox.next(email, /Verify/);
    const link = /http:\/\/localhost:\d+\/verify-email\?token=\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await expect
      .poll(() => page.getByText('Email verified successfully! You can now log in.').count())
      .toBe(1);
    await page.waitForURL('**/login');

    await page.getByLabel('Email or Username').fill(email);
    await page.getByLabel('Password').fill('Tr4ding!Robot');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(/journeyman/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate('localStorage.getItem("token")')).toMatch(/^ey/);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.evaluate('localStorage.getItem("token")')).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  },
  60_000,
);
