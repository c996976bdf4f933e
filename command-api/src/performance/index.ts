// The performance resource (spec §7 Public): what the public sees of the showcase account's robot.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import publicPerformanceQueries from './queries.js';

const publicPerformance: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  await app.register(publicPerformanceQueries, { db, clock, showcaseLicenceKey: config.showcaseLicenceKey });
};

export default publicPerformance;
