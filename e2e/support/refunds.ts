// A paid order to refund, arranged through the shop's API on its dev chain (BEP20), and the dev tool
// that sends a refund's money back (`npm run dev:refund`).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi, signUpVerified } from './journey.js';
import type { RunningShop } from './shop.js';

/** A verified customer whose BEP20 starter order was paid from the dev wallet and whose licence was issued. */
export async function aPaidOrder(
  shop: RunningShop,
  account: { username: string; email: string; password: string },
): Promise<{ orderId: string; licenseKey: string; customerToken: string }> {
  await signUpVerified(shop, account);
  const customer = await callApi(shop, '/api/users/login', {
    email: account.email,
    password: account.password,
  });
  // Placing needs the verified email in the users read model, which may trail the verification by a
  // moment on a loaded machine: ask until the order is placed.
  let placed: { success: boolean; order: { orderId: string; network: string; amount: number } } | undefined;
  await expect
    .poll(async () => {
      placed = await callApi(
        shop,
        '/api/payments/orders',
        { planType: 'starter', planDuration: '1month', accountNumber: 5550123, network: 'BEP20' },
        customer.token,
      );
      return placed?.success;
    })
    .toBe(true);
  expect(placed).toMatchObject({ success: true, order: { network: 'BEP20', amount: 49 } });
  const orderId = placed!.order.orderId;
  expect(await callApi(shop, '/api/payments/dev-pay', { orderId }, customer.token)).toMatchObject({
    success: true,
  });
  let licenseKey: string | undefined;
  await expect
    .poll(
      async () => {
        const { payment } = await callApi(shop, `/api/payments/orders/${orderId}`, undefined, customer.token);
        licenseKey = payment?.license?.licenseKey;
        return payment?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  return { orderId, licenseKey: licenseKey!, customerToken: customer.token };
}

/** `npm run dev:refund -- <orderId>` against the running shop: the hash it prints. */
export async function devRefund(shop: RunningShop, orderId: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'scripts/dev-refund.ts', orderId],
    { env: { ...process.env, DATA_DIR: shop.dataDir } },
  );
  const hash = /transaction (0x[0-9a-f]{64})/.exec(stdout)?.[1];
  if (!hash) throw new Error(`npm run dev:refund printed no transaction: ${stdout}`);
  return hash;
}

/**
 * The order's row among Finance's open problems, once it shows the refund request (pressing Refresh
 * until the list has it); `scope` is the Finance section or the page.
 */
export async function refundProblem(page: Page, scope: Locator | Page, orderId: string): Promise<Locator> {
  const problem = scope
    .getByRole('region', { name: 'Open Problems' })
    .getByRole('row')
    .filter({ hasText: orderId });
  await expect
    .poll(
      async () => {
        if ((await problem.count()) === 0) await page.getByRole('button', { name: 'Refresh' }).click();
        return problem.getByText('Refund requested').count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  return problem;
}
