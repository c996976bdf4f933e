// Admin EA monitoring (spec §7 Monitoring): licences with their robots' status, and per licence its
// deals, metrics, equity, charts, positions and heartbeat; the licence list as a streamed CSV file. Admin role
// checked on every call.
import { accountPerformance, licenceError, monitoringMetrics } from '@shop/domain';
import {
  accountsWithStatus,
  dealRecords,
  dealsPage,
  equitySamples,
  equitySince,
  findLicence,
  monitoredLicences,
  positionsPage,
  type ReadModels,
  robotStatusOf,
  rowsInOneSnapshot,
  sortedMonitoredLicences,
} from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemResponses } from '../contracts/envelope.js';
import {
  accountsStatusResponseSchema,
  dealsQuerySchema,
  dealsResponseSchema,
  equityQuerySchema,
  equityResponseSchema,
  heartbeatViewSchema,
  metricsResponseSchema,
  monitoredLicenceParamsSchema,
  monitoringLicencesQuerySchema,
  monitoringLicencesResponseSchema,
  monitoringPerformanceResponseSchema,
  positionsQuerySchema,
  positionsResponseSchema,
} from '../contracts/monitoring.js';
import { csvExportResponses, mapBatches, sendCsvExport } from '../http/csv-stream.js';
import { TIME_DEPENDENT_MAX_AGE_MS } from '../http/list-cache.js';
import { pagination } from '../http/pagination.js';
import { MONITORING_CSV_COLUMNS, MONITORING_CSV_NAME } from './csv-columns.js';
import { dealView, equityPoint, monitoredLicenceView, onlineStatus, positionView } from './views.js';

const tags = ['monitoring'];
const DAY_MS = 86_400_000;
/** The list's search, status and sort, without its page. */
const monitoringExportQuerySchema = monitoringLicencesQuerySchema.omit({ page: true, limit: true });

const monitoringQueries: FastifyPluginAsyncZod<{ db: Kysely<ReadModels>; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const admin = { config: { access: 'admin' as const } };
  const errors = problemResponses(400, 401, 403, 404);

  /** The start of the last 30 or 90 days; null for all of the history. */
  const windowStart = (days: '30' | '90' | 'all') =>
    days === 'all' ? null : new Date(clock().getTime() - Number(days) * DAY_MS);

  /** 404 for an id that names no licence. */
  async function requireLicence(id: string) {
    const licence = await findLicence(db, id);
    if (!licence) throw licenceError.notFound();
    return licence;
  }

  app.get(
    '/api/monitoring/licenses',
    {
      config: {
        ...admin.config,
        // Robot telemetry is this list's matter, so versioned here (unlike the licence list: under
        // many robots it is rebuilt on most reads, as uncached); online is a heartbeat's age at `now`.
        listCache: {
          readModels: ['licences', 'users', 'robot-telemetry'],
          maxAgeMs: TIME_DEPENDENT_MAX_AGE_MS,
        },
      },
      schema: {
        tags,
        summary:
          'Licences with their robots’ status: searchable, filtered by online or offline, sorted, 10 a page',
        querystring: monitoringLicencesQuerySchema,
        response: { 200: monitoringLicencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { search, status, sort, order, page, limit } = request.query;
      const now = clock();
      const { rows, total } = await monitoredLicences(
        db,
        { search: search || undefined, robot: status },
        { sort, direction: order },
        { page, limit },
        now,
      );
      return {
        success: true as const,
        licenses: rows.map((row) => monitoredLicenceView(row, now)),
        pagination: pagination(total, page, limit),
      };
    },
  );

  app.get(
    '/api/monitoring/licenses/export.csv',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'The licences GET /api/monitoring/licenses lists, searched, filtered and sorted alike, as a streamed CSV file',
        querystring: monitoringExportQuerySchema,
        response: csvExportResponses,
      },
    },
    async (request, reply) => {
      const { search, status, sort, order } = request.query;
      const now = clock();
      const rows = rowsInOneSnapshot(db, (tx) =>
        sortedMonitoredLicences(
          tx,
          { search: search || undefined, robot: status },
          { sort, direction: order },
          now,
        ),
      );
      return sendCsvExport(reply, {
        name: MONITORING_CSV_NAME,
        now,
        columns: MONITORING_CSV_COLUMNS,
        batches: mapBatches(rows, (row) => monitoredLicenceView(row, now)),
      });
    },
  );

  app.get(
    '/api/monitoring/accounts/status',
    {
      config: {
        ...admin.config,
        // Versioned like the licence list above; online is a heartbeat's age at `now`.
        listCache: {
          readModels: ['licences', 'users', 'robot-telemetry'],
          maxAgeMs: TIME_DEPENDENT_MAX_AGE_MS,
        },
      },
      schema: {
        tags,
        summary: 'Online status of every licence’s robot',
        response: { 200: accountsStatusResponseSchema, ...errors },
      },
    },
    async () => {
      const now = clock();
      const accounts = (await accountsWithStatus(db)).map((row) => ({
        licenseId: row.licence_id,
        ...onlineStatus(row.last_seen, now),
        username: row.username,
        email: row.email,
        accountNumber: Number(row.account_number),
        lastSeen: row.last_seen?.toISOString() ?? null,
      }));
      return { success: true as const, accounts };
    },
  );

  app.get(
    '/api/monitoring/:id/deals',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A licence’s closed deals, newest first, 10 a page',
        params: monitoredLicenceParamsSchema,
        querystring: dealsQuerySchema,
        response: { 200: dealsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireLicence(request.params.id);
      const { page, limit } = request.query;
      const { rows, total } = await dealsPage(db, request.params.id, { page, limit });
      return {
        success: true as const,
        deals: rows.map(dealView),
        pagination: pagination(total, page, limit),
      };
    },
  );

  app.get(
    '/api/monitoring/:id/metrics',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A licence’s trading metrics, computed from its deals and equity',
        params: monitoredLicenceParamsSchema,
        response: { 200: metricsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireLicence(request.params.id);
      const [deals, equity] = await Promise.all([
        dealRecords(db, request.params.id),
        equitySamples(db, request.params.id),
      ]);
      return { success: true as const, metrics: monitoringMetrics(deals, equity, clock()) };
    },
  );

  app.get(
    '/api/monitoring/:id/equity',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Balance and equity over the last 30 or 90 days, or all',
        params: monitoredLicenceParamsSchema,
        querystring: equityQuerySchema,
        response: { 200: equityResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireLicence(request.params.id);
      return (await equitySince(db, request.params.id, windowStart(request.query.days))).map(equityPoint);
    },
  );

  app.get(
    '/api/monitoring/:id/performance',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Charts over the last 30 or 90 days, or all: equity, time-weighted growth, drawdown, deposits and withdrawals, profit per day',
        params: monitoredLicenceParamsSchema,
        querystring: equityQuerySchema,
        response: { 200: monitoringPerformanceResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireLicence(request.params.id);
      const [deals, equity] = await Promise.all([
        dealRecords(db, request.params.id),
        equitySamples(db, request.params.id),
      ]);
      const performance = accountPerformance(deals, equity, windowStart(request.query.days));
      return { success: true as const, performance };
    },
  );

  app.get(
    '/api/monitoring/:id/positions',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A licence’s positions (open first), 10 a page',
        params: monitoredLicenceParamsSchema,
        querystring: positionsQuerySchema,
        response: { 200: positionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireLicence(request.params.id);
      const { page, limit, status } = request.query;
      const { rows, total } = await positionsPage(db, request.params.id, status, { page, limit });
      return {
        success: true as const,
        positions: rows.map(positionView),
        pagination: pagination(total, page, limit),
      };
    },
  );

  app.get(
    '/api/monitoring/:id/heartbeat',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The robot’s last heartbeat and whether it is online',
        params: monitoredLicenceParamsSchema,
        response: { 200: heartbeatViewSchema, ...errors },
      },
    },
    async (request) => {
      await requireLicence(request.params.id);
      const status = await robotStatusOf(db, request.params.id);
      const lastSeen = status?.last_seen ?? null;
      return {
        success: true as const,
        ...onlineStatus(lastSeen, clock()),
        lastSeen: lastSeen?.toISOString() ?? null,
        heartbeat:
          status?.ea_version != null
            ? {
                activePositions: status.active_positions ?? 0,
                eaVersion: status.ea_version,
                balance: status.balance ?? 0,
                equity: status.equity ?? 0,
              }
            : null,
      };
    },
  );
};

export default monitoringQueries;
