// GET /api/discounts: every discount code with its use count (admin).
import { listDiscounts } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discountsResponseSchema } from '../../contracts/discounts.js';
import { problemSchema } from '../../contracts/envelope.js';
import { discountViewFromRow } from '../../discounts/discount-view.js';

const discountQueries: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/discounts',
    {
      onRequest: app.requireAdmin,
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
      discounts: (await listDiscounts(app.deps.db)).map(discountViewFromRow),
    }),
  );
};

export default discountQueries;
