// `npm start`: the whole product on one machine with no other service: an embedded PostgreSQL
// (unless DATABASE_URL is set), migrations, projectors and the API serving the web app.
// Ctrl-C stops everything, the database last.
import { fileURLToPath } from 'node:url';
import { startApiServer } from '@shop/command-api';
import { createLogger, loadConfigOrExit, openPlatform, resolveDatabase, stopOnSignals } from '@shop/infra';
import { startProjectionsService } from '@shop/projections';
import { ensureWebBuild } from './ensure-web-build.js';

const started = performance.now();
const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'start' });

const webRoot = await ensureWebBuild(fileURLToPath(new URL('../web', import.meta.url)), (message) =>
  logger.info(message),
);
const database = await resolveDatabase(config, logger);
const platform = await openPlatform({ config, logger, databaseUrl: database.url, applicationName: 'shop' });
const projections = await startProjectionsService({ ...platform, logger });
const api = await startApiServer({ config, logger, platform, webRoot });

stopOnSignals(async () => {
  await api.close();
  await projections.stop();
  await platform.close();
  await database.stop();
}, logger);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
logger.info(
  { eventStore: platform.store.kind, database: database.embedded ? 'embedded' : 'external', seconds },
  `Ready: ${config.publicUrl}  (API docs: ${config.publicUrl}/api/docs, health: ${config.publicUrl}/api/health)`,
);
