// The audit resource (issue 10, admin): every business event, read from its projection of the log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import auditQueries from './queries.js';

const audit: FastifyPluginAsyncZod = async (app) => {
  await app.register(auditQueries, { db: app.deps.db, clock: app.deps.clock });
};

export default audit;
