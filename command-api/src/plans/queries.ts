// GET /api/plans: the four plans of spec §3, from the one definition in domain.
import { PLANS } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plansResponseSchema } from '../contracts/discounts.js';

const planQueries: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/plans',
    {
      config: { access: 'public' },
      schema: { tags: ['plans'], summary: 'The plans on sale', response: { 200: plansResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, plans: [...PLANS] };
    },
  );
};

export default planQueries;
