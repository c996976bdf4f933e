// The overview resource (issue 22, admin): the shop's figures at a glance, read from the read models.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import overviewQueries from './queries.js';

const overview: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  await app.register(overviewQueries, { db, clock });
};

export default overview;
