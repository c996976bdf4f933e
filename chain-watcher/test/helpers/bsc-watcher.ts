// The BSC watcher the anvil suites run by hand: the app's store and database, a BSC client on the
// test chain (or a proxy in front of it), the app's clock, no backoff between rounds.
import { createKysely, createLogger } from '@shop/infra';
import type { TestApp } from '../../../command-api/test/helpers/test-app.js';
import { createBscClient } from '../../src/chains/bsc/bsc-client.js';
import type { ChainWatcherTables } from '../../src/db/tables.js';
import type { TestChain } from '../../src/testing/anvil-chain.js';
import { createBackoff } from '../../src/watcher/backoff.js';
import { createNetworkWatcher } from '../../src/watcher/network-watcher.js';

export interface BscTestWatcherOptions {
  /** The node the watcher asks: the chain's own, or a proxy a test can cut. */
  rpcUrl: string;
  confirmations: number;
  /** The silent logger's name. */
  name: string;
  db?: ReturnType<typeof createKysely<ChainWatcherTables>>;
  /** How long a transaction may stay unknown to the node; ten minutes unless given. */
  notFoundMs?: number;
}

export function createBscTestWatcher(t: TestApp, chain: TestChain, options: BscTestWatcherOptions) {
  return createNetworkWatcher({
    store: t.store,
    db: options.db ?? createKysely<ChainWatcherTables>(t.database.pool),
    client: createBscClient({
      rpcUrl: options.rpcUrl,
      usdtContract: chain.officialToken,
      confirmations: options.confirmations,
      useFinalizedTag: false,
      timeoutMs: 2_000,
    }),
    clock: () => t.clock.now,
    logger: createLogger({ level: 'silent', name: options.name }),
    notFoundMs: options.notFoundMs ?? 10 * 60_000,
    backoff: createBackoff({ initialMs: 0, maxMs: 0 }),
  });
}
