// The port every network adapter implements: look up one transaction, tell how settled a block is,
// and discover transfers to watched addresses. Adapters validate every node answer and translate it
// into the domain's `ChainTransaction`; they never decide whether an order is paid.
import type { ChainTransaction, Network, Settlement } from '@shop/domain';

export interface WatchedAddress {
  orderId: string;
  address: string;
  /** Transfers before this moment cannot pay the order. */
  since: Date;
}

export interface DiscoveredTransfer {
  orderId: string;
  transactionHash: string;
  /** What the transfer moves to the order's address, in the token's base units; never zero. */
  amount: bigint;
}

export interface Discovery {
  found: DiscoveredTransfer[];
  /** Opaque resume point, persisted by the watcher and handed back on the next call. */
  cursor: string | null;
}

export interface ChainClient {
  readonly network: Network;
  /** The official USDT contract in the form transfers report it. */
  readonly officialToken: string;
  /** Confirmations the network's policy asks for, as shown to customers. */
  readonly requiredConfirmations: number;
  /** The transaction as the chain records it; undefined while the node does not know it. */
  findTransaction(transactionHash: string): Promise<ChainTransaction | undefined>;
  /** How settled `transaction`'s block is now, by the network's policy. */
  settlement(transaction: ChainTransaction): Promise<Settlement>;
  /**
   * Transfers of the official token to any of `watched` since `cursor` (or since each address's
   * `since` when null). Candidates only: the watcher verifies each through `findTransaction`.
   */
  discover(watched: readonly WatchedAddress[], cursor: string | null): Promise<Discovery>;
}

/**
 * A node could not answer now (timeout, rate limit, outage, malformed answer). The watcher backs
 * off and retries; the order stays in verification.
 */
export class ChainUnavailableError extends Error {
  override readonly name = 'ChainUnavailableError';
  constructor(
    readonly network: Network,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
