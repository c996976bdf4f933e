// The monitoring resource (spec §7 Monitoring): what admins watch of the robots. Hands the route
// module the read models and the clock (online status and metrics depend on now).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import monitoringQueries from './queries.js';

const monitoring: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  await app.register(monitoringQueries, { db, clock });
};

export default monitoring;
