// Licences: the shapes of spec §3 Licence / Account history entry and §7 'Licences and users'.
import { LICENCE_MESSAGES } from '@shop/domain';
import { z } from 'zod';
import { success } from './envelope.js';

export const LICENCE_NOTICES = {
  accountNumberChanged: 'Account number changed successfully',
  issued: 'License issued successfully',
  revoked: 'License revoked',
  requiredFields: 'Please fill in all required fields',
} as const;

/** A whole, positive account number; numeric strings from form fields are accepted too. */
export const accountNumberSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: LICENCE_MESSAGES.invalidAccountNumber })
    .int(LICENCE_MESSAGES.invalidAccountNumber)
    .positive(LICENCE_MESSAGES.invalidAccountNumber)
    .max(Number.MAX_SAFE_INTEGER, LICENCE_MESSAGES.invalidAccountNumber),
);

export const licenceOwnerSchema = z.object({ _id: z.string(), username: z.string(), email: z.string() });

export const licenceViewSchema = z.object({
  _id: z.string(),
  licenseKey: z.string(),
  userId: licenceOwnerSchema,
  status: z.enum(['active', 'expired', 'revoked']),
  accountNumber: z.number().int(),
  accountNumberChanges: z.number().int(),
  changesRemaining: z.number().int(),
  issuedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Absent: no expiration. */
  expiresAt: z.string().optional(),
  dealCount: z.number().int(),
  equityCount: z.number().int(),
});
export type LicenceView = z.infer<typeof licenceViewSchema>;

export const licenceIdParamsSchema = z.object({ id: z.uuid({ error: LICENCE_MESSAGES.notFound }) });

export const licencesResponseSchema = success({ licenses: z.array(licenceViewSchema) });
export const licenceResponseSchema = success({ license: licenceViewSchema, message: z.string() });

export const issueLicenceRequestSchema = z.object({
  userId: z.uuid({ error: LICENCE_NOTICES.requiredFields }),
  durationDays: z
    .number({ error: LICENCE_MESSAGES.invalidDuration })
    .int(LICENCE_MESSAGES.invalidDuration)
    .min(1, LICENCE_MESSAGES.invalidDuration)
    .max(36_500, LICENCE_MESSAGES.invalidDuration)
    .default(30),
  accountNumber: accountNumberSchema,
});

export const revokeLicenceRequestSchema = z.object({
  status: z.literal('revoked', { error: 'Only revoking a license is supported: send {"status": "revoked"}' }),
});

export const changeAccountNumberRequestSchema = z.object({
  accountNumber: accountNumberSchema,
  reason: z.string().max(500, 'Reason must be at most 500 characters').nullish(),
});
export const changeAccountNumberResponseSchema = success({
  license: licenceViewSchema,
  changesRemaining: z.number().int(),
  message: z.string(),
});

export const accountHistoryEntrySchema = z.object({
  accountNumber: z.number().int(),
  previousAccountNumber: z.number().int(),
  changedBy: z.enum(['admin', 'user']),
  changedByUsername: z.string().nullable(),
  reason: z.string().nullable(),
  changedAt: z.string(),
});
export const accountHistoryResponseSchema = success({
  history: z.array(accountHistoryEntrySchema),
  changesRemaining: z.number().int(),
});

/** The audit trail: every event of a licence, who did it and when. */
export const licenceEventSchema = z.object({
  type: z.string(),
  revision: z.number().int(),
  at: z.string(),
  actor: z.string(),
  actorUsername: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export const licenceEventsResponseSchema = success({ events: z.array(licenceEventSchema) });
