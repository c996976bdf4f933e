// The plans resource (spec §3 Plan): the plans on sale, from the one definition in domain.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import planQueries from './queries.js';

const plans: FastifyPluginAsyncZod = async (app) => {
  await app.register(planQueries);
};

export default plans;
