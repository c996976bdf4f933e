// TARGETS R8 for BEP20 beyond a node that vanishes (bsc-payments.test.ts): a node that answers too
// slowly, and one that lies — a receipt for another transaction, a block that does not hold the
// receipt, a head that stopped moving (too few confirmations), an error instead of an answer. Each
// keeps the order in verification with nothing confirmed; once the node is honest again the
// payment completes exactly once. (TRON's equivalents are in tron/tron-client.test.ts.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { orderStream } from '@shop/domain';
import { createKysely, createLogger } from '@shop/infra';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Session, signUp } from '../../command-api/test/helpers/sessions.js';
import { createTestApp, type TestApp } from '../../command-api/test/helpers/test-app.js';
import { createBscClient } from '../src/chains/bsc/bsc-client.js';
import type { ChainWatcherTables } from '../src/db/tables.js';
import { startTestChain, type TestChain } from '../src/testing/anvil-chain.js';
import { createBackoff } from '../src/watcher/backoff.js';
import { createNetworkWatcher, type NetworkWatcher } from '../src/watcher/network-watcher.js';
import { buyerDriver } from './helpers/buyer.js';

const CONFIRMATIONS = 3;
// Long enough for an honest answer on a busy machine; a slow or hanging node is made slower than it.
const TIMEOUT_MS = 2_000;

type JsonRpcResult = Record<string, unknown> & { result?: unknown };
/** Rewrites one JSON-RPC answer; undefined passes it on unchanged. */
type Lie = (method: string, answer: JsonRpcResult) => unknown;

interface FaultyNode {
  url: string;
  /** Every answer comes `delayMs` late. */
  slow(delayMs: number): void;
  lie(lie: Lie): void;
  honest(): void;
  close(): Promise<void>;
}

/** A JSON-RPC node in front of anvil that can be made slow or made to lie. */
async function startFaultyNode(upstream: string): Promise<FaultyNode> {
  let delayMs = 0;
  let lie: Lie | undefined;
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const { method } = JSON.parse(body) as { method: string };
    const upstreamAnswer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const answer = (await upstreamAnswer.json()) as JsonRpcResult;
    const told = lie?.(method, answer) ?? answer;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(told));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    slow: (ms) => {
      delayMs = ms;
    },
    lie: (newLie) => {
      lie = newLie;
    },
    honest: () => {
      delayMs = 0;
      lie = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let t: TestApp;
let chain: TestChain;
let node: FaultyNode;
let watcher: NetworkWatcher;
let buyer: Session;

beforeAll(async () => {
  chain = await startTestChain();
  node = await startFaultyNode(chain.rpcUrl);
  t = await createTestApp({
    env: {
      BSC_RPC_URL: chain.rpcUrl,
      BEP20_USDT_CONTRACT: chain.officialToken,
      BSC_CONFIRMATIONS: String(CONFIRMATIONS),
    },
  });
  buyer = await signUp(t, 'faultbuyer');
  watcher = createNetworkWatcher({
    store: t.store,
    db: createKysely<ChainWatcherTables>(t.database.pool),
    client: createBscClient({
      rpcUrl: node.url,
      usdtContract: chain.officialToken,
      confirmations: CONFIRMATIONS,
      useFinalizedTag: false,
      timeoutMs: TIMEOUT_MS,
    }),
    clock: () => t.clock.now,
    logger: createLogger({ level: 'silent', name: 'node-faults-test' }),
    notFoundMs: 10 * 60_000,
    backoff: createBackoff({ initialMs: 0, maxMs: 0 }),
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await node?.close();
  await chain?.stop();
});

const { placeOrder, submit, paymentStatus, settle } = buyerDriver(() => ({ t, buyer, watcher }), {
  network: 'BEP20',
  plan: { planType: 'starter', planDuration: '1month' },
  firstAccountNumber: 8_300_000,
  addressBlock: 78,
});

/** An order paid in full with official USDT, its hash submitted and the order in verification. */
async function paidOrder() {
  const order = await placeOrder();
  const hash = await chain.transfer(chain.officialToken, order.paymentAddress, BigInt(order.amountBaseUnits));
  await submit(order.orderId, hash);
  await settle(order.orderId, 'verifying');
  return order;
}

async function orderEventTypes(orderId: string): Promise<string[]> {
  const types: string[] = [];
  for await (const event of t.store.readStream(orderStream(orderId))) types.push(event.type);
  return types;
}

/** Three rounds against the faulty node: each cut short with `reason`, the order still verifying. */
async function expectHeldInVerification(orderId: string, reason: RegExp) {
  await chain.mine(CONFIRMATIONS);
  for (let round = 0; round < 3; round += 1) {
    expect((await watcher.round()).unavailable).toMatch(reason);
  }
  expect(await paymentStatus(orderId)).toMatchObject({ status: 'verifying' });
  expect(await orderEventTypes(orderId)).not.toContain('PaymentConfirmed');
}

/** Honest again: the payment completes, confirmed exactly once however many rounds run. */
async function expectCompletedOnceHonest(orderId: string) {
  node.honest();
  await settle(orderId, 'completed');
  for (let round = 0; round < 2; round += 1) await watcher.round();
  const types = await orderEventTypes(orderId);
  expect(types.filter((type) => type === 'PaymentConfirmed')).toHaveLength(1);
}

const withResult = (answer: JsonRpcResult, result: object) => ({
  ...answer,
  result: { ...(answer.result as object), ...result },
});

it('waits out a node slower than the timeout', async () => {
  const order = await paidOrder();
  node.slow(TIMEOUT_MS * 2);
  await expectHeldInVerification(order.orderId, /^BSC node: .* failed: .*timeout/i);
  await expectCompletedOnceHonest(order.orderId);
});

it('refuses a receipt for another transaction', async () => {
  const order = await paidOrder();
  node.lie((method, answer) =>
    method === 'eth_getTransactionReceipt'
      ? withResult(answer, { transactionHash: `0x${'5'.repeat(64)}` })
      : undefined,
  );
  await expectHeldInVerification(order.orderId, /^BSC node: malformed receipt for 0x/);
  await expectCompletedOnceHonest(order.orderId);
});

it('refuses a block that does not hold the receipt', async () => {
  const order = await paidOrder();
  node.lie((method, answer) =>
    method === 'eth_getBlockByNumber' ? withResult(answer, { hash: `0x${'6'.repeat(64)}` }) : undefined,
  );
  await expectHeldInVerification(order.orderId, /^BSC node: block \d+ changed under 0x/);
  await expectCompletedOnceHonest(order.orderId);
});

it('counts only the confirmations the node shows: a head that stopped moving is too few', async () => {
  const order = await paidOrder();
  const stuckAt = await chain.blockNumber();
  node.lie((method, answer) =>
    method === 'eth_blockNumber' ? { ...answer, result: `0x${stuckAt.toString(16)}` } : undefined,
  );
  await chain.mine(CONFIRMATIONS);
  for (let round = 0; round < 3; round += 1) expect((await watcher.round()).unavailable).toBeUndefined();
  expect(await paymentStatus(order.orderId)).toMatchObject({
    status: 'verifying',
    confirmations: 1,
    confirmationsRequired: CONFIRMATIONS,
  });
  await expectCompletedOnceHonest(order.orderId);
});

it('waits out a node that answers with an error', async () => {
  const order = await paidOrder();
  node.lie((_method, answer) => ({
    jsonrpc: '2.0',
    id: answer.id,
    error: { code: -32603, message: 'header not found' },
  }));
  await expectHeldInVerification(order.orderId, /^BSC node: .* failed: .*header not found/);
  await expectCompletedOnceHonest(order.orderId);
});
