// POST /api/robot/licence/check: may this robot trade on this account, and is a newer release of its
// channel offered? A valid answer carries an EdDSA-signed token the robot can cache offline until
// `cacheUntil`; the public key is served as a JWK set so robots verify answers even if a proxy sits in between.
import { effectiveStatus, isUpdateAvailable, normalizeLicenceKey } from '@shop/domain';
import type { AppKeys } from '@shop/infra';
import { findLicenceByKey, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { problemSchema } from '../contracts/envelope.js';
import {
  type LicenceCheckResponse,
  licenceCheckRequestSchema,
  licenceCheckResponseSchema,
  ROBOT_MESSAGES,
} from '../contracts/robot.js';
import type { LatestReleases } from './latest-releases.js';

/** A robot re-checks at least this often, even for a licence valid for months. */
const MAX_CACHE_MS = 6 * 3_600_000;
const AUDIENCE = 'mt5-robot';

export interface LicenceCheckOptions {
  db: Kysely<ReadModels>;
  clock: () => Date;
  keys: AppKeys;
  /** The shop's address: the issuer of its answers. */
  publicUrl: string;
  latestReleases: LatestReleases;
}

const licenceCheckQueries: FastifyPluginAsyncZod<LicenceCheckOptions> = async (
  app,
  { db, clock, keys, publicUrl, latestReleases },
) => {
  const { privateKey, keyId } = keys.robotSigning;
  // While APP_SECRET is rotated, the previous key stays listed: robots may hold answers it signed (≤ 6 h).
  const published = [keys.robotSigning, ...(keys.previous ? [keys.previous.robotSigning] : [])];
  const jwks = published.map(({ publicKey, keyId: kid }) => ({
    ...publicKey.export({ format: 'jwk' }),
    kid,
    alg: 'EdDSA',
    use: 'sig',
  }));

  app.get(
    '/api/robot/licence/jwks.json',
    {
      // Robots fetch it once and cache it for an hour.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['robot'],
        summary: 'Public keys that verify licence-check tokens',
        response: {
          200: z.object({ keys: z.array(z.record(z.string(), z.string())) }),
          429: problemSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { keys: jwks as Record<string, string>[] };
    },
  );

  app.post(
    '/api/robot/licence/check',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['robot'],
        summary: 'Check a licence key for an MT5 account number',
        body: licenceCheckRequestSchema,
        response: { 200: licenceCheckResponseSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request): Promise<LicenceCheckResponse> => {
      const { licenseKey, accountNumber, eaVersion, channel } = request.body;
      const now = clock();
      const row = await findLicenceByKey(db, normalizeLicenceKey(licenseKey));
      if (!row) return refuse('UNKNOWN_KEY');
      const latestVersion = await latestReleases.latestVersion(channel);
      // Outside the signed token: the token's claims stay what robots already verify.
      const update = {
        latestVersion,
        updateAvailable: isUpdateAvailable(eaVersion, latestVersion ?? undefined),
      };
      const expiresAt = row.expires_at?.toISOString();
      const status = effectiveStatus({ status: row.status, expiresAt: expiresAt ?? null }, now.toISOString());
      if (status === 'revoked') return { ...refuse('REVOKED', expiresAt), ...update };
      if (status === 'expired') return { ...refuse('EXPIRED', expiresAt), ...update };
      if (Number(row.account_number) !== accountNumber)
        return { ...refuse('OTHER_ACCOUNT', expiresAt), ...update };

      const cacheUntil = new Date(
        Math.min(now.getTime() + MAX_CACHE_MS, row.expires_at?.getTime() ?? Number.POSITIVE_INFINITY),
      );
      const token = await new SignJWT({
        key: row.license_key,
        acc: accountNumber,
        ver: eaVersion,
        valid: true,
      })
        .setProtectedHeader({ alg: 'EdDSA', kid: keyId, typ: 'JWT' })
        .setSubject(row.licence_id)
        .setIssuer(publicUrl)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(cacheUntil.getTime() / 1000))
        .sign(privateKey);
      return {
        success: true,
        valid: true,
        message: ROBOT_MESSAGES.valid,
        ...(expiresAt ? { expiresAt } : {}),
        token,
        cacheUntil: cacheUntil.toISOString(),
        ...update,
      };
    },
  );
};

function refuse(
  reason: NonNullable<LicenceCheckResponse['reason']>,
  expiresAt?: string,
): LicenceCheckResponse {
  return {
    success: true,
    valid: false,
    reason,
    message: ROBOT_MESSAGES[reason],
    ...(expiresAt ? { expiresAt } : {}),
  };
}

export default licenceCheckQueries;
