// TRC20 payments end to end: the real tronweb client against recorded TRON HTTP API answers served
// locally, orders and proofs over HTTP, the watcher's rounds and the fulfilment reactor.
import { REJECTION_MESSAGES } from '@shop/domain';
import { createKysely, createLogger } from '@shop/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp } from '../../command-api/test/helpers/sessions.js';
import { createTestApp, type TestApp } from '../../command-api/test/helpers/test-app.js';
import { createTronClient } from '../src/chains/tron/tron-client.js';
import type { ChainWatcherTables } from '../src/db/tables.js';
import { type RecordedTronNode, startRecordedTronNode } from '../src/testing/recorded-tron-node.js';
import { MAINNET_USDT, tronAddressFor } from '../src/testing/tron-fixtures/usdt-transfer-recording.js';
import { createBackoff } from '../src/watcher/backoff.js';
import { createNetworkWatcher, type NetworkWatcher } from '../src/watcher/network-watcher.js';
import { buyerDriver } from './helpers/buyer.js';

let t: TestApp;
let node: RecordedTronNode;
let watcher: NetworkWatcher;
let buyer: Session;
let block = 60_000_000;

beforeAll(async () => {
  node = await startRecordedTronNode();
  t = await createTestApp({ env: { TRON_API_URL: node.url } });
  buyer = await signUp(t, 'tronbuyer');
  watcher = createNetworkWatcher({
    store: t.store,
    db: createKysely<ChainWatcherTables>(t.database.pool),
    client: createTronClient({ apiUrl: node.url, usdtContract: MAINNET_USDT, timeoutMs: 2_000 }),
    clock: () => t.clock.now,
    logger: createLogger({ level: 'silent', name: 'watcher-test' }),
    notFoundMs: 10 * 60_000,
    backoff: createBackoff({ initialMs: 0, maxMs: 0 }),
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await node?.close();
});

const { placeOrder, submit, paymentStatus, settle } = buyerDriver(() => ({ t, buyer, watcher }), {
  network: 'TRC20',
  plan: { planType: 'starter', planDuration: '1month' },
  firstAccountNumber: 9_100_000,
  addressBlock: 78,
});

/** A transfer mined now, a few blocks under the head. */
function transfer(
  to: string,
  amount: bigint,
  extra: { token?: string; result?: 'SUCCESS' | 'REVERT'; solidified?: boolean; blockTime?: Date } = {},
) {
  block += 30;
  node.setHeadBlock(block + 25);
  return node.addUsdtTransfer({ to, amount, blockNumber: block, blockTime: new Date(), ...extra });
}

describe('TRC20 payment verification against recorded TRON API answers', () => {
  it('waits for solidification, then completes and delivers a licence', async () => {
    const order = await placeOrder();
    expect(order.paymentAddress).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const txid = transfer(order.paymentAddress, BigInt(order.amountBaseUnits), { solidified: false });
    await submit(order.orderId, txid);
    await watcher.round();
    await watcher.round();
    // The status call reads the orders read model, which shows the submission a moment later.
    await expect.poll(async () => (await paymentStatus(order.orderId))?.status).toBe('verifying');
    expect(await paymentStatus(order.orderId)).toMatchObject({
      status: 'verifying',
      confirmationsRequired: 19,
    });
    node.solidify(txid);
    const payment = await settle(order.orderId, 'completed');
    expect(payment).toMatchObject({ transactionHash: txid, license: { licenseKey: expect.any(String) } });
  });

  it('holds an underpayment', async () => {
    const order = await placeOrder();
    const txid = transfer(order.paymentAddress, BigInt(order.amountBaseUnits) - 500_000n);
    await submit(order.orderId, txid);
    const held = await settle(order.orderId, 'underpaid');
    expect(held.statusMessage).toBe(
      'We received 48.50 USDT of the 49.00 USDT due. Send the missing 0.50 USDT to the same address to complete your order; our team also reviews it.',
    );
  });

  it('rejects another token, another recipient, a reverted call and a transfer older than the order', async () => {
    const cases: [string, (order: { paymentAddress: string; amountBaseUnits: string }) => string][] = [
      [
        REJECTION_MESSAGES.wrong_token,
        (order) =>
          transfer(order.paymentAddress, BigInt(order.amountBaseUnits), {
            token: tronAddressFor('fake USDT'),
          }),
      ],
      [
        REJECTION_MESSAGES.wrong_recipient,
        (order) => transfer(tronAddressFor('someone else'), BigInt(order.amountBaseUnits)),
      ],
      [
        REJECTION_MESSAGES.failed_transaction,
        (order) => transfer(order.paymentAddress, BigInt(order.amountBaseUnits), { result: 'REVERT' }),
      ],
      [
        REJECTION_MESSAGES.outside_window,
        (order) =>
          transfer(order.paymentAddress, BigInt(order.amountBaseUnits), {
            blockTime: new Date(t.clock.now.getTime() - 10 * 60_000),
          }),
      ],
    ];
    for (const [message, pay] of cases) {
      const order = await placeOrder();
      await submit(order.orderId, pay(order));
      const failed = await settle(order.orderId, 'failed');
      expect(failed.statusMessage).toBe(message);
    }
  });

  it('finds a payment through TronGrid discovery when no hash was submitted', async () => {
    const order = await placeOrder();
    const txid = transfer(order.paymentAddress, BigInt(order.amountBaseUnits));
    const payment = await settle(order.orderId, 'completed');
    expect(payment.transactionHash).toBe(txid);
  });

  it('lets no zero-value or dust transfer take the order’s place before or beside the real payment', async () => {
    const order = await placeOrder();
    // Address poisoning: a zero-value transfer lands first and is seen alone by a round.
    transfer(order.paymentAddress, 0n);
    await expect.poll(async () => (await paymentStatus(order.orderId))?.status).toBe('pending');
    expect(await watcher.round()).toEqual({ changes: 0 }); // Nothing attached, nothing appended.
    // Then the payment, with dust after it, all read by the same round.
    const txid = transfer(order.paymentAddress, BigInt(order.amountBaseUnits));
    transfer(order.paymentAddress, 1n);
    const payment = await settle(order.orderId, 'completed');
    expect(payment.transactionHash).toBe(txid);
  });

  it('lets a dust transfer seen alone in an earlier round wait for the full payment', async () => {
    const order = await placeOrder();
    transfer(order.paymentAddress, 10_000n); // 0.01 USDT, read alone by the next rounds.
    await expect.poll(async () => (await paymentStatus(order.orderId))?.status).toBe('pending');
    expect(await watcher.round()).toEqual({ changes: 0 });
    expect(await watcher.round()).toEqual({ changes: 0 });
    expect(await paymentStatus(order.orderId)).toMatchObject({ status: 'pending' });
    const txid = transfer(order.paymentAddress, BigInt(order.amountBaseUnits));
    const payment = await settle(order.orderId, 'completed');
    expect(payment.transactionHash).toBe(txid);
  });

  it('keeps the order verifying through an outage and completes once the node is back', async () => {
    const order = await placeOrder();
    const txid = transfer(order.paymentAddress, BigInt(order.amountBaseUnits));
    await submit(order.orderId, txid);
    node.setOutage('down');
    await settle(order.orderId, 'verifying');
    for (const outage of ['down', 'rate-limited', 'malformed', 'hang'] as const) {
      node.setOutage(outage);
      expect((await watcher.round()).unavailable).toBeDefined();
      expect(await paymentStatus(order.orderId)).toMatchObject({ status: 'verifying' });
    }
    node.setOutage('none');
    await settle(order.orderId, 'completed');
  });
});
