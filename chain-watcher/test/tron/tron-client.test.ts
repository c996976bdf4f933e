// The TRON adapter, with the real tronweb client, against a recorded node over HTTP and judged by
// the domain's payment rules: verdicts, settlement, untrusted logs, discovery and node failures.
import { createHash } from 'node:crypto';
import { assessPayment, BLOCK_TIME_TOLERANCE_MS, type OrderToCheck } from '@shop/domain';
import { createPaymentAddressBook, DEV_EXTENDED_PUBLIC_KEYS } from '@shop/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChainClient,
  ChainUnavailableError,
  type WatchedAddress,
} from '../../src/chains/chain-client.js';
import { createTronClient } from '../../src/chains/tron/tron-client.js';
import {
  type RecordedTronNode,
  startRecordedTronNode,
  type TronNodeOutage,
} from '../../src/testing/recorded-tron-node.js';
import {
  recordedFacts,
  recordedTransaction,
  recordedTransactionInfo,
  recordedTrc20Page,
} from '../../src/testing/tron-fixtures/recorded-usdt-transfer.js';
import {
  MAINNET_USDT,
  recordUsdtTransfer,
  TRANSFER_EVENT_TOPIC,
  transferLog,
  tronAddressFor,
  tronHex,
} from '../../src/testing/tron-fixtures/usdt-transfer-recording.js';

const API_KEY = 'test-api-key';
// Long enough for an honest answer on a busy machine; a slow or hanging node is made slower than it.
const TIMEOUT_MS = 2_000;
const addressBook = createPaymentAddressBook(DEV_EXTENDED_PUBLIC_KEYS);
const paymentAddress = addressBook.addressAt('TRC20', 7);
const anotherOrdersAddress = addressBook.addressAt('TRC20', 8);
const strangerAddress = tronAddressFor('someone else');
const counterfeitUsdt = tronAddressFor('counterfeit Tether USD');
const APPROVAL_TOPIC = '8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';

const placedAt = new Date('2025-05-01T10:00:00.000Z');
const minutesAfterPlacing = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);
const order: OrderToCheck = {
  paymentAddress,
  amountBaseUnits: '25000000',
  placedAt: placedAt.toISOString(),
  expiresAt: minutesAfterPlacing(60).toISOString(),
};

let lastBlock = 71_500_000;
const nextBlock = () => {
  lastBlock += 7;
  return lastBlock;
};

function tronClient(node: RecordedTronNode): ChainClient {
  return createTronClient({
    apiUrl: node.url,
    apiKey: API_KEY,
    usdtContract: MAINNET_USDT,
    timeoutMs: TIMEOUT_MS,
  });
}

async function verdict(client: ChainClient, txid: string, forOrder: OrderToCheck = order) {
  const transaction = await client.findTransaction(txid);
  if (!transaction) throw new Error(`The node does not know ${txid}`);
  return assessPayment(forOrder, client.officialToken, transaction, await client.settlement(transaction));
}

async function unavailability(promise: Promise<unknown>): Promise<ChainUnavailableError> {
  const outcome = await promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ChainUnavailableError);
  const error = outcome as ChainUnavailableError;
  expect(error.network).toBe('TRC20');
  return error;
}

/** Keys and value types, recursively: what "the same shape" means for two answers. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : [];
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  }
  return typeof value;
}

describe('the recorded transfer', () => {
  let node: RecordedTronNode;
  let client: ChainClient;
  beforeAll(async () => {
    node = await startRecordedTronNode();
    client = tronClient(node);
    node.loadRecording();
    node.setHeadBlock(recordedFacts.headBlock);
  });
  afterAll(() => node.close());

  it('reads token, parties, amount, block and time out of the recorded answers', async () => {
    const transaction = await client.findTransaction(recordedFacts.txid);
    expect(transaction).toEqual({
      hash: recordedFacts.txid,
      succeeded: true,
      blockNumber: recordedFacts.blockNumber,
      blockTime: recordedFacts.blockTime,
      transfers: [
        {
          token: recordedFacts.token,
          from: recordedFacts.from,
          to: recordedFacts.to,
          amount: recordedFacts.amount,
        },
      ],
    });
    expect(await client.settlement(transaction!)).toEqual({ confirmations: 44, required: 19, final: true });
  });

  it('asks tronweb’s documented endpoints with the API key on every request', async () => {
    const seen = node.requests.length;
    const transaction = await client.findTransaction(recordedFacts.txid);
    await client.settlement(transaction!);
    expect(node.requests.slice(seen).sort()).toEqual([
      'POST /wallet/getblock',
      'POST /wallet/gettransactionbyid',
      'POST /wallet/gettransactioninfobyid',
      'POST /walletsolidity/gettransactioninfobyid',
    ]);
    expect(new Set(node.apiKeysSeen)).toEqual(new Set([API_KEY]));
  });

  it('is internally consistent: the txID is the sha256 of raw_data_hex', () => {
    const rawData = Buffer.from(String(recordedTransaction.raw_data_hex), 'hex');
    expect(createHash('sha256').update(rawData).digest('hex')).toBe(recordedTransaction.txID);
  });

  it('has the shapes the scenario builder produces', () => {
    const built = recordUsdtTransfer({
      token: MAINNET_USDT,
      from: strangerAddress,
      to: paymentAddress,
      amount: 1n,
      blockNumber: 1_000,
      blockTime: placedAt,
      result: 'SUCCESS',
    });
    expect(shapeOf(built.transaction)).toEqual(shapeOf(recordedTransaction));
    expect(shapeOf(built.info)).toEqual(shapeOf(recordedTransactionInfo));
    expect(shapeOf(built.trc20Row)).toEqual(shapeOf(recordedTrc20Page.data[0]));
  });
});

describe('payment verdicts through tronweb and assessPayment', () => {
  let node: RecordedTronNode;
  let client: ChainClient;
  beforeAll(async () => {
    node = await startRecordedTronNode();
    client = tronClient(node);
  });
  afterAll(() => node.close());

  const payment = (overrides: Partial<Parameters<RecordedTronNode['addUsdtTransfer']>[0]> = {}) =>
    node.addUsdtTransfer({
      to: paymentAddress,
      amount: 25_000_000n,
      blockNumber: nextBlock(),
      blockTime: minutesAfterPlacing(5),
      ...overrides,
    });

  it('confirms the exact amount of official USDT to the payment address', async () => {
    expect(await verdict(client, payment())).toEqual({
      kind: 'confirmed',
      received: 25_000_000n,
      overpaid: 0n,
      confirmations: 19,
    });
  });

  it('holds a smaller amount as underpaid', async () => {
    expect(await verdict(client, payment({ amount: 24_990_000n }))).toEqual({
      kind: 'underpaid',
      received: 24_990_000n,
      expected: 25_000_000n,
      confirmations: 19,
    });
  });

  it('rejects a token called USDT at another contract as the wrong token', async () => {
    const txid = payment({ token: counterfeitUsdt, tokenInfo: { symbol: 'USDT', name: 'Tether USD' } });
    const transaction = await client.findTransaction(txid);
    expect(transaction?.transfers).toEqual([
      { token: counterfeitUsdt, from: tronAddressFor('payer'), to: paymentAddress, amount: 25_000_000n },
    ]);
    expect(await verdict(client, txid)).toEqual({ kind: 'rejected', reason: 'wrong_token' });
  });

  it('rejects official USDT sent to another address as the wrong recipient', async () => {
    expect(await verdict(client, payment({ to: anotherOrdersAddress }))).toEqual({
      kind: 'rejected',
      reason: 'wrong_recipient',
    });
  });

  it('rejects a reverted transfer as a failed transaction, with no transfers read', async () => {
    const txid = payment({ result: 'REVERT' });
    expect(await client.findTransaction(txid)).toMatchObject({ succeeded: false, transfers: [] });
    expect(await verdict(client, txid)).toEqual({ kind: 'rejected', reason: 'failed_transaction' });
  });

  it('waits until the solidity node knows the transaction, then confirms', async () => {
    const blockNumber = nextBlock();
    const txid = payment({ blockNumber, solidified: false });
    node.setHeadBlock(blockNumber + 4);
    expect(await verdict(client, txid)).toEqual({ kind: 'waiting', confirmations: 5, required: 19 });

    node.solidify(txid);
    expect(await verdict(client, txid)).toMatchObject({ kind: 'confirmed', confirmations: 19 });
    node.setHeadBlock(blockNumber + 30);
    expect(await verdict(client, txid)).toMatchObject({ kind: 'confirmed', confirmations: 31 });
  });

  it('rejects a transfer older than the order as outside the window', async () => {
    expect(await verdict(client, payment({ blockTime: minutesAfterPlacing(-10) }))).toEqual({
      kind: 'rejected',
      reason: 'outside_window',
    });
  });

  it('answers undefined for a transaction the node does not know, asking only for its receipt', async () => {
    const seen = node.requests.length;
    expect(await client.findTransaction('ab'.repeat(32))).toBeUndefined();
    expect(node.requests.slice(seen)).toEqual(['POST /wallet/gettransactioninfobyid']);
  });

  it('answers undefined for text that is no transaction id without asking the node', async () => {
    const seen = node.requests.length;
    expect(await client.findTransaction('not-a-transaction-id')).toBeUndefined();
    expect(node.requests.length).toBe(seen);
  });

  it('accepts a 0x-prefixed, upper-case id and reports it as the node spells it', async () => {
    const txid = payment();
    expect((await client.findTransaction(`0x${txid.toUpperCase()}`))?.hash).toBe(txid);
  });
});

describe('untrusted log entries', () => {
  let node: RecordedTronNode;
  let client: ChainClient;
  beforeAll(async () => {
    node = await startRecordedTronNode();
    client = tronClient(node);
  });
  afterAll(() => node.close());

  const paymentWithLogs = (extraLogs: unknown[]) =>
    node.addUsdtTransfer({
      to: paymentAddress,
      amount: 25_000_000n,
      blockNumber: nextBlock(),
      blockTime: minutesAfterPlacing(5),
      extraLogs,
    });
  const word = (hex: string) => hex.padStart(64, '0');
  const evmHex = (address: string) => tronHex(address).slice(2);
  const otherContract = evmHex(tronAddressFor('some DEX router'));

  it('skips other events and NFT-style Transfers, and still confirms the payment', async () => {
    const txid = paymentWithLogs([
      {
        address: otherContract,
        topics: [APPROVAL_TOPIC, word(evmHex(strangerAddress)), word(evmHex(paymentAddress))],
        data: word('ff'),
      },
      {
        address: otherContract,
        topics: [
          TRANSFER_EVENT_TOPIC,
          word(evmHex(strangerAddress)),
          word(evmHex(paymentAddress)),
          word('2a'),
        ],
      },
      // An address topic with bits above its 20 bytes is no address: not a transfer.
      {
        address: otherContract,
        topics: [
          TRANSFER_EVENT_TOPIC,
          word(evmHex(strangerAddress)),
          `ff${word(evmHex(paymentAddress)).slice(2)}`,
        ],
        data: word('1'),
      },
    ]);
    expect((await client.findTransaction(txid))?.transfers).toHaveLength(1);
    expect(await verdict(client, txid)).toMatchObject({ kind: 'confirmed', received: 25_000_000n });
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['text', 'Transfer'],
    ['an address that is not hex', { address: 'zz'.repeat(20), topics: [TRANSFER_EVENT_TOPIC], data: '' }],
    [
      'an address with the 41 prefix',
      { address: tronHex(MAINNET_USDT), topics: [TRANSFER_EVENT_TOPIC], data: '' },
    ],
    ['topics that are not a list', { address: otherContract, topics: TRANSFER_EVENT_TOPIC, data: '' }],
    ['a short topic', { address: otherContract, topics: ['ddf252ad'], data: '' }],
    ['odd-length data', { address: otherContract, topics: [TRANSFER_EVENT_TOPIC], data: 'abc' }],
  ])('refuses the whole answer when a log entry is %s', async (_label, brokenLog) => {
    const txid = paymentWithLogs([brokenLog]);
    const error = await unavailability(client.findTransaction(txid));
    expect(error.message).toBe(
      'TRON node POST /wallet/gettransactioninfobyid: malformed answer (log 1 is not a TVM log entry)',
    );
  });

  it('refuses the answer when an official-token Transfer does not decode, rather than reject the payment', async () => {
    const truncatedAmount = { ...transferLog(MAINNET_USDT, strangerAddress, paymentAddress, 1n), data: '01' };
    const error = await unavailability(client.findTransaction(paymentWithLogs([truncatedAmount])));
    expect(error.message).toMatch(/log 1 is an undecodable Transfer of the official token/);
  });

  it('adds up a second official transfer to the payment address in the same transaction', async () => {
    const txid = paymentWithLogs([transferLog(MAINNET_USDT, strangerAddress, paymentAddress, 5_000_000n)]);
    expect(await verdict(client, txid)).toMatchObject({
      kind: 'confirmed',
      received: 30_000_000n,
      overpaid: 5_000_000n,
    });
  });
});

describe('a node that contradicts itself', () => {
  let node: RecordedTronNode;
  let client: ChainClient;
  beforeAll(async () => {
    node = await startRecordedTronNode();
    client = tronClient(node);
  });
  afterAll(() => node.close());

  type Answers = { transaction: Record<string, unknown>; info: Record<string, unknown> };
  const paymentAnswered = (reshape: (answers: Answers) => { transaction: unknown; info: unknown }) =>
    node.addUsdtTransfer({
      to: paymentAddress,
      amount: 25_000_000n,
      blockNumber: nextBlock(),
      blockTime: minutesAfterPlacing(5),
      reshape,
    });

  it.each([
    [
      'the receipt says REVERT',
      (a: Answers) => ({ ...a, info: { ...a.info, receipt: { result: 'REVERT' } } }),
    ],
    ['the receipt has no result', (a: Answers) => ({ ...a, info: { ...a.info, receipt: {} } })],
    ['the receipt info says FAILED', (a: Answers) => ({ ...a, info: { ...a.info, result: 'FAILED' } })],
    [
      'the transaction says OUT_OF_ENERGY',
      (a: Answers) => ({ ...a, transaction: { ...a.transaction, ret: [{ contractRet: 'OUT_OF_ENERGY' }] } }),
    ],
    [
      'the transaction has no ret',
      (a: Answers) => ({ ...a, transaction: { ...a.transaction, ret: undefined } }),
    ],
  ])('counts the transfer as failed when %s, whatever the logs say', async (_label, reshape) => {
    const txid = paymentAnswered(reshape);
    expect(await client.findTransaction(txid)).toMatchObject({ succeeded: false, transfers: [] });
    expect(await verdict(client, txid)).toEqual({ kind: 'rejected', reason: 'failed_transaction' });
  });

  it('refuses a receipt for another transaction', async () => {
    const txid = paymentAnswered((a) => ({ ...a, info: { ...a.info, id: 'cd'.repeat(32) } }));
    const error = await unavailability(client.findTransaction(txid));
    expect(error.message).toBe(
      `TRON node POST /wallet/gettransactioninfobyid: answered for ${'cd'.repeat(32)} when asked for ${txid}`,
    );
  });

  it('refuses a transaction body for another transaction', async () => {
    const txid = paymentAnswered((a) => ({ ...a, transaction: { ...a.transaction, txID: 'cd'.repeat(32) } }));
    const error = await unavailability(client.findTransaction(txid));
    expect(error.message).toMatch(/^TRON node POST \/wallet\/gettransactionbyid: answered for cdcd/);
  });

  it('treats a known receipt without its transaction as a lagging node, not an unknown transaction', async () => {
    const txid = paymentAnswered((a) => ({ ...a, transaction: {} }));
    const error = await unavailability(client.findTransaction(txid));
    expect(error.message).toBe(
      `TRON node POST /wallet/gettransactionbyid: knows the receipt of ${txid} but not the transaction`,
    );
  });

  it('refuses a receipt without a block time', async () => {
    const txid = paymentAnswered((a) => ({ ...a, info: { ...a.info, blockTimeStamp: undefined } }));
    const error = await unavailability(client.findTransaction(txid));
    expect(error.message).toMatch(/malformed answer \(blockTimeStamp: /);
  });
});

describe('node outages', () => {
  let node: RecordedTronNode;
  let client: ChainClient;
  beforeAll(async () => {
    node = await startRecordedTronNode();
    client = tronClient(node);
  });
  afterAll(() => node.close());

  const INFO = 'TRON node POST /wallet/gettransactioninfobyid: ';
  const HISTORY = 'TRON node GET /v1/accounts/{address}/transactions/trc20: ';
  const cases: { mode: TronNodeOutage; node: RegExp; history: RegExp }[] = [
    { mode: 'down', node: /^HTTP 503 \(<html>.*503 Service Temporarily Unavailable/, history: /^HTTP 503 / },
    {
      mode: 'rate-limited',
      node: /^HTTP 429 \(request rate exceeded the allowed_rps\(15\)/,
      history: /^HTTP 429 \(request rate exceeded/,
    },
    { mode: 'reset', node: /socket hang up|ECONNRESET/, history: /fetch failed/ },
    { mode: 'hang', node: new RegExp(`^no answer within ${TIMEOUT_MS} ms$`), history: /^no answer within/ },
    {
      mode: 'malformed',
      node: /^malformed answer \(not JSON: \{"id":"/,
      history: /^malformed answer \(not JSON: /,
    },
    {
      mode: 'node-error',
      node: /^node error \(class java\.lang\.NullPointerException : null\)$/,
      history: /^HTTP 500 \(Internal server error\)$/,
    },
  ];

  let extra = 0n;
  it.each(cases)('$mode: every call fails as ChainUnavailableError, then works again', async (outage) => {
    extra += 1n; // Each case's transfer is the largest so far, so discovery offers it.
    const txid = node.addUsdtTransfer({
      to: paymentAddress,
      amount: 25_000_000n + extra,
      blockNumber: nextBlock(),
      blockTime: minutesAfterPlacing(5),
    });
    const transaction = await client.findTransaction(txid);
    const watched: WatchedAddress[] = [{ orderId: 'order-1', address: paymentAddress, since: placedAt }];

    node.setOutage(outage.mode);
    const lookup = await unavailability(client.findTransaction(txid));
    expect(lookup.message.startsWith(INFO)).toBe(true);
    expect(lookup.message.slice(INFO.length)).toMatch(outage.node);
    expect(lookup.cause).toBeDefined();
    await unavailability(client.settlement(transaction!));
    const discovery = await unavailability(client.discover(watched, null));
    expect(discovery.message.startsWith(HISTORY)).toBe(true);
    expect(discovery.message.slice(HISTORY.length)).toMatch(outage.history);

    node.setOutage('none');
    expect(await verdict(client, txid)).toMatchObject({ kind: 'confirmed', received: 25_000_000n + extra });
    expect((await client.discover(watched, null)).found).toContainEqual({
      orderId: 'order-1',
      transactionHash: txid,
      amount: 25_000_000n + extra,
    });
  });
});

describe('discovery through TronGrid', () => {
  let node: RecordedTronNode;
  let client: ChainClient;
  beforeAll(async () => {
    node = await startRecordedTronNode({ pageSizeCap: 2 });
    client = tronClient(node);
  });
  afterAll(() => node.close());

  const since = placedAt;
  const watched: WatchedAddress[] = [
    { orderId: 'order-a', address: paymentAddress, since },
    { orderId: 'order-b', address: anotherOrdersAddress, since },
  ];
  const transfer = (to: string, minutes: number, extra: { solidified?: boolean; result?: 'REVERT' } = {}) =>
    node.addUsdtTransfer({
      to,
      amount: BigInt(Math.abs(minutes)) * 1_000_000n,
      blockNumber: nextBlock(),
      blockTime: minutesAfterPlacing(minutes),
      ...extra,
    });
  const row = (overrides: Record<string, unknown>) => ({
    transaction_id: createHash('sha256').update(JSON.stringify(overrides)).digest('hex'),
    token_info: { symbol: 'USDT', address: MAINNET_USDT, decimals: 6, name: 'Tether USD' },
    block_timestamp: minutesAfterPlacing(30).getTime(),
    from: strangerAddress,
    to: paymentAddress,
    type: 'Transfer',
    value: '1000000',
    ...overrides,
  });

  it('offers the largest confirmed official transfer to each watched address across pages, and nothing else', async () => {
    const toA = [1, 2, 3, 4, 5].map((minutes) => transfer(paymentAddress, minutes));
    const toB = transfer(anotherOrdersAddress, 6);
    transfer(strangerAddress, 7);
    transfer(paymentAddress, 8, { solidified: false });
    transfer(paymentAddress, -5);
    transfer(paymentAddress, 9, { result: 'REVERT' });
    // Rows an index could list despite the query's filters; the client must drop them itself.
    node.indexRow(
      paymentAddress,
      row({ token_info: { symbol: 'USDT', address: counterfeitUsdt, decimals: 6 } }),
    );
    node.indexRow(paymentAddress, row({ type: 'Approval' }));
    node.indexRow(paymentAddress, row({ to: strangerAddress }));
    node.indexRow(paymentAddress, row({ block_timestamp: minutesAfterPlacing(-30).getTime() }));

    const seen = node.requests.length;
    const discovery = await client.discover(watched, null);

    expect(discovery.cursor).toBeNull();
    // The 5-minute transfer is the largest of those that count (the reverted 9 and unconfirmed 8 do not).
    expect(discovery.found).toEqual([
      { orderId: 'order-a', transactionHash: toA[4], amount: 5_000_000n },
      { orderId: 'order-b', transactionHash: toB, amount: 6_000_000n },
    ]);
    const asked = node.requests.slice(seen);
    const pagesForA = asked.filter((r) => r.includes(`/v1/accounts/${paymentAddress}/`));
    // 5 transfers + 4 unfiltered index rows, 2 per page, then a window from the newest row read.
    expect(pagesForA.length).toBeGreaterThanOrEqual(5);
    expect(pagesForA.slice(1, 5).every((r) => r.includes('&fingerprint='))).toBe(true);
    const firstQuery = new URL(pagesForA[0]!.split(' ')[1]!, node.url).searchParams;
    expect(Object.fromEntries(firstQuery)).toEqual({
      only_to: 'true',
      only_confirmed: 'true',
      contract_address: MAINNET_USDT,
      order_by: 'block_timestamp,asc',
      min_timestamp: String(since.getTime() - BLOCK_TIME_TOLERANCE_MS),
      limit: '200',
    });
    expect(new Set(node.apiKeysSeen)).toEqual(new Set([API_KEY]));
  });

  it('skips a watched address that is not a TRON address without asking', async () => {
    const seen = node.requests.length;
    const evmAddress = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    expect(await client.discover([{ orderId: 'order-x', address: evmAddress, since }], null)).toEqual({
      found: [],
      cursor: null,
    });
    expect(node.requests.length).toBe(seen);
  });

  it('refuses a page with a malformed row instead of guessing', async () => {
    const fresh = await startRecordedTronNode();
    try {
      fresh.indexRow(paymentAddress, row({ transaction_id: 'not-hex' }));
      const error = await unavailability(tronClient(fresh).discover(watched.slice(0, 1), null));
      expect(error.message).toMatch(
        /^TRON node GET \/v1\/accounts\/\{address\}\/transactions\/trc20: malformed answer \(data\.0\.transaction_id: /,
      );
    } finally {
      await fresh.close();
    }
  });
});
