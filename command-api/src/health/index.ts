// The health resource: whether the database and the event store answer, and how far behind the
// projectors and reactors are.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import healthQueries from './queries.js';

const health: FastifyPluginAsyncZod = async (app) => {
  const { pool, store, db } = app.deps;
  await app.register(healthQueries, { pool, store, db });
};

export default health;
