// A customer asks for a refund of a paid order from the dashboard; the admin approves it in the Finance tab
// with the refund's transaction hash; the customer's licence shows revoked and the order refunded, and the
// Finance tab shows the refund entry and the totals: real Chromium against the stack `npm start` runs.
// TRC20 needs a node to take orders, so TRON_API_URL points at a port where nothing listens: the order can
// be placed, its payment stays under verification, and the admin confirms it by hand.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_EXTENDED_PUBLIC_KEYS } from '../infra/src/payments/payment-addresses.js';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { callApi, signIn, signUpVerified } from './support/journey.js';
import { type RunningShop, startShop } from './support/shop.js';

const ADMIN = { email: 'treasurer@example.com', password: 'Tr3asurer!Chief' };
const CUSTOMER = {
  username: 'refundcustomer',
  email: 'refund.customer@example.com',
  password: 'Tr4ding!Robot',
};
const PAYMENT_TX = 'a1'.repeat(32);
const REFUND_TX = 'b2'.repeat(32);

let shop: RunningShop;
let browser: Browser;

async function signedIn(identifier: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: shop.url })).newPage();
  await signIn(page, identifier, password);
  return page;
}

/** A verified customer whose starter order was paid (confirmed by the admin) and whose licence was issued. */
async function aPaidOrder(adminToken: string): Promise<{ orderId: string; licenseKey: string }> {
  await signUpVerified(shop, CUSTOMER);
  const customer = await callApi(shop, '/api/users/login', {
    email: CUSTOMER.email,
    password: CUSTOMER.password,
  });
  const placed = await callApi(
    shop,
    '/api/payments/orders',
    {
      planType: 'starter',
      planDuration: '1month',
      accountNumber: 5550123,
      network: 'TRC20',
      discountCode: null,
    },
    customer.token,
  );
  expect(placed).toMatchObject({ success: true, order: { network: 'TRC20', amount: 49 } });
  const orderId: string = placed.order.orderId;
  expect(
    await callApi(shop, '/api/payments/submit', { orderId, transactionHash: PAYMENT_TX }, customer.token),
  ).toMatchObject({ success: true });
  expect(
    await callApi(
      shop,
      `/api/admin/payments/${orderId}/confirm`,
      { reason: 'Seen on Tronscan by hand' },
      adminToken,
    ),
  ).toMatchObject({ success: true, message: 'Payment confirmed' });
  let licenseKey: string | undefined;
  await expect
    .poll(
      async () => {
        const { payment } = await callApi(shop, `/api/payments/orders/${orderId}`, undefined, customer.token);
        licenseKey = payment?.license?.licenseKey;
        return payment?.status;
      },
      { timeout: 15_000 },
    )
    .toBe('completed');
  return { orderId, licenseKey: licenseKey! };
}

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRON_API_URL: 'http://127.0.0.1:9',
    // A node needs its watch-only key; a test may name the development key explicitly.
    TRC20_XPUB: DEV_EXTENDED_PUBLIC_KEYS.TRC20,
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it.skipIf(skipReason !== undefined)(
  skipReason ??
    'a customer asks for a refund, the admin approves it, the licence is revoked and the books show it',
  async () => {
    const admin = await callApi(shop, '/api/users/login', ADMIN);
    const { orderId, licenseKey } = await aPaidOrder(admin.token);

    // The customer asks for the refund from the dashboard.
    const customerPage = await signedIn(CUSTOMER.email, CUSTOMER.password);
    const licence = customerPage.getByRole('article', { name: licenseKey });
    await expect.poll(() => licence.getByText('Active', { exact: true }).count()).toBe(1);
    const orders = customerPage.getByRole('region', { name: 'Your Orders' });
    const order = orders.getByRole('row').filter({ hasText: 'Starter Plan - 1 Month' });
    await expect.poll(() => order.count()).toBe(1);
    await order.getByRole('button', { name: 'Request Refund' }).click();
    const request = customerPage.getByRole('dialog', { name: 'Request Refund' });
    await expect.poll(() => request.getByText(/7-day money-back guarantee/).count()).toBe(1);
    await request.getByLabel('Reason (optional)').fill('The robot does not suit my broker');
    await request.getByRole('button', { name: 'Request Refund' }).click();
    await expect.poll(() => orders.getByText(/Your refund request has been received/).count()).toBe(1);
    await expect.poll(() => order.getByText('Refund requested').count()).toBe(1);

    // The admin finds it among the open problems of the Finance tab and approves it.
    const adminPage = await signedIn(ADMIN.email, ADMIN.password);
    await adminPage.getByRole('tab', { name: 'Finance' }).click();
    const finance = adminPage.getByRole('tabpanel', { name: 'Finance' });
    const problem = finance
      .getByRole('region', { name: 'Open Problems' })
      .getByRole('row')
      .filter({ hasText: orderId });
    await expect
      .poll(
        async () => {
          if ((await problem.count()) === 0) await finance.getByRole('button', { name: 'Refresh' }).click();
          return problem.getByText('Refund requested').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect.poll(() => problem.getByText('The robot does not suit my broker').count()).toBe(1);
    await problem.getByRole('button', { name: 'Approve' }).click();
    const approval = adminPage.getByRole('dialog', { name: 'Approve Refund' });
    await approval.getByLabel('Refund Transaction Hash').fill(REFUND_TX);
    await approval.getByLabel('Note (optional)').fill('Sent from the shop wallet');
    await approval.getByRole('button', { name: 'Approve Refund' }).click();
    await expect.poll(() => finance.getByText('Refund approved').count()).toBe(1);

    // The books: the refund entry, negative, and totals of 49 in, 49 out, nothing net.
    const ledger = finance.getByRole('region', { name: 'Ledger' });
    const refundRow = ledger.getByRole('row').filter({ hasText: 'Refund' }).filter({ hasText: '-49.00 USD' });
    const totals = finance.getByRole('region', { name: 'Totals' });
    const total = (label: string) =>
      totals.locator('div').filter({ has: adminPage.getByText(label, { exact: true }) });
    await expect
      .poll(
        async () => {
          if ((await refundRow.count()) === 0) await finance.getByRole('button', { name: 'Refresh' }).click();
          return refundRow.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect.poll(() => refundRow.getByText(CUSTOMER.username).count()).toBe(1);
    await expect.poll(() => refundRow.getByText('Starter Plan - 1 Month').count()).toBe(1);
    await expect
      .poll(() =>
        ledger.getByRole('row').filter({ hasText: 'Payment' }).filter({ hasText: '49.00 USD' }).count(),
      )
      .toBe(1);
    await expect.poll(() => total('Gross revenue').locator('dd').textContent()).toBe('49.00 USD');
    await expect.poll(() => total('Refunded').locator('dd').textContent()).toBe('49.00 USD');
    await expect.poll(() => total('Net revenue').locator('dd').textContent()).toBe('0.00 USD');
    await expect.poll(() => total('Payments').locator('dd').textContent()).toBe('1');
    await expect.poll(() => total('Refunds').locator('dd').textContent()).toBe('1');

    // The customer's dashboard: the licence revoked, the order refunded with the refund's transaction.
    await expect
      .poll(
        async () => {
          await customerPage.reload();
          await licence.waitFor();
          return licence.getByText('Revoked', { exact: true }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect.poll(() => order.getByText('Refunded', { exact: true }).count()).toBe(1);
    await expect
      .poll(() => order.getByRole('link', { name: /refund transaction/ }).getAttribute('href'))
      .toBe(`https://tronscan.org/#/transaction/${REFUND_TX}`);
  },
  180_000,
);
