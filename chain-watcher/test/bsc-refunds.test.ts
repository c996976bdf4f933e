// BEP20 refunds verified against a real anvil chain: an admin approves with a transaction hash, the
// watcher judges it; only a verified refund takes the licence back and enters the ledger.
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { ORDER_MESSAGES, orderStream, REFUND_FAILURE_MESSAGES } from '@shop/domain';
import { eventually } from '@shop/infra/testing';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from '../../command-api/test/helpers/sessions.js';
import { createTestApp, type TestApp } from '../../command-api/test/helpers/test-app.js';
import { tokenSenders } from '../src/dev-chain/test-usdt.js';
import { startTestChain, type TestChain } from '../src/testing/anvil-chain.js';
import { startTcpProxy, type TcpProxy } from '../src/testing/tcp-proxy.js';
import type { NetworkWatcher } from '../src/watcher/network-watcher.js';
import { createBscTestWatcher } from './helpers/bsc-watcher.js';
import { buyerDriver } from './helpers/buyer.js';

const CONFIRMATIONS = 3;
const NOT_FOUND_MS = 10 * 60_000;
const DEV_TOKEN = 'refund-test-dev-token';

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
    // The test chain's sender stands in for the dev wallet of `npm run dev:refund`.
    devPayments: {
      pay: (to, amount) => chain.transfer(chain.officialToken, to, amount),
      payerOf: async (hash, paymentAddress) =>
        (await tokenSenders(chain.provider, chain.officialToken, hash, paymentAddress))[0],
      cliToken: DEV_TOKEN,
    },
  });
  [buyer, admin] = await Promise.all([signUp(t, 'refundbuyer'), signUpAdmin(t, 'refundadmin')]);
  watcher = createBscTestWatcher(t, chain, {
    rpcUrl: proxy.url,
    confirmations: CONFIRMATIONS,
    name: 'refund-watcher-test',
    notFoundMs: NOT_FOUND_MS,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await chain?.stop();
});

const { placeOrder, submit, settle } = buyerDriver(() => ({ t, buyer, watcher }), {
  network: 'BEP20',
  plan: { planType: 'starter', planDuration: '1month' },
  firstAccountNumber: 8_200_000,
  addressBlock: 78,
});

const call = (method: 'GET' | 'POST', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session.auth, ...(payload ? { payload } : {}) });

/** A BEP20 order paid on chain by the test sender, its licence delivered. */
async function paidOrder() {
  const order = await placeOrder();
  const hash = await chain.transfer(chain.officialToken, order.paymentAddress, BigInt(order.amountBaseUnits));
  await submit(order.orderId, hash);
  await chain.mine(CONFIRMATIONS);
  await settle(order.orderId, 'completed');
  return order;
}

/** Watcher rounds until the buyer's order shows its refund `status`. */
async function refundSettles(orderId: string, status: string) {
  const payment = await eventually(
    async () => {
      await watcher.round();
      return (await call('GET', `/api/payments/orders/${orderId}`, buyer)).json().payment;
    },
    {
      what: `the refund of ${orderId} ${status}`,
      accept: (p) => p?.refund?.status === status,
      intervalMs: 50,
    },
  );
  return payment.refund;
}

async function licenceOn(accountNumber: number) {
  const licences = (await call('GET', '/api/users/me', buyer)).json().licenses;
  return licences.find((l: { accountNumber: number }) => l.accountNumber === accountNumber);
}

const ledgerTotals = async () => (await call('GET', '/api/finance/ledger', admin)).json().totals;

async function problemOf(orderId: string, kind: string) {
  const problems = await eventually(
    async () => (await call('GET', '/api/finance/problems', admin)).json().problems,
    {
      what: `order ${orderId} among the open problems as ${kind}`,
      accept: (list: { orderId: string; kind: string }[]) =>
        list.some((problem) => problem.orderId === orderId && problem.kind === kind),
    },
  );
  return problems.find((problem: { orderId: string }) => problem.orderId === orderId);
}

describe('refunds verified on a real chain', () => {
  it('fails a made-up hash with the reason: the licence stays and the ledger does not move', async () => {
    const order = await paidOrder();
    await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, { reason: 'Not for me' });
    const before = await ledgerTotals();
    const madeUp = `0x${'ab'.repeat(32)}`;
    const approved = await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, {
      refundTransactionHash: madeUp,
    });
    expect(approved.json().order.refund).toMatchObject({ status: 'sent', refundTransactionHash: madeUp });
    await problemOf(order.orderId, 'refund_sent');

    // The node never knows it; once the wait is over the verification fails.
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + NOT_FOUND_MS + 60_000);
    try {
      const refund = await refundSettles(order.orderId, 'requested');
      expect(refund.lastFailure).toMatchObject({
        refundTransactionHash: madeUp,
        reason: 'not_found',
        message: REFUND_FAILURE_MESSAGES.not_found,
      });
    } finally {
      t.clock.now = saved;
    }
    expect(await problemOf(order.orderId, 'refund_failed')).toMatchObject({
      refundTransactionHash: madeUp,
      refundFailure: { reason: 'not_found', message: REFUND_FAILURE_MESSAGES.not_found },
    });
    expect(await ledgerTotals()).toEqual(before);
    expect((await licenceOn(order.accountNumber)).status).toBe('active');
    // The same hash cannot prove the refund a second time.
    const again = await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, {
      refundTransactionHash: madeUp,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ORDER_MESSAGES.refundTransactionTaken);
    // Elsewhere the failed hash is free again, as a rejected payment's is: another refund may record it.
    const other = await paidOrder();
    await call('POST', `/api/payments/orders/${other.orderId}/refund`, buyer, {});
    const recorded = await eventually(
      () =>
        call('POST', `/api/admin/refunds/${other.orderId}/approve`, admin, { refundTransactionHash: madeUp }),
      { what: 'the failed hash freed for another refund', accept: (response) => response.statusCode === 200 },
    );
    expect(recorded.json().order.refund).toMatchObject({ status: 'sent', refundTransactionHash: madeUp });
  });

  it('fails USDT sent to a stranger as the wrong recipient', async () => {
    const order = await paidOrder();
    await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {});
    const stranger = Wallet.createRandom().address;
    const hash = await chain.transfer(chain.officialToken, stranger, BigInt(order.amountBaseUnits));
    await chain.mine(CONFIRMATIONS);
    await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, { refundTransactionHash: hash });
    const refund = await refundSettles(order.orderId, 'requested');
    expect(refund.lastFailure).toMatchObject({ refundTransactionHash: hash, reason: 'wrong_recipient' });
    expect((await licenceOn(order.accountNumber)).status).toBe('active');
  });

  it('verifies a real refund to the payer: the licence goes, the ledger counts it, the buyer sees it refunded', async () => {
    const order = await paidOrder();
    await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {});
    const before = await ledgerTotals();
    const hash = await chain.transfer(chain.officialToken, chain.sender, BigInt(order.amountBaseUnits));
    const approved = await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, {
      refundTransactionHash: hash,
    });
    expect(approved.json().order.refund.status).toBe('sent');
    // Not final yet: still verifying, the licence still active.
    await watcher.round();
    expect(
      (await call('GET', `/api/payments/orders/${order.orderId}`, buyer)).json().payment.refund.status,
    ).toBe('sent');
    expect((await licenceOn(order.accountNumber)).status).toBe('active');

    await chain.mine(CONFIRMATIONS);
    const refund = await refundSettles(order.orderId, 'approved');
    expect(refund).toMatchObject({
      refundTransactionHash: hash,
      verifiedAt: expect.any(String),
      lastFailure: null,
    });
    await eventually(() => licenceOn(order.accountNumber), {
      what: 'the refunded licence revoked',
      accept: (licence) => licence?.status === 'revoked',
    });
    const after = await eventually(ledgerTotals, {
      what: 'the ledger with the refund',
      accept: (totals) => totals.refunds === before.refunds + 1,
    });
    expect(after.refundsCents - before.refundsCents).toBe(4_900);
    // More rounds, and the same verdict appended again (its id derives from the order and the hash), add nothing.
    await watcher.round();
    const verdicts = async () => {
      const types: string[] = [];
      for await (const event of t.store.readStream(orderStream(order.orderId))) types.push(event.type);
      return types.filter((type) => type === 'RefundVerified');
    };
    expect(await verdicts()).toHaveLength(1);
  });

  it('verifies a refund to the address the buyer gave', async () => {
    const order = await paidOrder();
    const refundAddress = Wallet.createRandom().address;
    const asked = await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {
      refundAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error).toBe(ORDER_MESSAGES.invalidRefundAddress);
    await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, { refundAddress });
    expect(await problemOf(order.orderId, 'refund_requested')).toMatchObject({ refundAddress });
    const hash = await chain.transfer(chain.officialToken, refundAddress, BigInt(order.amountBaseUnits));
    await chain.mine(CONFIRMATIONS);
    await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, { refundTransactionHash: hash });
    expect(await refundSettles(order.orderId, 'approved')).toMatchObject({ refundTransactionHash: hash });
  });

  it("refuses one of the shop's own payment addresses as the refund address", async () => {
    const order = await paidOrder();
    const asked = await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {
      refundAddress: order.paymentAddress.toLowerCase(),
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error).toBe(ORDER_MESSAGES.refundAddressIsShops);
  });

  it('keeps a sent refund its transaction when the same approval is sent again', async () => {
    const order = await paidOrder();
    await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {});
    const hash = await chain.transfer(chain.officialToken, chain.sender, BigInt(order.amountBaseUnits));
    const approve = () =>
      call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, { refundTransactionHash: hash });
    expect((await approve()).statusCode).toBe(200);
    // Refused (the refund is no longer waiting for a decision), and the hash stays the refund's.
    expect((await approve()).json().error).toBe(ORDER_MESSAGES.refundNotAwaitingDecision);
    const other = await placeOrder();
    const pasted = await call('POST', '/api/payments/submit', buyer, {
      orderId: other.orderId,
      transactionHash: hash,
    });
    expect(pasted.json().error).toBe(PAYMENT_MESSAGES.transactionTaken);
  });

  it('sends a refund from the dev wallet to the payer (npm run dev:refund), which the watcher verifies', async () => {
    const order = await paidOrder();
    const sendRefund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/dev/orders/${order.orderId}/refund`,
        headers: { 'x-dev-token': DEV_TOKEN },
      });
    expect((await sendRefund()).json().error).toBe(PAYMENT_MESSAGES.devRefundRefused);
    await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {});
    const sent = await sendRefund();
    expect(sent.json()).toMatchObject({ success: true, message: PAYMENT_MESSAGES.devRefunded });
    const hash: string = sent.json().transactionHash;
    await chain.mine(CONFIRMATIONS);
    await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, { refundTransactionHash: hash });
    expect(await refundSettles(order.orderId, 'approved')).toMatchObject({ refundTransactionHash: hash });
  });

  it('keeps a refund sent while the node is away, however long, and verifies it once the node is back', async () => {
    const order = await paidOrder();
    await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {});
    const hash = await chain.transfer(chain.officialToken, chain.sender, BigInt(order.amountBaseUnits));
    await chain.mine(CONFIRMATIONS);
    await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, { refundTransactionHash: hash });
    proxy.down();
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + NOT_FOUND_MS + 60_000);
    try {
      for (let i = 0; i < 3; i += 1) expect((await watcher.round()).unavailable).toMatch(/BSC node/);
      const refund = (await call('GET', `/api/payments/orders/${order.orderId}`, buyer)).json().payment
        .refund;
      expect(refund).toMatchObject({ status: 'sent', lastFailure: null });
      proxy.up();
      expect(await refundSettles(order.orderId, 'approved')).toMatchObject({ refundTransactionHash: hash });
    } finally {
      proxy.up();
      t.clock.now = saved;
    }
  });
});
