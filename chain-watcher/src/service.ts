// The chain-watcher service: one verification round per network every poll interval, run by one
// instance at a time (leader lock); stops cleanly between rounds.
import { createKysely, type EventStore, type Logger, type Pool, startPeriodicTask } from '@shop/infra';
import type { ChainClient } from './chains/chain-client.js';
import type { ChainWatcherTables } from './db/tables.js';
import { createNetworkWatcher } from './watcher/network-watcher.js';

export interface ChainWatcherOptions {
  store: EventStore;
  pool: Pool;
  databaseUrl: string;
  logger: Logger;
  clients: readonly ChainClient[];
  pollMs: number;
  notFoundMs: number;
  clock?: () => Date;
}

export interface ChainWatcherService {
  stop(): Promise<void>;
}

export function startChainWatcher(options: ChainWatcherOptions): ChainWatcherService {
  const db = createKysely<ChainWatcherTables>(options.pool);
  const logger = options.logger.child({ service: 'chain-watcher' });
  const tasks = options.clients.map((client) => {
    const watcher = createNetworkWatcher({
      store: options.store,
      db,
      client,
      clock: options.clock ?? (() => new Date()),
      logger,
      notFoundMs: options.notFoundMs,
    });
    return startPeriodicTask({
      name: `chain-watcher-${client.network}`,
      databaseUrl: options.databaseUrl,
      logger,
      intervalMs: options.pollMs,
      work: async () => (await watcher.round()).changes,
    });
  });
  if (tasks.length === 0) logger.warn('no payment network is configured: payments stay in verification');
  return {
    async stop() {
      await Promise.all(tasks.map((task) => task.stop()));
    },
  };
}
