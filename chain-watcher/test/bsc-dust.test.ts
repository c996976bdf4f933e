// Discovery on a real anvil chain against dust ("address poisoning"): a transfer smaller than the
// order's amount waits while a full payment may still come, and is held as underpaid only once the
// payment window has closed with nothing better.
import { orderStream } from '@shop/domain';
import { createKysely, type RecordedEvent } from '@shop/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp } from '../../command-api/test/helpers/sessions.js';
import { createTestApp, type TestApp } from '../../command-api/test/helpers/test-app.js';
import type { ChainWatcherTables } from '../src/db/tables.js';
import { startTestChain, type TestChain } from '../src/testing/anvil-chain.js';
import type { NetworkWatcher } from '../src/watcher/network-watcher.js';
import { createBscTestWatcher } from './helpers/bsc-watcher.js';
import { buyerDriver } from './helpers/buyer.js';

const CONFIRMATIONS = 3;
const USDT = 10n ** 18n;

let t: TestApp;
let chain: TestChain;
let watcher: NetworkWatcher;
let buyer: Session;
let db: ReturnType<typeof createKysely<ChainWatcherTables>>;

beforeAll(async () => {
  chain = await startTestChain();
  t = await createTestApp({
    env: {
      BSC_RPC_URL: chain.rpcUrl,
      BEP20_USDT_CONTRACT: chain.officialToken,
      BSC_CONFIRMATIONS: String(CONFIRMATIONS),
    },
  });
  buyer = await signUp(t, 'dustbuyer');
  db = createKysely<ChainWatcherTables>(t.database.pool);
  watcher = createBscTestWatcher(t, chain, {
    rpcUrl: chain.rpcUrl,
    confirmations: CONFIRMATIONS,
    name: 'dust-watcher-test',
    db,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

const { placeOrder, paymentStatus, settle } = buyerDriver(() => ({ t, buyer, watcher }), {
  network: 'BEP20',
  plan: { planType: 'popular', planDuration: '3months' },
  firstAccountNumber: 8_300_000,
  addressBlock: 79,
});

async function eventTypes(orderId: string): Promise<string[]> {
  const events: RecordedEvent[] = [];
  for await (const event of t.store.readStream(orderStream(orderId))) events.push(event);
  return events.map((event) => event.type);
}

/** The candidates discovery keeps for the order, with the amounts it read. */
const candidatesOf = (orderId: string) =>
  db
    .selectFrom('chain_candidates')
    .select(['transaction_hash', 'amount_base_units'])
    .where('order_id', '=', orderId)
    .execute();

/** Places an order and waits until the read model (which discovery reads) shows it pending. */
async function openOrder() {
  const order = await placeOrder();
  await expect.poll(async () => (await paymentStatus(order.orderId))?.status).toBe('pending');
  return order;
}

describe('BEP20 discovery against dust transfers', () => {
  it('lets a 0.01 USDT transfer seen alone wait, and confirms the order by the full payment found later', async () => {
    const order = await openOrder();
    const dust = await chain.transfer(chain.officialToken, order.paymentAddress, USDT / 100n);
    await chain.mine(CONFIRMATIONS);
    await watcher.round();
    // Discovered and kept, but not attached: a full payment may still come.
    expect(await candidatesOf(order.orderId)).toEqual([
      { transaction_hash: dust, amount_base_units: (USDT / 100n).toString() },
    ]);
    expect(await eventTypes(order.orderId)).not.toContain('PaymentDetected');
    await watcher.round();
    expect(await paymentStatus(order.orderId)).toMatchObject({ status: 'pending' });

    const payment = await chain.transfer(
      chain.officialToken,
      order.paymentAddress,
      BigInt(order.amountBaseUnits),
    );
    await chain.mine(CONFIRMATIONS);
    const completed = await settle(order.orderId, 'completed');
    expect(completed.transactionHash).toBe(payment);
    const types = await eventTypes(order.orderId);
    expect(types.filter((type) => type === 'PaymentDetected')).toHaveLength(1);
    expect(types).not.toContain('PaymentUnderpaid');
    expect(await candidatesOf(order.orderId)).toEqual([]);
  });

  it('holds a partial payment as underpaid once the window has closed with nothing better', async () => {
    const order = await openOrder();
    const short = BigInt(order.amountBaseUnits) - USDT;
    const partial = await chain.transfer(chain.officialToken, order.paymentAddress, short);
    await chain.mine(CONFIRMATIONS);
    await watcher.round();
    await watcher.round();
    expect(await eventTypes(order.orderId)).not.toContain('PaymentDetected');
    expect(await paymentStatus(order.orderId)).toMatchObject({ status: 'pending' });

    // The window (30 minutes, and the block-time tolerance) has passed.
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 33 * 60_000);
    try {
      const held = await settle(order.orderId, 'underpaid');
      expect(held).toMatchObject({ transactionHash: partial });
      expect(held.statusMessage).toBe(
        'We received 131.00 USDT of the 132.00 USDT due. Send the missing 1.00 USDT to the same address to complete your order; our team also reviews it.',
      );
    } finally {
      t.clock.now = saved;
    }
  });

  it('never offers a zero-value transfer as a candidate', async () => {
    const order = await openOrder();
    await chain.transfer(chain.officialToken, order.paymentAddress, 0n);
    await chain.mine(CONFIRMATIONS);
    await watcher.round();
    expect(await candidatesOf(order.orderId)).toEqual([]);
    expect(await eventTypes(order.orderId)).not.toContain('PaymentDetected');
  });
});
