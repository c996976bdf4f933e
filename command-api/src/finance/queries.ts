// Finance calls (admin): the ledger with totals, revenue grouped, the open problems, and an order or a
// licence as it stood at a chosen moment (its stream replayed up to then), for audits.
import { licenceDecider, licenceStream, orderDecider, orderStream } from '@shop/domain';
import type { EventStore } from '@shop/infra';
import {
  DELETED_USER_NAME,
  findUserById,
  ledgerEntriesWithDeciders,
  ledgerPage,
  openProblems,
  type ReadModels,
  revenue,
  rowsInOneSnapshot,
} from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemResponses } from '../contracts/envelope.js';
import {
  asOfQuerySchema,
  ledgerQuerySchema,
  ledgerResponseSchema,
  licenceAsOfResponseSchema,
  orderAsOfResponseSchema,
  problemsResponseSchema,
  revenueQuerySchema,
  revenueResponseSchema,
} from '../contracts/finance.js';
import { licenceIdParamsSchema } from '../contracts/licences.js';
import { orderIdParamsSchema } from '../contracts/payments.js';
import { csvExportResponses, mapBatches, sendCsvExport } from '../http/csv-stream.js';
import { pagination } from '../http/pagination.js';
import { licenceViewFromState } from '../licences/views.js';
import type { UsdtContracts } from '../payments/payment-request.js';
import { orderViewFromState } from '../payments/views.js';
import { foldAsOf } from './as-of.js';
import { LEDGER_CSV_COLUMNS, LEDGER_CSV_NAME } from './ledger-csv-columns.js';
import { ledgerEntryView, problemView } from './views.js';

const errors = problemResponses(400, 401, 403, 404);
const tags = ['finance'];

const toDates = <T extends { from?: string; to?: string; asOf?: string }>(query: T) => ({
  ...query,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
  asOf: query.asOf ? new Date(query.asOf) : undefined,
});

/** The ledger's filters and order, without its page. */
const ledgerExportQuerySchema = ledgerQuerySchema.omit({ page: true, limit: true });

export interface FinanceQueriesOptions {
  db: Kysely<ReadModels>;
  store: EventStore;
  clock: () => Date;
  /** Account-number changes a licence allows its owner (ACCOUNT_CHANGE_ALLOWANCE). */
  allowance: number;
  /** The USDT contracts, for the payment request an order view carries. */
  usdt: UsdtContracts;
}

const financeQueries: FastifyPluginAsyncZod<FinanceQueriesOptions> = async (
  app,
  { db, store, clock, allowance, usdt },
) => {
  const admin = { config: { access: 'admin' as const } };

  app.get(
    '/api/finance/ledger',
    {
      config: { ...admin.config, listCache: { readModels: ['ledger', 'users'] } },
      schema: {
        tags,
        summary: 'Ledger entries and totals',
        querystring: ledgerQuerySchema,
        response: { 200: ledgerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, sort, order, ...filters } = request.query;
      const { rows, totals, total } = await ledgerPage(
        db,
        toDates(filters),
        { page, limit },
        { sort, direction: order },
      );
      return {
        success: true as const,
        entries: rows.map(ledgerEntryView),
        totals,
        pagination: pagination(total, page, limit),
      };
    },
  );

  app.get(
    '/api/finance/ledger/export.csv',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'The entries GET /api/finance/ledger lists, filtered and ordered alike, as a streamed CSV file',
        querystring: ledgerExportQuerySchema,
        response: csvExportResponses,
      },
    },
    async (request, reply) => {
      const { sort, order, ...filters } = request.query;
      const rows = rowsInOneSnapshot(db, (tx) =>
        ledgerEntriesWithDeciders(tx, toDates(filters), { sort, direction: order }),
      );
      return sendCsvExport(reply, {
        name: LEDGER_CSV_NAME,
        now: clock(),
        columns: LEDGER_CSV_COLUMNS,
        batches: mapBatches(rows, (row) => ({ ...ledgerEntryView(row), decidedByName: row.decided_by_name })),
      });
    },
  );

  app.get(
    '/api/finance/revenue',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Revenue grouped by day or month (in a time zone, optionally split by plan or network), plan, network or discount code',
        querystring: revenueQuerySchema,
        response: { 200: revenueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { groupBy, tz, split, ...filters } = request.query;
      return {
        success: true as const,
        revenue: await revenue(db, groupBy, toDates(filters), { timeZone: tz, split }),
      };
    },
  );

  app.get(
    '/api/finance/problems',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Payments held and refunds asked for, oldest first',
        response: { 200: problemsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, problems: (await openProblems(db)).map(problemView) }),
  );

  app.get(
    '/api/admin/history/orders/:orderId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'An order as it stood at a moment',
        params: orderIdParamsSchema,
        querystring: asOfQuerySchema,
        response: { 200: orderAsOfResponseSchema, ...errors },
      },
    },
    async (request) => {
      const asOf = request.query.asOf ? new Date(request.query.asOf) : undefined;
      const { state, events } = await foldAsOf(
        store,
        orderStream(request.params.orderId),
        orderDecider,
        asOf,
      );
      return {
        success: true as const,
        order: state.status === 'none' ? null : orderViewFromState(state, usdt),
        asOf: (asOf ?? clock()).toISOString(),
        events,
      };
    },
  );

  app.get(
    '/api/admin/history/licences/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A licence as it stood at a moment',
        params: licenceIdParamsSchema,
        querystring: asOfQuerySchema,
        response: { 200: licenceAsOfResponseSchema, ...errors },
      },
    },
    async (request) => {
      const asOf = request.query.asOf ? new Date(request.query.asOf) : undefined;
      const at = asOf ?? clock();
      const { state, events } = await foldAsOf(store, licenceStream(request.params.id), licenceDecider, asOf);
      if (state.status === 'none')
        return { success: true as const, license: null, asOf: at.toISOString(), events };
      const owner = await findUserById(db, state.userId);
      const license = licenceViewFromState(
        state,
        { _id: state.userId, username: owner?.username ?? DELETED_USER_NAME, email: owner?.email ?? '' },
        allowance,
        at,
      );
      return { success: true as const, license, asOf: at.toISOString(), events };
    },
  );
};

export default financeQueries;
