// The robot resource: what an MT5 expert advisor calls. Its licence check (with the public keys that
// verify the answer) and its reports (heartbeat, positions, deals, equity). Builds the robot's
// identity check and the report service from the app's dependencies.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import robotReportCommands from './commands.js';
import { createRobotIdentity } from './identity.js';
import { createLatestReleases } from './latest-releases.js';
import licenceCheckQueries from './queries.js';
import { createRobotReports } from './service.js';

const robot: FastifyPluginAsyncZod = async (app) => {
  const { store, db, clock, keys, config } = app.deps;
  await app.register(licenceCheckQueries, {
    db,
    clock,
    keys,
    publicUrl: config.publicUrl,
    latestReleases: createLatestReleases(db, clock),
  });
  await app.register(robotReportCommands, {
    identity: createRobotIdentity(db, clock),
    reports: createRobotReports({ store, db, clock }),
  });
};

export default robot;
