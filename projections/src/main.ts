// Production entry point of the projections service (`npm run start:projections`).
import {
  createLogger,
  createPool,
  loadConfigOrExit,
  openEventStore,
  requireDatabaseUrl,
  stopOnSignals,
} from '@shop/infra';
import { startProjectionsService } from './service.js';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'projections' });
const databaseUrl = requireDatabaseUrl(config, 'the projections service');
const pool = createPool(databaseUrl, { max: 10, applicationName: 'projections' });
const store = await openEventStore({ eventStoreUrl: config.eventStoreUrl, databaseUrl, pool });
const service = await startProjectionsService({ store, pool, databaseUrl, logger });
logger.info({ eventStore: store.kind }, 'projections running');

stopOnSignals(async () => {
  await service.stop();
  await store.close();
  await pool.end();
}, logger);
