// `npm run rebuild`: empties every read model and replays the whole log into it, printing events/s.
// Stop the projections service (or `npm start`) first: the rebuild holds every projector's lock.
import { createKysely, createLogger, loadConfigOrExit, openPlatform, resolveDatabase } from '@shop/infra';
import { migrateReadModels } from '../db/migrate.js';
import type { ReadModels } from '../db/schema.js';
import { allProjectors } from '../projectors.js';
import { rebuildReadModels } from '../runtime/rebuild.js';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'rebuild' });
const database = await resolveDatabase(config, logger);
const platform = await openPlatform({
  config,
  logger,
  databaseUrl: database.url,
  applicationName: 'rebuild',
  poolSize: 4,
});
try {
  const db = createKysely<ReadModels>(platform.pool);
  await migrateReadModels(db);
  const report = await rebuildReadModels({
    projectors: allProjectors,
    store: platform.store,
    db,
    databaseUrl: database.url,
    onProgress: (events) => {
      if (events % 100_000 < 2_000) process.stderr.write(`\r${events} events replayed`);
    },
  });
  const names = allProjectors.map((projector) => projector.id).join(', ');
  process.stdout.write(
    `\nRebuilt ${names}: ${report.events} events in ${report.seconds.toFixed(2)} s = ${Math.round(report.eventsPerSecond)} events/s\n`,
  );
} finally {
  await platform.close();
  await database.stop();
}
