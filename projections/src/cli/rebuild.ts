// `npm run rebuild`: empties every read model and replays the whole log into it, printing events/s.
// Stop the projections service (or `npm start`) first: the rebuild holds every projector's lock.
// `npm run rebuild -- --verify`: replays into a scratch schema instead and compares it with the live
// read models (which stay untouched; the projections may keep running); exits 1 on any difference.
// REBUILD_PROFILE=1 adds where the time went, per projector.
import { createKysely, openToolPlatform } from '@shop/infra';
import { migrateReadModels } from '../db/migrate.js';
import type { ReadModels } from '../db/schema.js';
import { allProjectors } from '../projectors.js';
import { rebuildReadModels } from '../runtime/rebuild.js';
import { LiveProjectorBehindError, verifyRebuild } from '../runtime/verify-rebuild.js';
import { formatProfile, formatReplay, formatVerifyReport } from './format-report.js';

const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--verify')) {
  console.error(
    `Unknown argument ${args.find((arg) => arg !== '--verify')}; usage: npm run rebuild [-- --verify], or in an image: node projections/dist/cli/rebuild.js [--verify]`,
  );
  process.exit(2);
}
const verify = args.includes('--verify');
const profile = process.env.REBUILD_PROFILE === '1';
const onProgress = (events: number) => {
  if (events % 100_000 < 2_000) process.stderr.write(`\r${events} events replayed`);
};

const { platform, close } = await openToolPlatform('rebuild', 4);
const { databaseUrl } = platform;
try {
  const db = createKysely<ReadModels>(platform.pool);
  const common = { projectors: allProjectors, store: platform.store, db, databaseUrl, profile };
  if (verify) {
    const report = await verifyRebuild({ ...common, onProgress });
    process.stdout.write(`\n${formatVerifyReport(report)}`);
    process.exitCode = report.ok ? 0 : 1;
  } else {
    await migrateReadModels(db);
    const report = await rebuildReadModels({ ...common, onProgress });
    const names = allProjectors.map((projector) => projector.id).join(', ');
    process.stdout.write(`\nRebuilt ${names}: ${formatReplay(report)}\n`);
    if (report.profile) process.stdout.write(`${formatProfile(report.profile).join('\n')}\n`);
  }
} catch (error) {
  if (!(error instanceof LiveProjectorBehindError)) throw error;
  console.error(`\n${error.message}`);
  process.exitCode = 2;
} finally {
  await close();
}
