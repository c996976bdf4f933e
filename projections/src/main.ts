// Production entry point of the projections service (`npm run start:projections`).
import { createLogger, loadConfigOrExit, openPlatform, requireDatabaseUrl, stopOnSignals } from '@shop/infra';
import { startProjectionsService } from './service.js';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'projections' });
const databaseUrl = requireDatabaseUrl(config, 'the projections service');
const platform = await openPlatform({
  config,
  logger,
  databaseUrl,
  applicationName: 'projections',
  poolSize: 10,
});
const service = await startProjectionsService({ ...platform, logger });
logger.info({ eventStore: platform.store.kind }, 'projections running');

stopOnSignals(async () => {
  await service.stop();
  await platform.close();
}, logger);
