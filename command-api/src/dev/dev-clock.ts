// The development shop's clock (`npm start` on its dev chain only): the API's time, which can be moved
// forward to try what time changes (a step-up's 10 minutes, an order's 30-minute window) without
// waiting. POST /api/dev/clock, with the dev chain's token like `npm run dev:pay`, moves it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, success } from '../contracts/envelope.js';

export interface DevClock {
  now(): Date;
  /** Moves the clock forward by `ms` for good. */
  advance(ms: number): void;
}

export function createDevClock(): DevClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}

const MINUTES_IN_30_DAYS = 30 * 24 * 60;
const advanceRequestSchema = z.object({
  advanceMinutes: z
    .number({ error: 'advanceMinutes must be a whole number of minutes from 0 to 43200' })
    .int('advanceMinutes must be a whole number of minutes from 0 to 43200')
    .min(0, 'advanceMinutes must be a whole number of minutes from 0 to 43200')
    .max(MINUTES_IN_30_DAYS, 'advanceMinutes must be a whole number of minutes from 0 to 43200'),
});

const devClockRoutes: FastifyPluginAsyncZod<{ devClock: DevClock }> = async (app, { devClock }) => {
  app.post(
    '/api/dev/clock',
    {
      config: { access: 'dev-cli', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['development'],
        summary: "Development chain only: move the API's clock forward (0 reads it)",
        body: advanceRequestSchema,
        response: { 200: success({ now: z.string() }), ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => {
      devClock.advance(request.body.advanceMinutes * 60_000);
      return { success: true as const, now: devClock.now().toISOString() };
    },
  );
};

export default devClockRoutes;
