// GET /api/metrics/planzea (spec §7 Public): the landing page's verified performance, computed from
// the showcase licence's telemetry (SHOWCASE_LICENSE_KEY) and cached for a minute.
import { DomainError, normalizeLicenceKey, type PublicPerformance, publicPerformance } from '@shop/domain';
import { dealRecords, equitySamples, findLicenceByKey, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemResponses } from '../contracts/envelope.js';
import { PUBLIC_METRICS_MESSAGES, publicPerformanceResponseSchema } from '../contracts/performance.js';

const CACHE_MS = 60_000;

export interface PublicPerformanceOptions {
  db: Kysely<ReadModels>;
  clock: () => Date;
  /** SHOWCASE_LICENSE_KEY: the licence whose robot the landing page shows; none, no figures. */
  showcaseLicenceKey: string | undefined;
}

const publicPerformanceQueries: FastifyPluginAsyncZod<PublicPerformanceOptions> = async (
  app,
  { db, clock, showcaseLicenceKey },
) => {
  let cached: { data: PublicPerformance; until: number } | undefined;

  async function compute(): Promise<PublicPerformance> {
    const licence = showcaseLicenceKey
      ? await findLicenceByKey(db, normalizeLicenceKey(showcaseLicenceKey))
      : undefined;
    if (!licence) {
      throw new DomainError('PERFORMANCE_UNAVAILABLE', PUBLIC_METRICS_MESSAGES.noShowcase, 'not_found');
    }
    const [deals, equity] = await Promise.all([
      dealRecords(db, licence.licence_id),
      equitySamples(db, licence.licence_id),
    ]);
    return publicPerformance(deals, equity, clock());
  }

  app.get(
    '/api/metrics/planzea',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['public'],
        summary: 'Verified trading performance of the showcase account',
        response: { 200: publicPerformanceResponseSchema, ...problemResponses(404, 429) },
      },
    },
    async (_request, reply) => {
      const now = Date.now();
      if (cached && cached.until > now) {
        reply.header('cache-control', 'public, max-age=60');
        return { success: true as const, data: cached.data };
      }
      const data = await compute();
      // No history yet (the showcase robot's first reports may still be on their way, as right after
      // a start): not kept, so the next visitor sees the history as soon as it is in.
      cached = data.equityBalanceData.length > 0 ? { data, until: now + CACHE_MS } : undefined;
      reply.header('cache-control', cached ? 'public, max-age=60' : 'no-store');
      return { success: true as const, data };
    },
  );
};

export default publicPerformanceQueries;
