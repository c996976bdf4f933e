// GET /api/discounts (admin): every discount code with its use count, or a filtered, sorted page of them;
// GET /api/discounts/export.csv: the same codes, filtered and sorted alike, as a streamed CSV file.
import {
  adminDiscountList,
  listDiscounts,
  type ReadModels,
  rowsInOneSnapshot,
  sortedDiscounts,
} from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { discountsQuerySchema, discountsResponseSchema } from '../contracts/discounts.js';
import { problemResponses } from '../contracts/envelope.js';
import { csvExportResponses, mapBatches, sendCsvExport } from '../http/csv-stream.js';
import { TIME_DEPENDENT_MAX_AGE_MS } from '../http/list-cache.js';
import { pagination } from '../http/pagination.js';
import { DISCOUNT_CSV_COLUMNS, DISCOUNTS_CSV_NAME, discountCsvRow } from './csv-columns.js';
import { discountViewFromRow } from './views.js';

export interface DiscountQueriesOptions {
  db: Kysely<ReadModels>;
  /** The code's state (active, expired, scheduled) depends on now. */
  clock: () => Date;
}

/** The list's filters and sort, without its page. */
const discountsExportQuerySchema = discountsQuerySchema.omit({ page: true, limit: true });

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

  app.get(
    '/api/discounts/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['discounts'],
        summary:
          'The discount codes GET /api/discounts lists, filtered and sorted alike, as a streamed CSV file (admin)',
        querystring: discountsExportQuerySchema,
        response: csvExportResponses,
      },
    },
    async (request, reply) => {
      const now = clock();
      const { status, q, sort, order } = request.query;
      const rows = rowsInOneSnapshot(db, (tx) =>
        sortedDiscounts(tx, { status, search: q }, { sort, direction: order }, now),
      );
      return sendCsvExport(reply, {
        name: DISCOUNTS_CSV_NAME,
        now,
        columns: DISCOUNT_CSV_COLUMNS,
        batches: mapBatches(rows, (row) => discountCsvRow(discountViewFromRow(row), now)),
      });
    },
  );
};

export default discountQueries;
