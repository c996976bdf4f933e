// Production entry point of the API (`npm run start:api`); run as many replicas as needed.
import { fileURLToPath } from 'node:url';
import {
  appKeysFromConfig,
  createLogger,
  createMetricsRegistry,
  loadConfigOrExit,
  openPlatform,
  requireDatabaseUrl,
  serveMetricsIfConfigured,
  stopOnSignals,
} from '@shop/infra';
import { startApiServer } from './server.js';
import { ensureFirstAdminOnStart } from './users/first-admin.js';
import { reportFirstAdmin } from './users/report-first-admin.js';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'api' });
const databaseUrl = requireDatabaseUrl(config, 'the API');
const metrics = createMetricsRegistry('api');
const platform = await openPlatform({ config, logger, databaseUrl, applicationName: 'api', metrics });
const webRoot = config.webRoot ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const keys = appKeysFromConfig(config);
// Prometheus scrapes this listener, never the public port (the app serves no /metrics).
const metricsServer = await serveMetricsIfConfigured({ config, registry: metrics, pool: platform.pool });
const server = await startApiServer({ config, logger, platform, keys, webRoot, metrics });
reportFirstAdmin(await ensureFirstAdminOnStart({ store: platform.store, keys, config, logger }));
logger.info(
  { address: server.address, publicUrl: config.publicUrl, metrics: metricsServer.address },
  'API listening',
);

stopOnSignals(async () => {
  await metricsServer.close();
  await server.close();
  await platform.close();
}, logger);
