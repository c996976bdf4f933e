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
import { migrateReadModels, type ReadModels } from '@shop/projections';
import { createChainClients } from './chains/clients.js';
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
// Its tables live beside the read models; the migration lock makes a concurrent run safe.
const db = createKysely<ReadModels>(platform.pool);
await migrateReadModels(db);
const configured = createChainClients(config.chains);
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
