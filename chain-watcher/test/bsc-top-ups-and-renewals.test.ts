// On a real anvil chain with the real app: an underpaid order topped up to the same address completes
// (a top-up still short keeps it underpaid with the new total), a proof pasted after the payment window
// for a payment made late is held as late in the admin's list, and an order placed to renew a licence
// extends that licence.
import { ORDER_MESSAGES, orderStream } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from '../../command-api/test/helpers/sessions.js';
import { createTestApp, type TestApp } from '../../command-api/test/helpers/test-app.js';
import { startTestChain, type TestChain } from '../src/testing/anvil-chain.js';
import type { NetworkWatcher } from '../src/watcher/network-watcher.js';
import { createBscTestWatcher } from './helpers/bsc-watcher.js';
import { buyerDriver } from './helpers/buyer.js';

const CONFIRMATIONS = 3;
const USDT = 10n ** 18n;
const DAY_MS = 86_400_000;

let t: TestApp;
let chain: TestChain;
let watcher: NetworkWatcher;
let buyer: Session;
let other: Session;
let admin: Session;

beforeAll(async () => {
  chain = await startTestChain();
  t = await createTestApp({
    env: {
      BSC_RPC_URL: chain.rpcUrl,
      BEP20_USDT_CONTRACT: chain.officialToken,
      BSC_CONFIRMATIONS: String(CONFIRMATIONS),
    },
  });
  [buyer, other, admin] = await Promise.all([
    signUp(t, 'topupbuyer'),
    signUp(t, 'topupother'),
    signUpAdmin(t, 'topupadmin'),
  ]);
  watcher = createBscTestWatcher(t, chain, {
    rpcUrl: chain.rpcUrl,
    confirmations: CONFIRMATIONS,
    name: 'top-up-watcher-test',
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

const { placeOrder, submit, paymentStatus, settle } = buyerDriver(() => ({ t, buyer, watcher }), {
  network: 'BEP20',
  plan: { planType: 'popular', planDuration: '3months' },
  firstAccountNumber: 8_400_000,
  addressBlock: 81,
});

async function eventTypes(orderId: string): Promise<string[]> {
  const events: RecordedEvent[] = [];
  for await (const event of t.store.readStream(orderStream(orderId))) events.push(event);
  return events.map((event) => event.type);
}

/** Runs `work` with the app's clock moved on by `ms`. */
async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const saved = t.clock.now;
  t.clock.now = new Date(saved.getTime() + ms);
  try {
    return await work();
  } finally {
    t.clock.now = saved;
  }
}

async function pay(paymentAddress: string, amount: bigint): Promise<string> {
  const hash = await chain.transfer(chain.officialToken, paymentAddress, amount);
  await chain.mine(CONFIRMATIONS);
  return hash;
}

describe('an underpaid order', () => {
  it('asks for the rest, takes it in two top-ups to the same address, and completes', async () => {
    const order = await placeOrder();
    await expect.poll(async () => (await paymentStatus(order.orderId))?.status).toBe('pending');
    const first = await pay(order.paymentAddress, 130n * USDT);
    await submit(order.orderId, first);

    const held = await settle(order.orderId, 'underpaid');
    expect(held).toMatchObject({
      receivedAmount: 130,
      outstanding: { amount: 2, baseUnits: (2n * USDT).toString() },
      paymentRequest: {
        qrData: `ethereum:${chain.officialToken}@56/transfer?address=${order.paymentAddress}&uint256=${2n * USDT}`,
      },
    });
    const payUntil = Date.parse((held.outstanding as { payUntil: string }).payUntil);
    expect(payUntil - t.clock.now.getTime()).toBeGreaterThan(DAY_MS - 60_000);

    // Found on chain without a proof: still short, so underpaid with the new total.
    await pay(order.paymentAddress, USDT / 2n);
    const stillShort = await roundsUntil(order.orderId, (answer) => answer.receivedAmount === 130.5);
    expect(stillShort).toMatchObject({ status: 'underpaid', outstanding: { amount: 1.5 } });
    expect(stillShort.statusMessage).toBe(
      'We received 130.50 USDT of the 132.00 USDT due. Send the missing 1.50 USDT to the same address to complete your order; our team also reviews it.',
    );

    // The first transaction does not count twice.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/submit',
      headers: buyer.auth,
      payload: { orderId: order.orderId, transactionHash: first },
    });
    expect(again.json().error).toBe(ORDER_MESSAGES.alreadySubmitted);

    const last = await pay(order.paymentAddress, (3n * USDT) / 2n);
    await submit(order.orderId, last);
    const completed = await settle(order.orderId, 'completed');
    expect(completed).toMatchObject({
      receivedBaseUnits: (132n * USDT).toString(),
      outstanding: null,
      license: { renewed: false },
    });
    const types = await eventTypes(order.orderId);
    expect(types.filter((type) => type === 'PaymentUnderpaid')).toHaveLength(2);
    expect(types.slice(-2)).toEqual(['PaymentConfirmed', 'LicenceDelivered']);
  });
});

/** Watcher rounds until the status call answers what `accept` wants. */
async function roundsUntil(orderId: string, accept: (answer: Record<string, unknown>) => boolean) {
  for (let round = 0; round < 200; round += 1) {
    await watcher.round();
    const answer = await paymentStatus(orderId);
    if (answer && accept(answer)) return answer;
  }
  throw new Error(`order ${orderId} never reached the expected state`);
}

describe('renewal', () => {
  const renewOrder = (payload: object, session = buyer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: session.auth,
      payload: { planType: 'starter', planDuration: '1month', network: 'BEP20', ...payload },
    });

  it('extends the licence the order names, and says so before and after payment', async () => {
    const account = 8_499_001;
    const first = await placeOrder(account);
    await pay(first.paymentAddress, BigInt(first.amountBaseUnits));
    const bought = await settle(first.orderId, 'completed');
    const licence = bought.license as { licenseKey: string; expiresAt: string };
    const delivered = await deliveredLicenceId(first.orderId);

    const named = await renewOrder({ accountNumber: account, renewLicenseId: delivered });
    expect(named.statusCode).toBe(201);
    expect(named.json().order.renewsLicense).toEqual({
      licenseId: delivered,
      licenseKey: licence.licenseKey,
    });

    // Without naming it, an order for the same account is bound to the licence already there.
    const implicit = await renewOrder({ accountNumber: account });
    expect(implicit.json().order.renewsLicense).toEqual({
      licenseId: delivered,
      licenseKey: licence.licenseKey,
    });

    const renewal = named.json().order as {
      orderId: string;
      paymentAddress: string;
      amountBaseUnits: string;
    };
    await pay(renewal.paymentAddress, BigInt(renewal.amountBaseUnits));
    const renewed = await settle(renewal.orderId, 'completed');
    expect(renewed.license).toEqual({
      licenseKey: licence.licenseKey,
      expiresAt: new Date(Date.parse(licence.expiresAt) + 30 * DAY_MS).toISOString(),
      renewed: true,
    });
  });

  it('refuses a licence of someone else, or another account number, in the spec-like words', async () => {
    const account = 8_499_002;
    const first = await placeOrder(account);
    await pay(first.paymentAddress, BigInt(first.amountBaseUnits));
    await settle(first.orderId, 'completed');
    const licenceId = await deliveredLicenceId(first.orderId);

    const foreign = await renewOrder({ accountNumber: account, renewLicenseId: licenceId }, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(ORDER_MESSAGES.renewalNotFound);
    const elsewhere = await renewOrder({ accountNumber: account + 1, renewLicenseId: licenceId });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe(ORDER_MESSAGES.renewalAccountMismatch);
  });
});

// Last: it moves the chain's clock on for good.
describe('a proof after the payment window', () => {
  it('is taken, and a payment made after the window is held as late for the admin', async () => {
    const order = await placeOrder();
    await expect.poll(async () => (await paymentStatus(order.orderId))?.status).toBe('pending');
    await later(45 * 60_000, async () => {
      await chain.setNextBlockTimestamp(new Date(t.clock.now.getTime()));
      const hash = await pay(order.paymentAddress, BigInt(order.amountBaseUnits));
      await submit(order.orderId, hash);
      const late = await settle(order.orderId, 'late');
      expect(late.transactionHash).toBe(hash);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders?status=late',
        headers: admin.auth,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().orders).toContainEqual(
        expect.objectContaining({ orderId: order.orderId, status: 'late', needsDecision: true }),
      );
    });
  });
});

async function deliveredLicenceId(orderId: string): Promise<string> {
  for await (const event of t.store.readStream(orderStream(orderId))) {
    if (event.type === 'LicenceDelivered') return (event.data as { licenceId: string }).licenceId;
  }
  throw new Error(`order ${orderId} has no licence`);
}
