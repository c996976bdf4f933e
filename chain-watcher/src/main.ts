// Production entry point of the chain watcher (`npm run start:chain-watcher`): verifies payments on
// every network with a configured node (TRON_API_URL, BSC_RPC_URL).
import {
  createKysely,
  createLogger,
  createMetricsRegistry,
  loadConfigOrExit,
  openPlatform,
  requireDatabaseUrl,
  serveMetricsIfConfigured,
  stopOnSignals,
} from '@shop/infra';
import { createChainClients } from './chains/clients.js';
import { migrateChainWatcher } from './db/migrate.js';
import type { ChainWatcherTables } from './db/tables.js';
import { registerChainMetrics } from './metrics/chain-metrics.js';
import { startChainWatcher } from './service.js';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'chain-watcher' });
const databaseUrl = requireDatabaseUrl(config, 'the chain watcher');
const metrics = createMetricsRegistry('chain-watcher');
const platform = await openPlatform({
  config,
  logger,
  databaseUrl,
  applicationName: 'chain-watcher',
  poolSize: 5,
  metrics,
});
// Its own tables, with their own migration history beside the read models' (the orders it reads are
// the projections service's); the migration lock makes a concurrent run safe.
const db = createKysely<ChainWatcherTables>(platform.pool);
await migrateChainWatcher(db);
const configured = createChainClients(config.chains, logger);
const chainMetrics = registerChainMetrics(
  metrics,
  db,
  configured.map((client) => client.network),
);
const clients = configured.map(chainMetrics.meter);
const watcher = startChainWatcher({
  ...platform,
  logger,
  clients,
  pollMs: config.chains.pollSeconds * 1000,
  notFoundMs: config.chains.notFoundMinutes * 60_000,
});
const metricsServer = await serveMetricsIfConfigured({ config, registry: metrics, pool: platform.pool });
logger.info(
  { networks: clients.map((client) => client.network), metrics: metricsServer.address },
  'chain watcher running',
);

stopOnSignals(async () => {
  await metricsServer.close();
  await watcher.stop();
  await platform.close();
}, logger);
