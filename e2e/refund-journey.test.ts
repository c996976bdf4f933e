// A customer asks for a refund of a paid order from the dashboard; the admin sends the money back from the
// dev wallet (`npm run dev:refund`) and approves the refund in the Finance tab with that transaction's hash;
// the customer sees "Refund sent, verifying", and once the chain watcher has verified the transaction the
// licence shows revoked, the order refunded, and the Finance tab the refund entry and the totals: real
// Chromium against the stack `npm start` runs, with its embedded dev chain (BEP20).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { signIn } from './support/journey.js';
import { aPaidOrder, devRefund, refundProblem } from './support/refunds.js';
import { type RunningShop, startShop } from './support/shop.js';
import { adminEnvironment, testAdmin } from './support/two-factor.js';

const ADMIN = testAdmin('treasurer@example.com', 'Tr3asurer!Chief');
const CUSTOMER = {
  username: 'refundcustomer',
  email: 'refund.customer@example.com',
  password: 'Tr4ding!Robot',
};

let shop: RunningShop;
let browser: Browser;

async function signedIn(identifier: string, password: string, totpSecret?: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: shop.url })).newPage();
  await signIn(page, identifier, password, totpSecret);
  return page;
}

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop({
    ...adminEnvironment(ADMIN),
    BSC_CONFIRMATIONS: '2',
    CHAIN_POLL_SECONDS: '0.5',
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it.skipIf(skipReason !== undefined)(
  skipReason ??
    'a customer asks for a refund, the admin sends it and approves it, the chain verifies it, the licence is revoked and the books show it',
  async () => {
    const { orderId, licenseKey } = await aPaidOrder(shop, CUSTOMER);

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
    const adminPage = await signedIn(ADMIN.email, ADMIN.password, ADMIN.totpSecret);
    await adminPage.getByRole('tab', { name: 'Finance' }).click();
    const finance = adminPage.getByRole('tabpanel', { name: 'Finance' });
    const problem = await refundProblem(adminPage, finance, orderId);
    await expect.poll(() => problem.getByText('The robot does not suit my broker').count()).toBe(1);
    // The money goes back from the dev wallet first; its hash goes into the approval.
    const refundTx = await devRefund(shop, orderId);
    await problem.getByRole('button', { name: 'Approve' }).click();
    const approval = adminPage.getByRole('dialog', { name: 'Approve Refund' });
    await approval.getByLabel('Refund Transaction Hash').fill(refundTx);
    await approval.getByLabel('Note (optional)').fill('Sent from the shop wallet');
    await approval.getByRole('button', { name: 'Approve Refund' }).click();
    await expect.poll(() => finance.getByText('Refund approved').count()).toBe(1);

    // Sent, not yet refunded, until the chain watcher has verified the transaction (poll: it may be quick).
    const refundCell = () => order.getByRole('cell').last();
    await customerPage.reload();
    await expect
      .poll(async () => (await refundCell().textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/^(Refund sent, verifying|Refunded.*)$/);

    // The books: the refund entry, negative, and totals of 49 in, 49 out, nothing net.
    const ledger = finance.getByRole('region', { name: 'Ledger' });
    const refundRow = ledger.getByRole('row').filter({ hasText: 'Refund' }).filter({ hasText: '-49.00 USD' });
    const totals = finance.getByRole('region', { name: 'Totals' });
    const total = (label: string) =>
      totals.locator('div').filter({ has: adminPage.getByText(label, { exact: true }) });
    await expect
      .poll(
        async () => {
          if ((await refundRow.count()) === 0)
            await adminPage.getByRole('button', { name: 'Refresh' }).click();
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
    await expect
      .poll(
        async () => {
          await customerPage.reload();
          await order.waitFor();
          return order.getByText('Refunded', { exact: true }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect
      .poll(() => order.getByRole('link', { name: /refund transaction/ }).getAttribute('href'))
      .toBe(`https://bscscan.com/tx/${refundTx}`);
  },
  180_000,
);
