// GET /api/audit: the audit trail for admins, read from its projection of the whole event log; business
// events only unless `include=internal` asks for the internal bookkeeping too.
import { auditTrail, INTERNAL_EVENT_TYPES, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { auditQuerySchema, auditResponseSchema } from '../contracts/audit.js';
import { bearerSecurity, problemResponses } from '../contracts/envelope.js';
import { pagination } from '../http/pagination.js';

/** The query schema, its `include` described with the internal event types it adds. */
const querystring = auditQuerySchema.extend({
  include: auditQuerySchema.shape.include.describe(
    `'internal' adds the log's internal bookkeeping events (${INTERNAL_EVENT_TYPES.join(', ')}); without it the trail and its total hold business events only`,
  ),
});

const auditQueries: FastifyPluginAsyncZod<{ db: Kysely<ReadModels> }> = async (app, { db }) => {
  app.get(
    '/api/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        security: bearerSecurity,
        summary: 'Every business event, newest first (admin)',
        querystring,
        response: { 200: auditResponseSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, q, include, from, to, sort, order, ...filters } = request.query;
      const { rows, total } = await auditTrail(
        db,
        {
          ...filters,
          search: q,
          includeInternal: include === 'internal',
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
        },
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
};

export default auditQueries;
