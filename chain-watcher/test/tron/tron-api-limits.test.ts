// The TRON adapter against the real API's limits, on the recorded node: TRX and TRC-10 hashes,
// TronGrid's row windows and ordering, the clock tolerance, header-only settlement, keys and rate
// limits, zero and dust transfers, and the real shapes of the answers.
import { assessPayment, BLOCK_TIME_TOLERANCE_MS, type OrderToCheck } from '@shop/domain';
import { createPaymentAddressBook, DEV_EXTENDED_PUBLIC_KEYS } from '@shop/infra';
import { afterEach, describe, expect, it } from 'vitest';
import { ChainUnavailableError, type WatchedAddress } from '../../src/chains/chain-client.js';
import { createTronClient, type TronClientOptions } from '../../src/chains/tron/tron-client.js';
import { createRequestPacer } from '../../src/chains/tron/tron-request-pacing.js';
import { createTronGridDiscovery, type DiscoveryProblem } from '../../src/chains/tron/trongrid-discovery.js';
import { type RecordedTronNode, startRecordedTronNode } from '../../src/testing/recorded-tron-node.js';
import { recordedTransactionInfo } from '../../src/testing/tron-fixtures/recorded-usdt-transfer.js';
import {
  MAINNET_USDT,
  recordUsdtTransfer,
  tronAddressFor,
} from '../../src/testing/tron-fixtures/usdt-transfer-recording.js';

const API_KEY = 'test-api-key';
const addressBook = createPaymentAddressBook(DEV_EXTENDED_PUBLIC_KEYS);
const paymentAddress = addressBook.addressAt('TRC20', 21);
const otherPaymentAddress = addressBook.addressAt('TRC20', 22);
const placedAt = new Date('2025-06-01T10:00:00.000Z');
const minutesAfterPlacing = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);
const order: OrderToCheck = {
  paymentAddress,
  amountBaseUnits: '25000000',
  placedAt: placedAt.toISOString(),
  expiresAt: minutesAfterPlacing(60).toISOString(),
};

let lastBlock = 72_000_000;
const nextBlock = () => {
  lastBlock += 5;
  return lastBlock;
};

const nodes: RecordedTronNode[] = [];
async function startNode(options: Parameters<typeof startRecordedTronNode>[0] = {}) {
  const node = await startRecordedTronNode(options);
  nodes.push(node);
  return node;
}
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((node) => node.close()));
});

function clientFor(node: RecordedTronNode, options: Partial<TronClientOptions> = {}) {
  return createTronClient({
    apiUrl: node.url,
    apiKey: API_KEY,
    usdtContract: MAINNET_USDT,
    timeoutMs: 2_000,
    ...options,
  });
}

const usdtTo = (node: RecordedTronNode, to: string, amount: bigint, minutes: number) =>
  node.addUsdtTransfer({ to, amount, blockNumber: nextBlock(), blockTime: minutesAfterPlacing(minutes) });

describe('TRX and TRC-10 transfers', () => {
  it.each([
    ['TRX', undefined],
    ['a TRC-10 token', '1002000'],
  ])(
    'a %s transfer to the payment address is a successful transaction of the wrong token',
    async (_label, trc10TokenId) => {
      const node = await startNode();
      const client = clientFor(node);
      const txid = node.addNativeTransfer({
        from: tronAddressFor('payer'),
        to: paymentAddress,
        amount: 25_000_000,
        trc10TokenId,
        blockNumber: nextBlock(),
        blockTime: minutesAfterPlacing(5),
      });
      const transaction = await client.findTransaction(txid);
      expect(transaction).toMatchObject({ hash: txid, succeeded: true, transfers: [] });
      const settlement = await client.settlement(transaction!);
      expect(assessPayment(order, client.officialToken, transaction!, settlement)).toEqual({
        kind: 'rejected',
        reason: 'wrong_token',
      });
    },
  );
});

describe('discovery against TronGrid’s windows', () => {
  const watched = (since = placedAt): WatchedAddress[] => [
    { orderId: 'order-a', address: paymentAddress, since },
  ];

  it('reads oldest first and moves min_timestamp on, so a payment after a window’s worth of transfers is found', async () => {
    const node = await startNode({ pageSizeCap: 2, windowRows: 4 });
    for (let minute = 1; minute <= 9; minute += 1) usdtTo(node, paymentAddress, 1_000_000n, minute);
    const payment = usdtTo(node, paymentAddress, 25_000_000n, 10);

    const seen = node.requests.length;
    const discovery = await clientFor(node).discover(watched(), null);

    expect(discovery.found).toEqual([{ orderId: 'order-a', transactionHash: payment, amount: 25_000_000n }]);
    const asked = node.requests.slice(seen).map((r) => new URL(r.split(' ')[1]!, node.url).searchParams);
    expect(asked.every((query) => query.get('order_by') === 'block_timestamp,asc')).toBe(true);
    const windows = new Set(asked.map((query) => query.get('min_timestamp')));
    expect(windows.size).toBeGreaterThan(1);
  });

  it('looks back by the clock tolerance the payment rules allow', async () => {
    const node = await startNode();
    const inMargin = usdtTo(node, paymentAddress, 25_000_000n, -1);
    usdtTo(node, paymentAddress, 25_000_000n, -3);

    const seen = node.requests.length;
    const discovery = await clientFor(node).discover(watched(), null);

    expect(discovery.found).toEqual([{ orderId: 'order-a', transactionHash: inMargin, amount: 25_000_000n }]);
    const query = new URL(node.requests[seen]!.split(' ')[1]!, node.url).searchParams;
    expect(query.get('min_timestamp')).toBe(String(placedAt.getTime() - BLOCK_TIME_TOLERANCE_MS));
  });

  it('goes on with the other addresses when one address fails, and reports it', async () => {
    const node = await startNode();
    node.indexRow(paymentAddress, { transaction_id: 'not-a-transaction-id' });
    const payment = usdtTo(node, otherPaymentAddress, 25_000_000n, 5);
    const problems: { orderId: string; address: string; error: unknown }[] = [];
    const client = clientFor(node, { onDiscoveryProblem: (problem) => problems.push(problem) });

    const discovery = await client.discover(
      [...watched(), { orderId: 'order-b', address: otherPaymentAddress, since: placedAt }],
      null,
    );

    expect(discovery.found).toEqual([{ orderId: 'order-b', transactionHash: payment, amount: 25_000_000n }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ orderId: 'order-a', address: paymentAddress });
    expect(problems[0]!.error).toBeInstanceOf(ChainUnavailableError);
  });

  it('skips zero-value transfers and prefers the largest of several for one order', async () => {
    const node = await startNode();
    usdtTo(node, paymentAddress, 0n, 2);
    usdtTo(node, paymentAddress, 1n, 3);
    const payment = usdtTo(node, paymentAddress, 25_000_000n, 4);
    usdtTo(node, paymentAddress, 0n, 5);
    usdtTo(node, paymentAddress, 10n, 6);
    usdtTo(node, otherPaymentAddress, 0n, 6);

    const discovery = await clientFor(node).discover(
      [...watched(), { orderId: 'order-b', address: otherPaymentAddress, since: placedAt }],
      null,
    );

    expect(discovery.found).toEqual([{ orderId: 'order-a', transactionHash: payment, amount: 25_000_000n }]);
  });
});

describe('settlement reads the head block’s header only', () => {
  it('asks POST /wallet/getblock with detail false, never the whole current block', async () => {
    const node = await startNode();
    const client = clientFor(node);
    const blockNumber = nextBlock();
    const txid = node.addUsdtTransfer({
      to: paymentAddress,
      amount: 25_000_000n,
      blockNumber,
      blockTime: minutesAfterPlacing(5),
    });
    node.setHeadBlock(blockNumber + 40);
    const transaction = await client.findTransaction(txid);

    const seen = node.requests.length;
    expect(await client.settlement(transaction!)).toEqual({ confirmations: 41, required: 19, final: true });

    const asked = node.requests.slice(seen);
    expect(asked).not.toContain('GET /wallet/getnowblock');
    const blockRequest = asked.indexOf('POST /wallet/getblock');
    expect(blockRequest).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(node.requestBodies[seen + blockRequest]!)).toEqual({ detail: false });
  });
});

describe('keys and rate limits', () => {
  it('a 403 for a missing key makes the node unavailable, with TronGrid’s words', async () => {
    const node = await startNode({ requireApiKey: true });
    const client = clientFor(node, { apiKey: undefined });
    const outcome = await client
      .discover([{ orderId: 'o', address: paymentAddress, since: placedAt }], null)
      .then(
        () => 'resolved',
        (error: unknown) => error,
      );
    expect(outcome).toBeInstanceOf(ChainUnavailableError);
    expect((outcome as Error).message).toMatch(/HTTP 403 \(The key exceeds the frequency limit\(15\)/);
    const lookup = await client.findTransaction('ab'.repeat(32)).catch((error: unknown) => error);
    expect(lookup).toBeInstanceOf(ChainUnavailableError);
    expect((lookup as Error).message).toMatch(/HTTP 403/);
  });

  it('paces its requests under the configured rate', async () => {
    const node = await startNode();
    const client = clientFor(node, { requestsPerSecond: 4 });
    const addresses = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((index) => ({
      orderId: `order-${index}`,
      address: addressBook.addressAt('TRC20', 100 + index),
      since: placedAt,
    }));
    const started = Date.now();
    await client.discover(addresses, null);
    // Nine requests at four a second need at least two full seconds, however fast the machine is.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  });
});

describe('the recorded answers have the real shapes', () => {
  it('mainnet USDT’s transfer answers false in contractResult even when it pays', async () => {
    const falseWord = '0'.repeat(64);
    expect(recordedTransactionInfo.contractResult).toEqual([falseWord]);
    const built = recordUsdtTransfer({
      token: MAINNET_USDT,
      from: tronAddressFor('payer'),
      to: paymentAddress,
      amount: 1n,
      blockNumber: 1_000,
      blockTime: placedAt,
      result: 'SUCCESS',
    });
    expect(built.info.contractResult).toEqual([falseWord]);
  });

  it('TronGrid’s v1 errors carry success, error and statusCode', async () => {
    const node = await startNode();
    node.setOutage('rate-limited');
    const response = await fetch(`${node.url}/v1/accounts/${paymentAddress}/transactions/trc20`);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      success: false,
      error: expect.stringMatching(/rate exceeded/),
      statusCode: 429,
    });
  });
});

describe('an address with more transfers than one round reads', () => {
  it('offers the largest transfer read and reports that the newest were not read', async () => {
    const node = await startNode({ pageSizeCap: 2 });
    const first = usdtTo(node, paymentAddress, 7_000_000n, 1);
    for (let minute = 2; minute <= 6; minute += 1) usdtTo(node, paymentAddress, 1_000_000n, minute);
    const problems: DiscoveryProblem[] = [];
    const discover = createTronGridDiscovery({
      apiUrl: node.url,
      officialToken: MAINNET_USDT,
      timeoutMs: 2_000,
      pace: createRequestPacer(1_000),
      maxPagesPerAddress: 2,
      onProblem: (problem) => problems.push(problem),
    });

    const discovery = await discover(
      [{ orderId: 'order-a', address: paymentAddress, since: placedAt }],
      null,
    );

    expect(discovery.found).toEqual([{ orderId: 'order-a', transactionHash: first, amount: 7_000_000n }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.error.message).toMatch(/than 2 pages hold; the newest were not read this round$/);
  });
});
