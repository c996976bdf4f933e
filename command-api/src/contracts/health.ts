// GET /api/health: whether the database and the event store answer, how far behind each projector is,
// and each reactor's consumer group.
import { z } from 'zod';
import { timestampSchema } from './timestamp.js';

export const healthResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().optional() }),
  eventStore: z.object({ kind: z.enum(['postgres', 'eventstoredb']), status: z.enum(['up', 'down']) }),
  projectors: z.array(
    z.object({
      id: z.string(),
      position: z.string(),
      eventsProcessed: z.number().int(),
      /** Events in the log after the checkpoint, counted up to 10,000. */
      lag: z.number().int(),
      updatedAt: timestampSchema,
    }),
  ),
  reactors: z.array(
    z.object({
      id: z.string(),
      handled: z.number().int(),
      /** Read from the log but not yet acknowledged. */
      inFlight: z.number().int(),
      /** Given up after retries; an operator replays them once the cause is fixed. */
      parked: z.number().int(),
    }),
  ),
  /** Settings still on placeholders, e.g. the organisation details on a shop with a public address. */
  warnings: z.array(z.string()),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
