// Production entry point of the API (`npm run start:api`); run as many replicas as needed.
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigOrExit, openPlatform, requireDatabaseUrl, stopOnSignals } from '@shop/infra';
import { startApiServer } from './server.js';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'api' });
const databaseUrl = requireDatabaseUrl(config, 'the API');
const platform = await openPlatform({ config, logger, databaseUrl, applicationName: 'api' });
const webRoot = process.env.WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const server = await startApiServer({ config, logger, platform, webRoot });
logger.info({ address: server.address, publicUrl: config.publicUrl }, 'API listening');

stopOnSignals(async () => {
  await server.close();
  await platform.close();
}, logger);
