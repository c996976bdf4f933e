// The chain watcher verifies USDT payments on TRC20 (tronweb) and BEP20 (ethers) and appends the outcomes.
export { createBscClient } from './chains/bsc/bsc-client.js';
export type { ChainClient, Discovery, WatchedAddress } from './chains/chain-client.js';
export { ChainUnavailableError } from './chains/chain-client.js';
export { createChainClients } from './chains/clients.js';
export { createTronClient } from './chains/tron/tron-client.js';
export {
  type ChainCandidatesTable,
  type ChainCursorsTable,
  type ChainWatcherTables,
  migrateChainWatcher,
  type PaymentCheckRow,
  type PaymentChecksTable,
} from './db/index.js';
export { type ChainWatcherOptions, type ChainWatcherService, startChainWatcher } from './service.js';
export { createNetworkWatcher, type NetworkWatcher, type RoundReport } from './watcher/network-watcher.js';
