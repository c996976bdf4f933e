// GET /api/health: 200 when the database and the event store answer, 503 otherwise.
import { type EventStore, formatPosition, type Pool } from '@shop/infra';
import { listCheckpoints, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { type HealthResponse, healthResponseSchema } from '../contracts/health.js';

const LAG_COUNT_LIMIT = 10_000;

export interface HealthQueriesOptions {
  pool: Pool;
  store: EventStore;
  db: Kysely<ReadModels>;
  /** Settings the operator has left on placeholders, fixed for the process's life. */
  warnings: string[];
}

const healthQueries: FastifyPluginAsyncZod<HealthQueriesOptions> = async (
  app,
  { pool, store, db, warnings },
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Database, event store, projector lag and reactor progress',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const databaseUp = await pool.query('select 1').then(
        () => true,
        () => false,
      );
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      const storeUp = await store.ping().then(
        () => true,
        () => false,
      );
      const checkpoints = databaseUp ? await listCheckpoints(db).catch(() => []) : [];
      const projectors = await Promise.all(
        checkpoints.map(async (checkpoint) => ({
          id: checkpoint.projectorId,
          position: formatPosition(checkpoint.position),
          eventsProcessed: checkpoint.eventsProcessed,
          lag: storeUp ? await store.countAfter(checkpoint.position, LAG_COUNT_LIMIT).catch(() => -1) : -1,
          updatedAt: checkpoint.updatedAt.toISOString(),
        })),
      );
      const groups = storeUp ? await store.consumerGroups().catch(() => []) : [];
      const reactors = groups.map(({ group, handled, inFlight, parked }) => ({
        id: group,
        handled,
        inFlight,
        parked,
      }));
      const healthy = databaseUp && storeUp;
      const body: HealthResponse = {
        success: healthy,
        status: healthy ? 'ok' : 'degraded',
        database: databaseUp ? { status: 'up', latencyMs } : { status: 'down' },
        eventStore: { kind: store.kind, status: storeUp ? 'up' : 'down' },
        projectors,
        reactors,
        warnings,
      };
      return reply.status(healthy ? 200 : 503).send(body);
    },
  );
};

export default healthQueries;
