// BEP20 (BNB Smart Chain) through ethers v6 JSON-RPC: receipts and `Transfer` logs of one
// transaction, settlement by block count or the finalized tag, and discovery by `eth_getLogs`
// over the official token with the watched addresses as recipient topics.
import type { ChainTransaction, Settlement, TokenTransfer } from '@shop/domain';
import {
  FetchRequest,
  getAddress,
  id,
  isHexString,
  JsonRpcProvider,
  type Log,
  Network,
  type TransactionReceipt,
  zeroPadValue,
} from 'ethers';
import {
  type ChainClient,
  ChainUnavailableError,
  type DiscoveredTransfer,
  type Discovery,
  type WatchedAddress,
} from '../chain-client.js';

const TRANSFER_TOPIC = id('Transfer(address,address,uint256)');

export interface BscClientOptions {
  rpcUrl: string;
  usdtContract: string;
  /** Blocks on top of the transaction's (its own included) after which a payment is final. */
  confirmations: number;
  chainId?: number;
  timeoutMs?: number;
  /** Largest `eth_getLogs` block range one request asks for (public nodes cap it). */
  maxBlockRange?: number;
  /** Ranges scanned per `discover` call, so one call stays short after a long outage. */
  maxRangesPerDiscovery?: number;
  /** Where the first scan starts, counted back from the head (about an hour on BSC). */
  initialLookbackBlocks?: number;
  /**
   * Blocks scanned again on every call. An order placed while a scan runs is not in that scan's
   * address list; the overlap finds its payment on the next call.
   */
  rescanBlocks?: number;
  /** Whether the node's `finalized` block counts as final too (BSC fast finality). */
  useFinalizedTag?: boolean;
}

const ADDRESSES_PER_QUERY = 100;

/** A Transfer log in the only shape that can move tokens: 3 topics and a 32-byte amount. */
function transferFromLog(log: Pick<Log, 'address' | 'topics' | 'data'>): TokenTransfer | undefined {
  const [topic, fromTopic, toTopic] = log.topics;
  if (log.topics.length !== 3 || topic !== TRANSFER_TOPIC) return undefined;
  if (!isHexString(fromTopic, 32) || !isHexString(toTopic, 32) || !isHexString(log.data, 32))
    return undefined;
  return {
    token: getAddress(log.address),
    from: getAddress(`0x${fromTopic.slice(26)}`),
    to: getAddress(`0x${toTopic.slice(26)}`),
    amount: BigInt(log.data),
  };
}

function isWellFormedReceipt(receipt: TransactionReceipt, hash: string): boolean {
  return (
    receipt.hash.toLowerCase() === hash.toLowerCase() &&
    Number.isSafeInteger(receipt.blockNumber) &&
    receipt.blockNumber >= 0 &&
    (receipt.status === 0 || receipt.status === 1)
  );
}

export function createBscClient(options: BscClientOptions): ChainClient {
  const {
    confirmations: required,
    chainId = 56,
    timeoutMs = 10_000,
    maxBlockRange = 1_000,
    maxRangesPerDiscovery = 10,
    initialLookbackBlocks = 1_200,
    rescanBlocks = 50,
    useFinalizedTag = true,
  } = options;
  const officialToken = getAddress(options.usdtContract);
  const request = new FetchRequest(options.rpcUrl);
  request.timeout = timeoutMs;
  // A rate-limited answer fails at once: the watcher's backoff decides when to ask again.
  request.setThrottleParams({ maxAttempts: 1 });
  const provider = new JsonRpcProvider(request, Network.from(chainId), {
    staticNetwork: Network.from(chainId),
    cacheTimeout: -1,
    batchMaxCount: 1,
  });

  /** Every node failure becomes one error kind the watcher knows how to wait out. */
  async function ask<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ChainUnavailableError) throw error;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new ChainUnavailableError('BEP20', `BSC node: ${what} failed: ${reason}`, { cause: error });
    }
  }

  async function findTransaction(hash: string): Promise<ChainTransaction | undefined> {
    const receipt = await ask('eth_getTransactionReceipt', () => provider.getTransactionReceipt(hash));
    if (!receipt) return undefined;
    if (!isWellFormedReceipt(receipt, hash)) {
      throw new ChainUnavailableError('BEP20', `BSC node: malformed receipt for ${hash}`);
    }
    const block = await ask('eth_getBlockByNumber', () => provider.getBlock(receipt.blockNumber));
    // A block that no longer matches the receipt is a reorganisation in progress: ask again later.
    if (!block || block.hash !== receipt.blockHash || !Number.isSafeInteger(block.timestamp)) {
      throw new ChainUnavailableError(
        'BEP20',
        `BSC node: block ${receipt.blockNumber} changed under ${hash}`,
      );
    }
    const transfers = receipt.status === 1 ? receipt.logs.flatMap((log) => transferFromLog(log) ?? []) : [];
    return {
      hash: receipt.hash.toLowerCase(),
      succeeded: receipt.status === 1,
      blockNumber: receipt.blockNumber,
      blockTime: new Date(block.timestamp * 1000),
      transfers,
    };
  }

  async function finalizedBlock(): Promise<number | undefined> {
    if (!useFinalizedTag) return undefined;
    try {
      return (await provider.getBlock('finalized'))?.number ?? undefined;
    } catch {
      return undefined; // Nodes without the tag settle by block count alone.
    }
  }

  async function settlement(transaction: ChainTransaction): Promise<Settlement> {
    const head = await ask('eth_blockNumber', () => provider.getBlockNumber());
    const confirmations = Math.max(0, head - transaction.blockNumber + 1);
    const finalized = await finalizedBlock();
    const final =
      confirmations >= required || (finalized !== undefined && transaction.blockNumber <= finalized);
    return { confirmations, required, final };
  }

  async function logsTo(addresses: readonly string[], fromBlock: number, toBlock: number) {
    const logs: Log[] = [];
    for (let i = 0; i < addresses.length; i += ADDRESSES_PER_QUERY) {
      const recipients = addresses.slice(i, i + ADDRESSES_PER_QUERY).map((a) => zeroPadValue(a, 32));
      const filter = {
        address: officialToken,
        topics: [TRANSFER_TOPIC, null, recipients],
        fromBlock,
        toBlock,
      };
      logs.push(...(await ask('eth_getLogs', () => provider.getLogs(filter))));
    }
    return logs;
  }

  async function discover(watched: readonly WatchedAddress[], cursor: string | null): Promise<Discovery> {
    const head = await ask('eth_blockNumber', () => provider.getBlockNumber());
    const scanned = cursor !== null && /^\d+$/.test(cursor) ? Number(cursor) : head - initialLookbackBlocks;
    // Idle: nothing to look for, but keep the cursor close enough to the head to catch up quickly.
    if (watched.length === 0) return { found: [], cursor: String(Math.max(scanned, head - rescanBlocks)) };
    let from = Math.max(0, Math.min(scanned + 1 - rescanBlocks, head + 1));

    const orderOf = new Map(watched.map((w) => [getAddress(w.address), w.orderId]));
    // One candidate per order and transaction, with what all its transfers to the order's address add up to.
    const found = new Map<string, DiscoveredTransfer>();
    for (let ranges = 0; ranges < maxRangesPerDiscovery && from <= head; ranges += 1) {
      const to = Math.min(head, from + maxBlockRange - 1);
      for (const log of await logsTo([...orderOf.keys()], from, to)) {
        const transfer = transferFromLog(log);
        const orderId = transfer && orderOf.get(transfer.to);
        // A zero-value transfer pays nothing and is never a candidate.
        if (!orderId || transfer.amount === 0n || !isHexString(log.transactionHash, 32)) continue;
        const transactionHash = log.transactionHash.toLowerCase();
        const key = `${orderId}:${transactionHash}`;
        const amount = (found.get(key)?.amount ?? 0n) + transfer.amount;
        found.set(key, { orderId, transactionHash, amount });
      }
      from = to + 1;
    }
    return { found: [...found.values()], cursor: String(from - 1) };
  }

  return {
    network: 'BEP20',
    officialToken,
    requiredConfirmations: required,
    findTransaction,
    settlement,
    discover,
  };
}
