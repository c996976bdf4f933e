// BEP20 payments end to end against a real anvil chain with a deployed ERC-20: orders placed and
// proofs submitted over HTTP, the watcher's rounds, the fulfilment reactor, the status call.
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { ORDER_MESSAGES, orderStream, REJECTION_MESSAGES } from '@shop/domain';
import { createKysely, type RecordedEvent, START } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { orderFulfilmentReactor, type ReadModels } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from '../../command-api/test/helpers/sessions.js';
import { createTestApp, type TestApp } from '../../command-api/test/helpers/test-app.js';
import { startTestChain, type TestChain } from '../src/testing/anvil-chain.js';
import { startTcpProxy, type TcpProxy } from '../src/testing/tcp-proxy.js';
import type { NetworkWatcher } from '../src/watcher/network-watcher.js';
import { createBscTestWatcher } from './helpers/bsc-watcher.js';
import { buyerDriver } from './helpers/buyer.js';

const CONFIRMATIONS = 3;
const USDT = 10n ** 18n;

let t: TestApp;
let chain: TestChain;
let proxy: TcpProxy;
let watcher: NetworkWatcher;
let buyer: Session;
let admin: Session;

beforeAll(async () => {
  chain = await startTestChain();
  // The watcher reaches the node through a proxy the outage test can cut.
  proxy = await startTcpProxy(new URL(chain.rpcUrl));
  t = await createTestApp({
    env: {
      BSC_RPC_URL: chain.rpcUrl,
      BEP20_USDT_CONTRACT: chain.officialToken,
      BSC_CONFIRMATIONS: String(CONFIRMATIONS),
    },
  });
  [buyer, admin] = await Promise.all([signUp(t, 'bscbuyer'), signUpAdmin(t, 'bscadmin')]);
  watcher = createBscTestWatcher(t, chain, {
    rpcUrl: proxy.url,
    confirmations: CONFIRMATIONS,
    name: 'watcher-test',
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await chain?.stop();
});

const { placeOrder, submit, paymentStatus, settle } = buyerDriver(() => ({ t, buyer, watcher }), {
  network: 'BEP20',
  plan: { planType: 'popular', planDuration: '3months' },
  firstAccountNumber: 8_100_000,
  addressBlock: 77,
});

/** Sends `token` (the official USDT by default) to the order's address: its amount plus `extra` base units. */
const pay = (
  order: { paymentAddress: string; amountBaseUnits: string },
  token = chain.officialToken,
  extra = 0n,
) => chain.transfer(token, order.paymentAddress, BigInt(order.amountBaseUnits) + extra);

/** Runs `work` with the app's clock moved to `at`, then puts it back. */
async function withClockAt<T>(at: Date, work: () => Promise<T>): Promise<T> {
  const saved = t.clock.now;
  t.clock.now = at;
  try {
    return await work();
  } finally {
    t.clock.now = saved;
  }
}

async function orderEvents(orderId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of t.store.readStream(orderStream(orderId))) events.push(event);
  return events;
}

describe('BEP20 payment verification on a real chain', () => {
  it('completes an exactly paid order once confirmed and delivers a licence', async () => {
    const order = await placeOrder();
    const hash = await pay(order);
    await submit(order.orderId, hash);
    await chain.mine(CONFIRMATIONS);
    const payment = await settle(order.orderId, 'completed');
    expect(payment).toMatchObject({
      status: 'completed',
      transactionHash: hash,
      confirmations: expect.any(Number),
      confirmationsRequired: CONFIRMATIONS,
      statusMessage: null,
      license: { licenseKey: expect.stringMatching(/^[A-Z0-9-]+$/), expiresAt: expect.any(String) },
    });
    expect(payment.confirmations).toBeGreaterThanOrEqual(CONFIRMATIONS);
    const licences = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: buyer.auth });
    expect(JSON.stringify(licences.json())).toContain((payment.license as { licenseKey: string }).licenseKey);

    // A replay of the order's events (a rebuild, a restore) issues and delivers nothing twice.
    const reactor = orderFulfilmentReactor({
      store: t.store,
      db: createKysely<ReadModels>(t.database.pool),
      clock: () => t.clock.now,
    });
    const replayed = await orderEvents(order.orderId);
    const replay = async () => {
      for (const event of replayed) if (reactor.eventTypes.includes(event.type)) await reactor.handle(event);
    };
    await replay();
    await replay();
    const after = await orderEvents(order.orderId);
    expect(after.map((event) => event.type)).toEqual(replayed.map((event) => event.type));
    const issued: RecordedEvent[] = [];
    for (const event of await t.store.readAll(START, { limit: 100_000 })) {
      if (event.type === 'LicenceIssued' && (event.data as { orderId: string }).orderId === order.orderId) {
        issued.push(event);
      }
    }
    expect(issued).toHaveLength(1);
  });

  it('keeps an order verifying with its confirmations until enough blocks are mined', async () => {
    const order = await placeOrder();
    const hash = await pay(order);
    await submit(order.orderId, hash);
    await settle(order.orderId, 'verifying');
    await watcher.round();
    const early = await paymentStatus(order.orderId);
    expect(early).toMatchObject({
      status: 'verifying',
      confirmations: 1,
      confirmationsRequired: CONFIRMATIONS,
    });
    await chain.mine(CONFIRMATIONS - 1);
    await settle(order.orderId, 'completed');
  });

  it('holds an underpayment for an admin, who confirms it with a reason', async () => {
    const order = await placeOrder();
    const short = BigInt(order.amountBaseUnits) - USDT;
    const hash = await chain.transfer(chain.officialToken, order.paymentAddress, short);
    await submit(order.orderId, hash);
    await chain.mine(CONFIRMATIONS);
    const held = await settle(order.orderId, 'underpaid');
    expect(held.statusMessage).toBe(
      'We received 131.00 USDT of the 132.00 USDT due. Send the missing 1.00 USDT to the same address to complete your order; our team also reviews it.',
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=underpaid',
      headers: admin.auth,
    });
    expect(list.json().payments).toContainEqual(
      expect.objectContaining({
        orderId: order.orderId,
        receivedBaseUnits: short.toString(),
        status: 'underpaid',
      }),
    );
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${order.orderId}/confirm`,
      headers: admin.auth,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(ORDER_MESSAGES.reasonRequired);
    const byBuyer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${order.orderId}/confirm`,
      headers: buyer.auth,
      payload: { reason: 'I paid' },
    });
    expect(byBuyer.statusCode).toBe(403);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${order.orderId}/confirm`,
      headers: admin.auth,
      payload: { reason: 'Customer paid the last dollar in cash' },
    });
    expect(confirmed.json()).toMatchObject({ success: true, message: PAYMENT_MESSAGES.confirmed });
    await settle(order.orderId, 'completed');
    const events = await orderEvents(order.orderId);
    expect(events.find((event) => event.type === 'PaymentConfirmed')).toMatchObject({
      data: { confirmedBy: admin.id, reason: 'Customer paid the last dollar in cash' },
      metadata: { actor: `user:${admin.id}` },
    });
  });

  it('rejects a token with the same symbol at another address', async () => {
    const order = await placeOrder();
    const hash = await pay(order, chain.fakeToken);
    await submit(order.orderId, hash);
    await chain.mine(CONFIRMATIONS);
    const failed = await settle(order.orderId, 'failed');
    expect(failed.statusMessage).toBe(REJECTION_MESSAGES.wrong_token);
  });

  it('accepts an overpayment and flags the surplus in the ledger', async () => {
    const order = await placeOrder();
    const hash = await pay(order, chain.officialToken, 5n * USDT);
    await submit(order.orderId, hash);
    await chain.mine(CONFIRMATIONS);
    await settle(order.orderId, 'completed');
    expect(
      (await orderEvents(order.orderId)).find((event) => event.type === 'PaymentConfirmed'),
    ).toMatchObject({
      data: { overpaidBaseUnits: (5n * USDT).toString(), confirmedBy: 'chain' },
    });
  });

  it('gives a failed order’s discount use back', async () => {
    const code = 'ONCEONLY';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: admin.auth,
      payload: {
        code,
        description: 'One use',
        type: 'fixed',
        value: 10,
        usageLimit: 1,
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    const order = await placeOrder(undefined, { discountCode: code });
    expect(order.amountBaseUnits).toBe((122n * USDT).toString());
    const hash = await pay(order, chain.fakeToken);
    await submit(order.orderId, hash);
    await chain.mine(CONFIRMATIONS);
    await settle(order.orderId, 'failed');
    // The only use is free again once the reactor has released it.
    let attempt = 0;
    await eventually(
      async () => {
        attempt += 1;
        const again = await t.app.inject({
          method: 'POST',
          url: '/api/payments/orders',
          headers: buyer.auth,
          remoteAddress: `10.79.0.${attempt}`,
          payload: {
            planType: 'popular',
            planDuration: '3months',
            accountNumber: 8_199_999,
            network: 'BEP20',
            discountCode: code,
          },
        });
        return again.statusCode;
      },
      { what: 'an order with the freed discount use', accept: (status) => status === 201, intervalMs: 50 },
    );
  });

  it('rejects a transfer to another address, and frees the hash for the order it pays', async () => {
    const mine = await placeOrder();
    const theirs = await placeOrder();
    const hash = await pay(theirs);
    await submit(mine.orderId, hash);
    await chain.mine(CONFIRMATIONS);
    const failed = await settle(mine.orderId, 'failed');
    expect(failed.statusMessage).toBe(REJECTION_MESSAGES.wrong_recipient);
    // Discovery finds the transfer to the other order's address once the hash is free again.
    await settle(theirs.orderId, 'completed');
  });

  it('rejects a reverted transaction', async () => {
    const order = await placeOrder();
    const hash = await chain.sendRevertingTransfer(chain.officialToken, order.paymentAddress, 10n ** 40n);
    await submit(order.orderId, hash);
    await chain.mine(CONFIRMATIONS);
    const failed = await settle(order.orderId, 'failed');
    expect(failed.statusMessage).toBe(REJECTION_MESSAGES.failed_transaction);
  });

  it('rejects a transaction older than the order', async () => {
    // The app's clock places the order ten minutes after the block that pays it.
    await withClockAt(new Date(Date.now() + 10 * 60_000), async () => {
      const order = await placeOrder();
      await submit(order.orderId, await pay(order));
      await chain.mine(CONFIRMATIONS);
      const failed = await settle(order.orderId, 'failed');
      expect(failed.statusMessage).toBe(REJECTION_MESSAGES.outside_window);
    });
  });

  it('finds a payment nobody submitted by scanning open orders, and renews the licence of the same account', async () => {
    const first = await placeOrder();
    const firstHash = await pay(first);
    await chain.mine(CONFIRMATIONS);
    const delivered = await settle(first.orderId, 'completed');
    expect(delivered.transactionHash).toBe(firstHash);

    const renewal = await placeOrder(first.accountNumber);
    await pay(renewal);
    await chain.mine(CONFIRMATIONS);
    const renewed = await settle(renewal.orderId, 'completed');
    const before = delivered.license as { licenseKey: string; expiresAt: string };
    const after = renewed.license as { licenseKey: string; expiresAt: string };
    expect(after.licenseKey).toBe(before.licenseKey);
    expect(Date.parse(after.expiresAt) - Date.parse(before.expiresAt)).toBe(90 * 86_400_000);
  });

  it('rejects a hash the node never knew once the wait is over', async () => {
    const order = await placeOrder();
    await submit(order.orderId, `0x${'9'.repeat(64)}`);
    await settle(order.orderId, 'verifying');
    await watcher.round();
    expect(await paymentStatus(order.orderId)).toMatchObject({ status: 'verifying', confirmations: 0 });
    await withClockAt(new Date(t.clock.now.getTime() + 11 * 60_000), async () => {
      const failed = await settle(order.orderId, 'failed');
      expect(failed.statusMessage).toBe(REJECTION_MESSAGES.not_found);
    });
  });

  it('survives the node disappearing mid-verification and completes exactly once', async () => {
    const order = await placeOrder();
    const hash = await pay(order);
    await submit(order.orderId, hash);
    await settle(order.orderId, 'verifying');
    proxy.down();
    await chain.mine(CONFIRMATIONS);
    for (let i = 0; i < 3; i += 1) {
      expect((await watcher.round()).unavailable).toMatch(/BSC node/);
    }
    expect(await paymentStatus(order.orderId)).toMatchObject({ status: 'verifying' });
    proxy.up();
    await settle(order.orderId, 'completed');
    for (let i = 0; i < 3; i += 1) await watcher.round();
    const types = (await orderEvents(order.orderId)).map((event) => event.type);
    expect(types.filter((type) => type === 'PaymentConfirmed')).toHaveLength(1);
    expect(types.filter((type) => type === 'LicenceDelivered')).toHaveLength(1);
  });
});
