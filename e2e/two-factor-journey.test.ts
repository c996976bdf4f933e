// An admin without a second factor (the shop's first admin, no ADMIN_TOTP_SECRET) signs in and is sent to
// set up an authenticator app: the QR code, read back from a screenshot, holds the setup key shown beside
// it; the first code confirms it, the recovery codes are shown once, and the admin panel opens. Eleven
// minutes later on the shop's clock (the dev chain's movable clock), approving a refund asks for a code
// again before it goes through. Real Chromium against `npm start` with its dev chain (BEP20); the setup,
// the recovery codes and the step-up dialog are checked at 1440 and 375 px and kept as screenshots.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readDevPayToken } from '../chain-watcher/src/dev-chain/dev-pay-token.js';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { callApi } from './support/journey.js';
import { readQrCode } from './support/qr-code.js';
import { aPaidOrder, devRefund, refundProblem } from './support/refunds.js';
import { type RunningShop, startShop } from './support/shop.js';
import { freshTotpCode } from './support/two-factor.js';

const ADMIN = { email: 'first.admin@example.com', password: 'F1rst!Admin-Chief' };
const CUSTOMER = { username: 'stepupcustomer', email: 'step.up@example.com', password: 'Tr4ding!Robot' };
const ELEVEN_MINUTES_MS = 11 * 60_000;
const ARTIFACTS = new URL('./artifacts/two-factor/', import.meta.url);

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BSC_CONFIRMATIONS: '2',
    CHAIN_POLL_SECONDS: '0.5',
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/**
 * The screen as it stands at 1440 and at 375 px: nothing scrolls sideways, and a full-page screenshot
 * of each goes to e2e/artifacts/two-factor/ for people to look at.
 */
async function atBothWidths(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'))
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: new URL(`${name}-${width}.png`, ARTIFACTS).pathname, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Moves the shop's clock forward (POST /api/dev/clock with the dev chain's token from its data folder). */
async function advanceShopClock(ms: number): Promise<void> {
  const { token } = (await readDevPayToken(shop.dataDir))!;
  const response = await fetch(`${shop.url}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-dev-token': token },
    body: JSON.stringify({ advanceMinutes: ms / 60_000 }),
  });
  expect(response.status).toBe(200);
}

async function enrolsAtFirstSignIn(page: Page): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/account/security' && url.search === '?setup=required');
  await expect
    .poll(() =>
      page.getByText('Admins must set up two-factor authentication before using the admin panel.').count(),
    )
    .toBe(1);
  // The console itself refuses until then, on the server too.
  const token = await page.evaluate<string | null>('localStorage.getItem("token")');
  expect(await callApi(shop, '/api/users', undefined, token ?? undefined)).toMatchObject({
    code: 'TWO_FACTOR_SETUP_REQUIRED',
  });

  await page.getByRole('button', { name: 'Set up', exact: true }).click();
  const enrolment = page.getByRole('region', { name: 'Set up authenticator app' });
  const shownKey = (await enrolment.locator('code').textContent())!.replace(/\s/g, '');
  // "Scanning": the QR code holds the otpauth address of that same key.
  const qr = enrolment.getByRole('img', { name: 'QR code for your authenticator app' });
  await qr.scrollIntoViewIfNeeded();
  let scanned: string | undefined;
  await expect
    .poll(async () => {
      scanned = await readQrCode(page, qr);
      return scanned;
    })
    .toMatch(/^otpauth:\/\/totp\//);
  const secret = new URL(scanned!).searchParams.get('secret')!;
  expect(secret).toBe(shownKey);
  await atBothWidths(page, 'setup');

  await enrolment.getByLabel('Code from the app').fill(await freshTotpCode(secret));
  await enrolment.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('region', { name: 'Recovery codes' });
  await expect.poll(() => codes.getByText(/^[a-z2-9]{5}-[a-z2-9]{5}$/).count()).toBe(10);
  await atBothWidths(page, 'recovery-codes');
  await codes.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect.poll(() => codes.count()).toBe(0);
  return secret;
}

it.skipIf(skipReason !== undefined)(
  skipReason ??
    'an admin is sent to set up an authenticator app at first sign-in, reaches the panel, and a refund approval 11 minutes later asks for a code again',
  async () => {
    const { orderId, customerToken } = await aPaidOrder(shop, CUSTOMER);
    expect(
      await callApi(shop, `/api/payments/orders/${orderId}/refund`, { reason: 'Not for me' }, customerToken),
    ).toMatchObject({ success: true });

    const page = await (
      await browser.newContext({ baseURL: shop.url, viewport: { width: 1440, height: 900 } })
    ).newPage();
    const secret = await enrolsAtFirstSignIn(page);
    await page.goto('/admin/overview');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Overview' }).count()).toBe(1);

    // Eleven minutes on: the second factor proved at setup is too old for a refund approval.
    await advanceShopClock(ELEVEN_MINUTES_MS);
    await page.goto('/admin/finance');
    const problem = await refundProblem(page, page, orderId);
    const refundTx = await devRefund(shop, orderId);
    await problem.getByRole('button', { name: 'Approve' }).click();
    const approval = page.getByRole('dialog', { name: 'Approve Refund' });
    await approval.getByLabel('Refund Transaction Hash').fill(refundTx);
    await approval.getByRole('button', { name: 'Approve Refund' }).click();

    const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect.poll(() => stepUp.count()).toBe(1);
    await atBothWidths(page, 'step-up');
    await stepUp.getByLabel('Authentication code').fill(await freshTotpCode(secret, ELEVEN_MINUTES_MS));
    // The sixth digit sends it.
    await expect.poll(() => stepUp.count()).toBe(0);
    await expect.poll(() => page.getByText('Refund approved').count()).toBeGreaterThan(0);
  },
  240_000,
);
