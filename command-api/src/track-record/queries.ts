// GET /api/track-record, /api/track-record/days/:day and /api/track-record/keys: the seals (read
// from their events), each sealed day's canonical record recomputed from the read models (its
// SHA-256 must equal the seal's digest) and the public keys that check the signatures.
import {
  canonicalDay,
  DomainError,
  isUtcDay,
  normalizeLicenceKey,
  type Seal,
  trackRecordStreams,
} from '@shop/domain';
import { type AppKeys, type EventStore, trackRecordJwks } from '@shop/infra';
import { findLicenceByKey, type ReadModels, readSeals, recordedDay } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { problemResponses } from '../contracts/envelope.js';
import {
  TRACK_RECORD_MESSAGES,
  trackRecordDayParamsSchema,
  trackRecordKeysSchema,
  trackRecordResponseSchema,
} from '../contracts/track-record.js';

export interface TrackRecordQueryOptions {
  db: Kysely<ReadModels>;
  store: EventStore;
  keys: AppKeys;
  /** SHOWCASE_LICENSE_KEY: never served; only its licence's id names the seal stream. */
  showcaseLicenceKey: string | undefined;
}

const PUBLIC = { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } } as const;

const trackRecordQueries: FastifyPluginAsyncZod<TrackRecordQueryOptions> = async (
  app,
  { db, store, keys, showcaseLicenceKey },
) => {
  const jwks = { keys: trackRecordJwks(keys) };

  async function showcaseLicenceId(): Promise<string | undefined> {
    if (!showcaseLicenceKey) return undefined;
    return (await findLicenceByKey(db, normalizeLicenceKey(showcaseLicenceKey)))?.licence_id;
  }

  async function seals(licenceId: string | undefined): Promise<Seal[]> {
    return licenceId ? readSeals(store, trackRecordStreams.of(licenceId)) : [];
  }

  app.get(
    '/api/track-record',
    {
      config: PUBLIC,
      schema: {
        tags: ['public'],
        summary: "The showcase robot's sealed days: a hash chain signed with the track-record key",
        response: { 200: trackRecordResponseSchema, ...problemResponses(429) },
      },
    },
    async (_request, reply) => {
      const chain = await seals(await showcaseLicenceId());
      reply.header('cache-control', 'public, max-age=60');
      return {
        success: true as const,
        seals: chain.map(({ day, digest, previousSealHash, sealedAt, sealHash, signature, keyId }) => ({
          day,
          digest,
          previousSealHash,
          sealedAt,
          sealHash,
          signature,
          keyId,
        })),
        days: chain.length,
        lastSealedAt: chain.at(-1)?.sealedAt ?? null,
      };
    },
  );

  app.get(
    '/api/track-record/days/:day',
    {
      config: PUBLIC,
      schema: {
        tags: ['public'],
        summary: "A sealed day's canonical record, as digested: its SHA-256 is the seal's digest",
        params: trackRecordDayParamsSchema,
        response: { 200: z.unknown(), ...problemResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { day } = request.params;
      if (!isUtcDay(day)) throw new DomainError('INVALID_DAY', TRACK_RECORD_MESSAGES.badDay, 'validation');
      const licenceId = await showcaseLicenceId();
      if (!licenceId || !(await seals(licenceId)).some((seal) => seal.day === day)) {
        throw new DomainError('DAY_NOT_SEALED', TRACK_RECORD_MESSAGES.notSealed, 'not_found');
      }
      // The canonical bytes themselves, not re-serialised: `sha256sum` of the body is the digest.
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(canonicalDay(await recordedDay(db, licenceId, day)));
    },
  );

  app.get(
    '/api/track-record/keys',
    {
      config: PUBLIC,
      schema: {
        tags: ['public'],
        summary: 'The public keys (JWK set) that verify the track-record seals',
        response: { 200: trackRecordKeysSchema, ...problemResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return jwks;
    },
  );
};

export default trackRecordQueries;
