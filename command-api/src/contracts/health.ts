// GET /api/health: whether the database and the event store answer, and how far behind each projector is.
import { z } from 'zod';

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
      updatedAt: z.string(),
    }),
  ),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
