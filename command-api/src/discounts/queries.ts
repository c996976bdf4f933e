// GET /api/discounts: every discount code with its use count (admin).
import { listDiscounts, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { discountsResponseSchema } from '../contracts/discounts.js';
import { problemSchema } from '../contracts/envelope.js';
import { discountViewFromRow } from './views.js';

const discountQueries: FastifyPluginAsyncZod<{ db: Kysely<ReadModels> }> = async (app, { db }) => {
  app.get(
    '/api/discounts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['discounts'],
        security: [{ bearer: [] }],
        summary: 'Every discount code (admin)',
        response: { 200: discountsResponseSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async () => ({
      success: true as const,
      discounts: (await listDiscounts(db)).map(discountViewFromRow),
    }),
  );
};

export default discountQueries;
