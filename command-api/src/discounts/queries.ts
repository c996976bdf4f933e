// GET /api/discounts (admin): every discount code with its use count, or a filtered, sorted page of them.
import { adminDiscountList, listDiscounts, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { discountsQuerySchema, discountsResponseSchema } from '../contracts/discounts.js';
import { bearerSecurity, problemResponses } from '../contracts/envelope.js';
import { TIME_DEPENDENT_MAX_AGE_MS } from '../http/list-cache.js';
import { pagination } from '../http/pagination.js';
import { discountViewFromRow } from './views.js';

export interface DiscountQueriesOptions {
  db: Kysely<ReadModels>;
  /** The code's state (active, expired, scheduled) depends on now. */
  clock: () => Date;
}

const discountQueries: FastifyPluginAsyncZod<DiscountQueriesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/discounts',
    {
      config: {
        access: 'admin',
        // A code's state (scheduled, active, expired) depends on time.
        listCache: { readModels: ['discounts', 'users'], maxAgeMs: TIME_DEPENDENT_MAX_AGE_MS },
      },
      schema: {
        tags: ['discounts'],
        security: bearerSecurity,
        summary: 'Every discount code, or a filtered, sorted page of them (admin)',
        querystring: discountsQuerySchema,
        response: { 200: discountsResponseSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status, q, sort, order, page, limit } = request.query;
      if (status === undefined && !q && sort === undefined && page === undefined) {
        return { success: true as const, discounts: (await listDiscounts(db)).map(discountViewFromRow) };
      }
      const { rows, total } = await adminDiscountList(
        db,
        { status, search: q },
        { sort, direction: order },
        clock(),
        page === undefined ? undefined : { page, limit },
      );
      return {
        success: true as const,
        discounts: rows.map(discountViewFromRow),
        ...(page === undefined ? {} : { pagination: pagination(total, page, limit) }),
      };
    },
  );
};

export default discountQueries;
