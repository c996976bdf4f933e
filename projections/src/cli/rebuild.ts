// `npm run rebuild`: empties every read model and replays the whole log into it, printing events/s.
// Stop the projections service (or `npm start`) first: the rebuild holds every projector's lock.
import {
  createKysely,
  createLogger,
  createPool,
  loadConfig,
  openEventStore,
  resolveDatabase,
} from '@shop/infra';
import { migrateReadModels } from '../db/migrate.js';
import type { ReadModels } from '../db/schema.js';
import { allProjectors } from '../projectors.js';
import { rebuildReadModels } from '../runtime/rebuild.js';

const config = loadConfig();
const logger = createLogger({ level: config.logLevel, name: 'rebuild' });
const database = await resolveDatabase(config, logger);
const pool = createPool(database.url, { max: 4, applicationName: 'rebuild' });
try {
  const store = await openEventStore({
    eventStoreUrl: config.eventStoreUrl,
    databaseUrl: database.url,
    pool,
  });
  const db = createKysely<ReadModels>(pool);
  await migrateReadModels(db);
  const report = await rebuildReadModels({
    projectors: allProjectors,
    store,
    db,
    databaseUrl: database.url,
    onProgress: (events) => {
      if (events % 100_000 < 2_000) process.stderr.write(`\r${events} events replayed`);
    },
  });
  await store.close();
  process.stdout.write(
    `\nRebuilt ${allProjectors.map((p) => p.id).join(', ')}: ${report.events} events in ${report.seconds.toFixed(2)} s = ${Math.round(report.eventsPerSecond)} events/s\n`,
  );
} finally {
  await pool.end();
  await database.stop();
}
