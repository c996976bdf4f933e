// Licence queries: the admin list, a licence's account-number history (owner or admin) and its
// full audit trail (admin). Read models only.
import {
  accountNumberHistory,
  adminLicenceList,
  licenceHistory,
  listLicences,
  type ReadModels,
  rowsInOneSnapshot,
  sortedLicences,
} from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemResponses } from '../contracts/envelope.js';
import {
  accountHistoryResponseSchema,
  licenceEventsResponseSchema,
  licenceIdParamsSchema,
  licencesQuerySchema,
  licencesResponseSchema,
} from '../contracts/licences.js';
import { csvExportResponses, mapBatches, sendCsvExport } from '../http/csv-stream.js';
import { TIME_DEPENDENT_MAX_AGE_MS } from '../http/list-cache.js';
import { pagination } from '../http/pagination.js';
import { LICENCE_CSV_COLUMNS, LICENCES_CSV_NAME } from './csv-columns.js';
import type { LicenceService } from './service.js';
import { licenceViewFromRow } from './views.js';

const errors = problemResponses(401, 403, 404);
const tags = ['licences'];
/** The list's filters and sort, without its page. */
const licencesExportQuerySchema = licencesQuerySchema.omit({ page: true, limit: true });

export interface LicenceQueriesOptions {
  licences: LicenceService;
  db: Kysely<ReadModels>;
  clock: () => Date;
  /** Account-number changes a licence allows its owner (ACCOUNT_CHANGE_ALLOWANCE). */
  allowance: number;
}

const licenceQueries: FastifyPluginAsyncZod<LicenceQueriesOptions> = async (
  app,
  { licences, db, clock, allowance },
) => {
  app.get(
    '/api/licenses',
    {
      config: {
        access: 'admin',
        // 'expired' and `expiring` depend on time; the deal and equity counts are robot telemetry,
        // aged like time rather than versioned (http/list-cache.ts says why).
        listCache: { readModels: ['licences', 'users'], maxAgeMs: TIME_DEPENDENT_MAX_AGE_MS },
      },
      schema: {
        tags,
        summary: 'Every licence, or a filtered, sorted page of them (admin)',
        querystring: licencesQuerySchema,
        response: { 200: licencesResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const now = clock();
      const { status, expiring, q, sort, order, page, limit } = request.query;
      const view = (row: Parameters<typeof licenceViewFromRow>[0]) => licenceViewFromRow(row, allowance, now);
      if (status === undefined && expiring === undefined && !q && sort === undefined && page === undefined) {
        return { success: true as const, licenses: (await listLicences(db)).map(view) };
      }
      const { rows, total } = await adminLicenceList(
        db,
        { status, expiringWithinDays: expiring, search: q },
        { sort, direction: order },
        now,
        page === undefined ? undefined : { page, limit },
      );
      return {
        success: true as const,
        licenses: rows.map(view),
        ...(page === undefined ? {} : { pagination: pagination(total, page, limit) }),
      };
    },
  );

  app.get(
    '/api/licenses/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'The licences GET /api/licenses lists, filtered and sorted alike, as a streamed CSV file (admin)',
        querystring: licencesExportQuerySchema,
        response: csvExportResponses,
      },
    },
    async (request, reply) => {
      const now = clock();
      const { status, expiring, q, sort, order } = request.query;
      const rows = rowsInOneSnapshot(db, (tx) =>
        sortedLicences(
          tx,
          { status, expiringWithinDays: expiring, search: q },
          { sort, direction: order },
          now,
        ),
      );
      return sendCsvExport(reply, {
        name: LICENCES_CSV_NAME,
        now,
        columns: LICENCE_CSV_COLUMNS,
        batches: mapBatches(rows, (row) => licenceViewFromRow(row, allowance, now)),
      });
    },
  );

  app.get(
    '/api/licenses/:id/account-history',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "A licence's account-number changes (owner or admin)",
        params: licenceIdParamsSchema,
        response: { 200: accountHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const row = await licences.visibleLicence(request.params.id, { id: user.id, isAdmin: user.isAdmin });
      const history = await accountNumberHistory(db, row.licence_id);
      const view = licenceViewFromRow(row, allowance, clock());
      const { changesRemaining, changesAllowed } = view;
      return { success: true as const, history, changesRemaining, changesAllowed };
    },
  );

  app.get(
    '/api/licenses/:id/events',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "A licence's full audit trail (admin)",
        params: licenceIdParamsSchema,
        response: { 200: licenceEventsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await licences.visibleLicence(request.params.id, { id: request.user!.id, isAdmin: true });
      const events = await licenceHistory(db, row.licence_id);
      return {
        success: true as const,
        events: events.map((event) => ({
          type: event.type,
          revision: Number(event.revision),
          at: event.at.toISOString(),
          actor: event.actor,
          actorUsername: event.actor_username,
          data: event.data as Record<string, unknown>,
        })),
      };
    },
  );
};

export default licenceQueries;
