// GET /api/audit: the audit trail for admins, read from its projection of the whole event log; business
// events only unless `include=internal` asks for the internal bookkeeping too.
import {
  type AuditFilters,
  auditTrail,
  INTERNAL_EVENT_TYPES,
  type ReadModels,
  rowsInOneSnapshot,
  sortedAuditEvents,
  withEntityLabel,
} from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { auditQuerySchema, auditResponseSchema } from '../contracts/audit.js';
import { problemResponses } from '../contracts/envelope.js';
import { csvExportResponses, mapBatches, sendCsvExport } from '../http/csv-stream.js';
import { pagination } from '../http/pagination.js';
import { AUDIT_CSV_COLUMNS, AUDIT_CSV_NAME } from './csv-columns.js';

/** The query schema, its `include` described with the internal event types it adds. */
const querystring = auditQuerySchema.extend({
  include: auditQuerySchema.shape.include.describe(
    `'internal' adds the log's internal bookkeeping events (${INTERNAL_EVENT_TYPES.join(', ')}); without it the trail and its total hold business events only`,
  ),
});

/** The trail's filters and order, without its page. */
const exportQuerystring = querystring.omit({ page: true, limit: true });

/** The query's filters as the read model takes them. */
function auditFilters(query: Omit<z.infer<typeof exportQuerystring>, 'sort' | 'order'>): AuditFilters {
  const { q, include, from, to, ...filters } = query;
  return {
    ...filters,
    search: q,
    includeInternal: include === 'internal',
    from: from ? new Date(from) : undefined,
    to: to ? new Date(to) : undefined,
  };
}

const auditQueries: FastifyPluginAsyncZod<{ db: Kysely<ReadModels>; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/audit',
    {
      config: { access: 'admin', listCache: { readModels: ['audit-log', 'users'] } },
      schema: {
        tags: ['audit'],
        summary: 'Every business event, newest first (admin)',
        querystring,
        response: { 200: auditResponseSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, sort, order, ...filters } = request.query;
      const { rows, total } = await auditTrail(
        db,
        auditFilters(filters),
        { page, limit },
        { sort, direction: order },
      );
      return {
        success: true as const,
        events: rows.map((row) => ({
          _id: row.event_id,
          at: row.occurred_at.toISOString(),
          type: row.type,
          streamId: row.stream_id,
          revision: Number(row.revision),
          entity: { type: row.category, id: row.entity_id, label: row.entity_label },
          actor: row.actor,
          actorName: row.actor_name,
          ownerId: row.owner_id,
          data: row.data as Record<string, unknown>,
          metadata: (row.metadata ?? null) as Record<string, unknown> | null,
        })),
        pagination: pagination(total, page, limit),
      };
    },
  );

  app.get(
    '/api/audit/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary:
          'The events GET /api/audit lists, filtered and ordered alike, as a streamed CSV file (admin)',
        querystring: exportQuerystring,
        response: csvExportResponses,
      },
    },
    async (request, reply) => {
      const { sort, order, ...filters } = request.query;
      const rows = rowsInOneSnapshot(db, (tx) =>
        sortedAuditEvents(tx, auditFilters(filters), { sort, direction: order }),
      );
      return sendCsvExport(reply, {
        name: AUDIT_CSV_NAME,
        now: clock(),
        columns: AUDIT_CSV_COLUMNS,
        batches: mapBatches(rows, withEntityLabel),
      });
    },
  );
};

export default auditQueries;
