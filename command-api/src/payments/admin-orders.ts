// GET /api/admin/orders: every order with its payment for the admin's Payments section, filtered,
// sorted and paged by the read model; the payments waiting for a decision come first by default.
import type { ChainSettings } from '@shop/infra';
import { adminOrderList, type ReadModels, rowsInOneSnapshot, sortedOrders } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { adminOrdersQuerySchema, adminOrdersResponseSchema } from '../contracts/admin-orders.js';
import { problemResponses } from '../contracts/envelope.js';
import { csvExportResponses, mapBatches, sendCsvExport } from '../http/csv-stream.js';
import { TIME_DEPENDENT_MAX_AGE_MS } from '../http/list-cache.js';
import { pagination } from '../http/pagination.js';
import { confirmationsRequired } from './networks.js';
import { ORDER_CSV_COLUMNS, ORDERS_CSV_NAME } from './orders-csv-columns.js';
import { adminOrderFromRow } from './views.js';

const DAY_MS = 86_400_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** A day starts at its midnight (UTC); a moment is itself. */
const startOf = (value: string) => new Date(isDay(value) ? `${value}T00:00:00.000Z` : value);
/** A day's orders are before the next midnight; a moment's before it. */
const endOf = (value: string) =>
  isDay(value) ? new Date(Date.parse(`${value}T00:00:00.000Z`) + DAY_MS) : new Date(value);

/** The list's filters and sort, without its page. */
const adminOrdersExportQuerySchema = adminOrdersQuerySchema.omit({ page: true, limit: true });

export interface AdminOrdersOptions {
  db: Kysely<ReadModels>;
  chains: ChainSettings;
  clock: () => Date;
}

const adminOrders: FastifyPluginAsyncZod<AdminOrdersOptions> = async (app, { db, chains, clock }) => {
  app.get(
    '/api/admin/orders',
    {
      config: {
        access: 'admin',
        // Confirmation counts come from the chain watcher's payment_checks, which no projector writes.
        listCache: { readModels: ['orders', 'users'], maxAgeMs: TIME_DEPENDENT_MAX_AGE_MS },
      },
      schema: {
        tags: ['payments'],
        summary: 'Every order with its payment, filtered, sorted and paged (admin)',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status, network, q, from, to, page, limit, sort, order } = request.query;
      const { rows, total } = await adminOrderList(
        db,
        {
          status,
          network,
          search: q,
          from: from === undefined ? undefined : startOf(from),
          to: to === undefined ? undefined : endOf(to),
        },
        { page, limit, sort, direction: order },
      );
      return {
        success: true as const,
        orders: rows.map((row) => adminOrderFromRow(row, confirmationsRequired(chains, row.network))),
        pagination: pagination(total, page, limit),
      };
    },
  );

  app.get(
    '/api/admin/orders/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary:
          'The orders GET /api/admin/orders lists, filtered and sorted alike, as a streamed CSV file (admin)',
        querystring: adminOrdersExportQuerySchema,
        response: csvExportResponses,
      },
    },
    async (request, reply) => {
      const { status, network, q, from, to, sort, order } = request.query;
      const filters = {
        status,
        network,
        search: q,
        from: from === undefined ? undefined : startOf(from),
        to: to === undefined ? undefined : endOf(to),
      };
      const rows = rowsInOneSnapshot(db, (tx) => sortedOrders(tx, filters, { sort, direction: order }));
      return sendCsvExport(reply, {
        name: ORDERS_CSV_NAME,
        now: clock(),
        columns: ORDER_CSV_COLUMNS,
        batches: mapBatches(rows, (row) =>
          adminOrderFromRow(row, confirmationsRequired(chains, row.network)),
        ),
      });
    },
  );
};

export default adminOrders;
