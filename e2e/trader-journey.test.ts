// A trader buys from the dashboard and renews, in real Chromium against `npm start` with its dev chain:
// the inline purchase with a plan other than Starter, a checkout whose QR code (read back from a screenshot)
// is the exact payment request, a reload and a return through Your Orders, the dev wallet's payment, the
// success screen's copy button and the receipt email; then Renew on the licence card, which keeps the key,
// moves the expiry on by the plan and says so on screen and by email.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { callApi, signIn, signUpVerified } from './support/journey.js';
import { readQrCode } from './support/qr-code.js';
import { type RunningShop, startShop } from './support/shop.js';

const TRADER = { username: 'walletpayer', email: 'wallet.payer@example.com', password: 'Tr4ding!Robot' };
const DAY_MS = 86_400_000;
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop({ BSC_CONFIRMATIONS: '2', CHAIN_POLL_SECONDS: '0.5' });
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Pays the order on the page from the dev wallet and waits for the success screen. */
async function payFromDevWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: "I've Sent the Payment" }).click();
  await page.getByRole('button', { name: 'Pay with the dev wallet (development chain only)' }).click();
  await expect.poll(() => page.getByLabel('Transaction Hash').inputValue()).toMatch(/^0x[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Payment Successful!' }).count(), { timeout: 60_000 })
    .toBe(1);
}

const orderIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!;

/** The order's status as the API answers its owner, once the read model holds it. */
async function orderStatus(page: Page, orderId: string) {
  const token = await page.evaluate<string>('localStorage.getItem("token") ?? ""');
  // biome-ignore lint/suspicious/noExplicitAny: the answer is checked by the assertions that use it.
  let payment: Record<string, any> | undefined;
  await expect
    .poll(async () => {
      payment = (await callApi(shop, `/api/payments/orders/${orderId}`, undefined, token)).payment;
      return payment !== undefined;
    })
    .toBe(true);
  return payment!;
}

it.skipIf(skipReason !== undefined)(
  skipReason ?? 'buys inline with a wallet QR code, survives a reload, pays, gets the receipt, then renews',
  async () => {
    await signUpVerified(shop, TRADER);
    const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 1440, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    const page = await context.newPage();
    await signIn(page, TRADER.email, TRADER.password);

    // Inline purchase on the dashboard, with the Elite plan instead of the default Starter.
    await page.getByRole('button', { name: 'Purchase Your First License' }).click();
    await page.getByRole('radio', { name: /Elite Plan - 6 Months/ }).check();
    await expect.poll(() => page.getByRole('radio', { name: /BEP20/ }).isChecked()).toBe(true);
    await page.getByLabel('MT5 Account Number').fill('55501234');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
    const orderId = orderIdOf(page);

    const payment = await orderStatus(page, orderId);
    expect(payment).toMatchObject({
      planName: 'Elite Plan - 6 Months',
      amountBaseUnits: '234000000000000000000',
    });
    // EIP-681: the dev chain's USDT contract on chain 56, the order's address, the amount in base units.
    expect(payment.paymentRequest.qrData).toMatch(
      new RegExp(
        `^ethereum:0x[0-9a-fA-F]{40}@56/transfer\\?address=${payment.paymentAddress}&uint256=234000000000000000000$`,
      ),
    );
    await expect
      .poll(() => readQrCode(page, page.getByTestId('payment-qr')))
      .toBe(payment.paymentRequest.qrData);
    await expect.poll(() => page.getByText('234.00 USDT').count()).toBeGreaterThan(0);

    // A reload keeps the checkout; so does coming back through Your Orders.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Payment Info' }).count()).toBe(1);
    await expect.poll(() => page.getByText(payment.paymentAddress).count()).toBeGreaterThan(0);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Continue payment for the Elite Plan - 6 Months order' }).click();
    await page.waitForURL(`**/payment/${orderId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Payment Info' }).count()).toBe(1);

    await payFromDevWallet(page);
    await expect.poll(() => page.getByText('New license').count()).toBe(1);
    const key = (await page.locator('code.licence-key').textContent())!.trim();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.getByText('Copied!').count()).toBeGreaterThan(0);
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(key);

    const paid = await orderStatus(page, orderId);
    const receipt = await shop.mailbox.next(TRADER.email, /^Payment confirmed/);
    expect(receipt.text).toContain(key);
    expect(receipt.text).toContain(paid.transactionHash);
    expect(receipt.text).toContain('New license');

    // Renew from the licence card: same key, a month more.
    const before = paid.license.expiresAt as string;
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Renew' }).click();
    await expect.poll(() => page.getByRole('heading', { name: `Renew License ${key}` }).count()).toBe(1);
    await page.getByRole('radio', { name: /Starter Plan - 1 Month/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
    const renewalId = orderIdOf(page);
    expect(renewalId).not.toBe(orderId);
    await payFromDevWallet(page);
    await expect.poll(() => page.getByText(/^Renewed – valid until/).count()).toBe(1);
    expect((await page.locator('code.licence-key').textContent())!.trim()).toBe(key);

    const renewed = await orderStatus(page, renewalId);
    expect(renewed.license).toEqual({
      licenseKey: key,
      expiresAt: new Date(Date.parse(before) + 30 * DAY_MS).toISOString(),
      renewed: true,
    });
    const renewalReceipt = await shop.mailbox.next(TRADER.email, /^Payment confirmed: your Starter/);
    expect(renewalReceipt.text).toContain(
      `Your payment is confirmed and your license ${key} has been renewed.`,
    );
    await context.close();
  },
  240_000,
);
