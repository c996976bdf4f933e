// The public track record (issue 24): the showcase robot's sealed days, the keys that signed them.
import { z } from 'zod';
import { success } from './envelope.js';
import { timestampSchema } from './timestamp.js';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

export const sealSchema = z.object({
  day: z.string().describe('UTC day, YYYY-MM-DD'),
  digest: hex64.describe("SHA-256 (hex) of the day's canonical record, GET /api/track-record/days/{day}"),
  previousSealHash: hex64.nullable().describe("The previous seal's sealHash; null for the first"),
  sealedAt: timestampSchema,
  sealHash: hex64.describe('SHA-256 (hex) of the canonical {day, digest, previousSealHash, sealedAt}'),
  signature: z.string().describe('Ed25519 signature of the sealHash (its 64 ASCII characters), base64url'),
  keyId: z.string().describe('The kid of the signing key in GET /api/track-record/keys'),
});
export type SealView = z.infer<typeof sealSchema>;

export const trackRecordResponseSchema = success({
  seals: z.array(sealSchema),
  days: z.number().int(),
  lastSealedAt: timestampSchema.nullable(),
});
export type TrackRecordResponse = z.infer<typeof trackRecordResponseSchema>;

export const trackRecordKeysSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('OKP'),
      crv: z.literal('Ed25519'),
      x: z.string(),
      kid: z.string(),
      use: z.literal('sig'),
      alg: z.literal('EdDSA'),
    }),
  ),
});

export const trackRecordDayParamsSchema = z.object({ day: z.string() });

export const TRACK_RECORD_MESSAGES = {
  noShowcase: 'The track record is not available yet',
  badDay: 'Day must be a date written YYYY-MM-DD',
  notSealed: 'This day is not sealed',
} as const;
