// Production entry point of the chain watcher (`npm run start:chain-watcher`): verifies payments on
// every network with a configured node (TRON_API_URL, BSC_RPC_URL).
import {
  createKysely,
  createLogger,
  loadConfigOrExit,
  openPlatform,
  requireDatabaseUrl,
  stopOnSignals,
} from '@shop/infra';
import { migrateReadModels, type ReadModels } from '@shop/projections';
import { createChainClients } from './chains/clients.js';
import { startChainWatcher } from './service.js';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'chain-watcher' });
const databaseUrl = requireDatabaseUrl(config, 'the chain watcher');
const platform = await openPlatform({
  config,
  logger,
  databaseUrl,
  applicationName: 'chain-watcher',
  poolSize: 5,
});
// Its tables live beside the read models; the migration lock makes a concurrent run safe.
await migrateReadModels(createKysely<ReadModels>(platform.pool));
const clients = createChainClients(config.chains);
const watcher = startChainWatcher({
  ...platform,
  logger,
  clients,
  pollMs: config.chains.pollSeconds * 1000,
  notFoundMs: config.chains.notFoundMinutes * 60_000,
});
logger.info({ networks: clients.map((client) => client.network) }, 'chain watcher running');

stopOnSignals(async () => {
  await watcher.stop();
  await platform.close();
}, logger);
