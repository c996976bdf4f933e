// Licences: the shapes of spec §3 Licence / Account history entry and §7 'Licences and users'.
import { LICENCE_MESSAGES } from '@shop/domain';
import { z } from 'zod';
import { success } from './envelope.js';
import { optionalPageQueryFields, paginationSchema, searchTextSchema } from './pagination.js';
import { timestampSchema } from './timestamp.js';

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
  /** The owner's whole allowance of account-number changes (ACCOUNT_CHANGE_ALLOWANCE). */
  changesAllowed: z.number().int(),
  issuedAt: timestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** Absent: no expiration. */
  expiresAt: timestampSchema.optional(),
  dealCount: z.number().int(),
  equityCount: z.number().int(),
  /** The eaVersion of the licence's robot at its last heartbeat; null when it never reported. */
  robotVersion: z.string().nullable(),
});
export type LicenceView = z.infer<typeof licenceViewSchema>;

export const licenceIdParamsSchema = z.object({ id: z.uuid({ error: LICENCE_MESSAGES.notFound }) });

export const LICENCE_LIST_SORTS = [
  'key',
  'user',
  'email',
  'status',
  'accountNumber',
  'issuedAt',
  'expiresAt',
] as const;
export type LicenceListSortKey = (typeof LICENCE_LIST_SORTS)[number];
export const LICENCE_LIST_STATUSES = ['active', 'expired', 'revoked'] as const;

/** The admin list's added parameters: without any, every licence, the soonest to end first. */
export const licencesQuerySchema = z.object({
  /** The status as shown: an active licence past its end is expired. */
  status: z.enum(LICENCE_LIST_STATUSES, { error: 'Status must be active, expired or revoked' }).optional(),
  /** Active licences ending within this many days. */
  expiring: z.coerce
    .number({ error: 'Expiring must be a number of days' })
    .int('Expiring must be a whole number of days')
    .min(1, 'Expiring must be between 1 and 3650 days')
    .max(3650, 'Expiring must be between 1 and 3650 days')
    .optional(),
  /** A licence key's beginning, part of a username or email, or an account number. */
  q: searchTextSchema.optional(),
  sort: z.enum(LICENCE_LIST_SORTS, { error: `Sort by ${LICENCE_LIST_SORTS.join(', ')}` }).optional(),
  ...optionalPageQueryFields,
});
export type LicencesQuery = z.input<typeof licencesQuerySchema>;

export const licencesResponseSchema = success({
  licenses: z.array(licenceViewSchema),
  /** Only when a page was asked for. */
  pagination: paginationSchema.optional(),
});
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
  changedAt: timestampSchema,
});
export const accountHistoryResponseSchema = success({
  history: z.array(accountHistoryEntrySchema),
  changesRemaining: z.number().int(),
  changesAllowed: z.number().int(),
});

/** The audit trail: every event of a licence, who did it and when. */
export const licenceEventSchema = z.object({
  type: z.string(),
  revision: z.number().int(),
  at: timestampSchema,
  actor: z.string(),
  actorUsername: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export const licenceEventsResponseSchema = success({ events: z.array(licenceEventSchema) });
