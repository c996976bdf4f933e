// The audit trail (issue 10): every business event, newest first, with filters for an entity, a user,
// an event type, free text and a time range; the log's internal bookkeeping events only when asked for;
// oldest first on request (issue 22).
import { z } from 'zod';
import { success } from './envelope.js';
import { paginationSchema } from './pagination.js';
import { timestampSchema } from './timestamp.js';

/** `at`: when the events happened, in the order the log recorded them. */
export const AUDIT_LIST_SORTS = ['at'] as const;
export type AuditListSortKey = (typeof AUDIT_LIST_SORTS)[number];

const moment = (field: string) => z.iso.datetime({ offset: true, error: `${field} must be a date and time` });

export const auditQuerySchema = z.object({
  /** The entity's kind, as streams name it: user, licence, order, discount, ticket, ... */
  category: z
    .string()
    .regex(/^[a-z]{1,40}$/, 'Entity type must be a word in lower case, e.g. licence')
    .optional(),
  entityId: z.string().trim().min(1).max(200).optional(),
  userId: z.uuid({ error: 'User not found' }).optional(),
  type: z
    .string()
    .regex(/^[A-Za-z]{1,80}$/, 'Event type must be a name like LicenceRevoked')
    .optional(),
  /** An event type, an id's beginning, an entity's name or label, who acted (username or email) or a payment hash. */
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  /** `internal`: also the log's internal bookkeeping events (reservations, sequences); without it, business events only. */
  include: z
    .enum(['internal'], { error: 'Include must be internal' })
    .optional()
    .describe(
      "'internal' adds the log's internal bookkeeping events (reservations, sequences); without it the trail and its total hold business events only",
    ),
  /** Events that happened at or after this moment. */
  from: moment('From').optional(),
  /** Events that happened before this moment. */
  to: moment('To').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** None: newest first. */
  sort: z.enum(AUDIT_LIST_SORTS, { error: `Sort by ${AUDIT_LIST_SORTS.join(', ')}` }).optional(),
  /** The direction of `sort`; without `sort` the trail stays newest first. */
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('asc'),
});

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: timestampSchema,
  type: z.string(),
  streamId: z.string(),
  revision: z.number().int(),
  entity: z.object({
    type: z.string(),
    id: z.string(),
    /** As people say it: 'Ticket TKT-000012', 'Order 13bea5ea', 'Licence 3QQVZ-…', 'User trader42'. */
    label: z.string(),
  }),
  /** user:<id>, admin:<id>, robot:<licence>, system:<process> */
  actor: z.string(),
  actorName: z.string().nullable(),
  ownerId: z.string().nullable(),
  /** The event's data as recorded; a deleted user's personal fields read '[erased]'. */
  data: z.record(z.string(), z.unknown()),
  /** The event's metadata (actor, correlationId, causationId, occurredAt); null on rows projected before it was kept. */
  metadata: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe(
      "The event's metadata as recorded; null for events projected before the trail kept it (a rebuild fills it)",
    ),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = success({
  events: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
