// Production entry point of the API (`npm run start:api`); run as many replicas as needed.
import { fileURLToPath } from 'node:url';
import {
  createKysely,
  createLogger,
  createPool,
  loadConfigOrExit,
  openEventStore,
  requireDatabaseUrl,
  stopOnSignals,
} from '@shop/infra';
import type { ReadModels } from '@shop/projections';
import { startApiServer } from './server.js';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'api' });
const databaseUrl = requireDatabaseUrl(config, 'the API');
const pool = createPool(databaseUrl, { max: 20, applicationName: 'api' });
const store = await openEventStore({ eventStoreUrl: config.eventStoreUrl, databaseUrl, pool });
const server = await startApiServer({
  config,
  logger,
  store,
  pool,
  db: createKysely<ReadModels>(pool),
  clock: () => new Date(),
  webRoot: process.env.WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
});
logger.info({ address: server.address, publicUrl: config.publicUrl }, 'API listening');

stopOnSignals(async () => {
  await server.close();
  await store.close();
  await pool.end();
}, logger);
