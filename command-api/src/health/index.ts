// The health resource: whether the database and the event store answer, and how far behind the
// projectors and reactors are, and what the operator has left to configure.
import { placeholderDetailsWarnings } from '@shop/infra';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import healthQueries from './queries.js';

const health: FastifyPluginAsyncZod = async (app) => {
  const { pool, store, db, config } = app.deps;
  await app.register(healthQueries, { pool, store, db, warnings: placeholderDetailsWarnings(config) });
};

export default health;
