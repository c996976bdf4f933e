// What an MT5 expert advisor sends and gets back: the licence check, and its reports (heartbeat,
// positions, deals, equity), authenticated by licence key and account number.
import { RELEASE_CHANNELS } from '@shop/domain';
import { z } from 'zod';
import { success } from './envelope.js';
import { accountNumberSchema } from './licences.js';
import { timestampSchema } from './timestamp.js';

export const ROBOT_MESSAGES = {
  valid: 'License is valid',
  UNKNOWN_KEY: 'Unknown license key',
  OTHER_ACCOUNT: 'This license is bound to another account number',
  EXPIRED: 'This license has expired',
  REVOKED: 'This license has been revoked',
  channel: 'channel must be stable or beta',
} as const;

/** Who a robot is: the licence key and the MT5 account it runs on (every call carries both). */
const robotIdentity = {
  licenseKey: z.string({ error: 'licenseKey is required' }).min(1, 'licenseKey is required').max(64),
  accountNumber: accountNumberSchema,
};
const eaVersion = z.string({ error: 'eaVersion is required' }).min(1, 'eaVersion is required').max(32);

export const licenceCheckRequestSchema = z.object({
  ...robotIdentity,
  eaVersion,
  /** Which releases the robot follows: stable only (default), or beta and stable. */
  channel: z.enum(RELEASE_CHANNELS, { error: ROBOT_MESSAGES.channel }).default('stable'),
});

export const licenceCheckResponseSchema = success({
  valid: z.boolean(),
  reason: z.enum(['UNKNOWN_KEY', 'OTHER_ACCOUNT', 'EXPIRED', 'REVOKED']).optional(),
  message: z.string(),
  /** The licence's expiry (absent: none, or the key is unknown). */
  expiresAt: timestampSchema.optional(),
  /** EdDSA JWT for a valid licence; verify it with the keys at /api/robot/licence/jwks.json. */
  token: z.string().optional(),
  /** Until when the robot may trust this answer without asking again. */
  cacheUntil: timestampSchema.optional(),
  /** The newest offered release of the robot's channel (null: none); absent for an unknown key. */
  latestVersion: z.string().nullable().optional(),
  /** Whether eaVersion is older than latestVersion; absent for an unknown key. */
  updateAvailable: z.boolean().optional(),
});
export type LicenceCheckResponse = z.infer<typeof licenceCheckResponseSchema>;

// Reports: every one names the licence it is for.
export const TELEMETRY_LIMITS = {
  positions: 200,
  deals: 500,
  samples: 500,
  /** Bytes of one report's body. */
  bodyBytes: 256 * 1024,
} as const;

export const TELEMETRY_MESSAGES = {
  accepted: 'Report accepted',
} as const;

const money = z.number({ error: 'must be a number' }).finite().min(-1e12).max(1e12);
const amount = z.number({ error: 'must be a number' }).finite().min(0).max(1e9);
const isoTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time' });
const ticket = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative()], {
  error: 'must be a deal or position ticket (digits)',
});
const symbol = z.string().trim().min(1).max(32);

export const heartbeatRequestSchema = z.strictObject({
  ...robotIdentity,
  eaVersion,
  activePositions: z.number().int().min(0).max(10_000),
  balance: money,
  equity: money,
});

export const positionSchema = z.strictObject({
  ticket,
  symbol,
  type: z.enum(['BUY', 'SELL']),
  volume: amount,
  openPrice: amount,
  currentPrice: amount,
  profit: money,
  openTime: isoTime,
});
export const positionsRequestSchema = z.strictObject({
  ...robotIdentity,
  /** Every position open now: one missing from the last snapshot has closed. */
  positions: z.array(positionSchema).max(TELEMETRY_LIMITS.positions),
});

export const dealSchema = z.strictObject({
  ticket,
  symbol: z.string().trim().max(32).default(''),
  /** BUY/SELL: a closing trade deal; BALANCE: a deposit (profit > 0) or withdrawal (profit < 0). */
  type: z.enum(['BUY', 'SELL', 'BALANCE']),
  volume: amount.default(0),
  price: amount.default(0),
  profit: money,
  commission: money.default(0),
  swap: money.default(0),
  comment: z.string().max(128).default(''),
  time: isoTime,
  /** When the position this deal closes was opened (for trade length). */
  openTime: isoTime.nullish(),
});
export const dealsRequestSchema = z.strictObject({
  ...robotIdentity,
  deals: z.array(dealSchema).min(1).max(TELEMETRY_LIMITS.deals),
});

export const equitySampleSchema = z.strictObject({ time: isoTime, balance: money, equity: money });
export const equityRequestSchema = z.strictObject({
  ...robotIdentity,
  samples: z.array(equitySampleSchema).min(1).max(TELEMETRY_LIMITS.samples),
});

export const reportResponseSchema = success({
  message: z.string(),
  /**
   * Items taken from this report. Deals the shop already holds are left out; a deal reported twice
   * within moments may be counted twice, but it is stored once (its event id derives from the ticket).
   */
  accepted: z.number().int(),
});
