// The chain watcher's tables and their migrations, without the chain clients: for whatever migrates a
// database the chain watcher or the API's order status call will use.
export { migrateChainWatcher } from './migrate.js';
export type {
  ChainCandidatesTable,
  ChainCursorsTable,
  ChainWatcherTables,
  PaymentCheckRow,
  PaymentChecksTable,
} from './tables.js';
