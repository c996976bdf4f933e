// Support tickets: the shapes of spec §3 Ticket and §7 Tickets, and the server's notices.
import {
  DEFAULT_TICKET_CATEGORY,
  DEFAULT_TICKET_PRIORITY,
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_MESSAGES,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '@shop/domain';
import { z } from 'zod';
import { success } from './envelope.js';
import { timestampSchema } from './timestamp.js';

export const TICKET_NOTICES = {
  created: 'Ticket created successfully',
  messageSent: 'Message sent',
  statusUpdated: 'Ticket status updated',
  rated: 'Thank you for your feedback!',
} as const;

const category = z.enum(TICKET_CATEGORIES, { error: TICKET_MESSAGES.category });
const priority = z.enum(TICKET_PRIORITIES, { error: TICKET_MESSAGES.priority });
const status = z.enum(TICKET_STATUSES, { error: TICKET_MESSAGES.status });

/** Required, trimmed, at most `max` characters: the limits the domain holds too. */
const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const createTicketRequestSchema = z.object({
  subject: text(TICKET_LIMITS.subject, TICKET_MESSAGES.subjectRequired, TICKET_MESSAGES.subjectTooLong),
  description: text(
    TICKET_LIMITS.description,
    TICKET_MESSAGES.descriptionRequired,
    TICKET_MESSAGES.descriptionTooLong,
  ),
  category: category.default(DEFAULT_TICKET_CATEGORY),
  priority: priority.default(DEFAULT_TICKET_PRIORITY),
});

export const postTicketMessageRequestSchema = z.object({
  message: text(TICKET_LIMITS.message, TICKET_MESSAGES.messageRequired, TICKET_MESSAGES.messageTooLong),
  /** Admins only: a note the ticket's owner never sees. */
  isInternal: z.boolean().default(false),
});

export const changeTicketStatusRequestSchema = z.object({ status });

export const rateTicketRequestSchema = z.object({
  rating: z
    .number({ error: TICKET_MESSAGES.rating })
    .int(TICKET_MESSAGES.rating)
    .min(TICKET_LIMITS.minRating, TICKET_MESSAGES.rating)
    .max(TICKET_LIMITS.maxRating, TICKET_MESSAGES.rating),
  feedback: z.string().trim().max(TICKET_LIMITS.feedback, TICKET_MESSAGES.feedbackTooLong).nullish(),
});

export const ticketIdParamsSchema = z.object({ id: z.uuid({ error: TICKET_MESSAGES.notFound }) });

/** The orders a ticket list can be asked for; priority and status go by rank (low to urgent, open to closed). */
export const TICKET_LIST_SORTS = [
  'number',
  'subject',
  'status',
  'priority',
  'lastActivity',
  'createdAt',
] as const;
export type TicketListSortKey = (typeof TICKET_LIST_SORTS)[number];

const filters = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(TICKET_PAGE_SIZE),
  status: status.optional(),
  category: category.optional(),
  priority: priority.optional(),
  /** None: the newest activity first, as before. */
  sort: z.enum(TICKET_LIST_SORTS, { error: `Sort by ${TICKET_LIST_SORTS.join(', ')}` }).optional(),
  /** Up or down; unless told, down without `sort` (newest activity first) and up with it. */
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).optional(),
};
export const listTicketsQuerySchema = z.object(filters);
export const searchTicketsQuerySchema = z.object({
  /** Matches subject, description, messages (a user's search never looks into internal notes) and ticket number. */
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').default(''),
  ...filters,
});

export const ticketMessageViewSchema = z.object({
  _id: z.string(),
  sender: z.object({ _id: z.string(), username: z.string() }),
  senderType: z.enum(['user', 'admin']),
  message: z.string(),
  isInternal: z.boolean(),
  createdAt: timestampSchema,
});

export const ticketViewSchema = z.object({
  _id: z.string(),
  /** 'TKT-000042': what people quote. */
  ticketNumber: z.string(),
  subject: z.string(),
  description: z.string(),
  category,
  priority,
  status,
  userId: z.object({ _id: z.string(), username: z.string(), email: z.string() }),
  /** Oldest first; internal notes only for admins. */
  messages: z.array(ticketMessageViewSchema),
  satisfaction: z
    .object({ rating: z.number().int(), feedback: z.string().nullable(), ratedAt: timestampSchema })
    .nullable(),
  createdAt: timestampSchema,
  lastActivity: z.string(),
  resolvedAt: timestampSchema.nullable(),
  closedAt: timestampSchema.nullable(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;
export type TicketMessageView = z.infer<typeof ticketMessageViewSchema>;

export const ticketPaginationSchema = z.object({
  current: z.number().int(),
  /** Pages in all. */
  total: z.number().int(),
  totalTickets: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type TicketPagination = z.infer<typeof ticketPaginationSchema>;

export const ticketResponseSchema = success({ ticket: ticketViewSchema, message: z.string().optional() });
export const ticketsResponseSchema = success({
  tickets: z.array(ticketViewSchema),
  pagination: ticketPaginationSchema,
});
