// The robot's licence check: what an MT5 expert advisor sends and gets back.
import { z } from 'zod';
import { success } from './envelope.js';
import { accountNumberSchema } from './licences.js';

export const ROBOT_MESSAGES = {
  valid: 'License is valid',
  UNKNOWN_KEY: 'Unknown license key',
  OTHER_ACCOUNT: 'This license is bound to another account number',
  EXPIRED: 'This license has expired',
  REVOKED: 'This license has been revoked',
} as const;

export const licenceCheckRequestSchema = z.object({
  licenseKey: z.string({ error: 'licenseKey is required' }).min(1, 'licenseKey is required').max(64),
  accountNumber: accountNumberSchema,
  eaVersion: z.string({ error: 'eaVersion is required' }).min(1, 'eaVersion is required').max(32),
});

export const licenceCheckResponseSchema = success({
  valid: z.boolean(),
  reason: z.enum(['UNKNOWN_KEY', 'OTHER_ACCOUNT', 'EXPIRED', 'REVOKED']).optional(),
  message: z.string(),
  /** The licence's expiry (absent: none, or the key is unknown). */
  expiresAt: z.string().optional(),
  /** EdDSA JWT for a valid licence; verify it with the keys at /api/robot/licence/jwks.json. */
  token: z.string().optional(),
  /** Until when the robot may trust this answer without asking again. */
  cacheUntil: z.string().optional(),
});
export type LicenceCheckResponse = z.infer<typeof licenceCheckResponseSchema>;
