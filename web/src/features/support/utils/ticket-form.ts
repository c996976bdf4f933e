// The checks of the ticket forms (spec §5 Ticket creation, messages, satisfaction), made with the API's own
// request schemas so the browser refuses what the server would, in the server's words (TICKET_MESSAGES).
import {
  type changeTicketStatusRequestSchema,
  createTicketRequestSchema,
  postTicketMessageRequestSchema,
  rateTicketRequestSchema,
} from '@shop/command-api/contracts';
import {
  DEFAULT_TICKET_CATEGORY,
  DEFAULT_TICKET_PRIORITY,
  type TicketCategory,
  type TicketPriority,
} from '@shop/domain';

export type CreateTicketRequest = ReturnType<typeof createTicketRequestSchema.parse>;
export type PostTicketMessageRequest = { message: string; isInternal?: boolean };
export type ChangeTicketStatusRequest = ReturnType<typeof changeTicketStatusRequestSchema.parse>;
export type RateTicketRequest = { rating: number; feedback: string | null };

/** What the Create Support Ticket inputs hold. */
export type TicketFormValues = {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
};
export type TicketField = keyof TicketFormValues;
export type TicketFieldErrors = Partial<Record<TicketField, string>>;

/** Spec §5: category general and priority medium unless chosen otherwise. */
export function emptyTicketForm(): TicketFormValues {
  return {
    subject: '',
    category: DEFAULT_TICKET_CATEGORY,
    priority: DEFAULT_TICKET_PRIORITY,
    description: '',
  };
}

export type Check<Request, Errors> = { ok: true; request: Request } | { ok: false; errors: Errors };

/** The trimmed request, or the first message for each field that is wrong. */
export function checkTicketForm(values: TicketFormValues): Check<CreateTicketRequest, TicketFieldErrors> {
  const parsed = createTicketRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: TicketFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) errors[field as TicketField] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A reply: not empty once trimmed, within the limit. Only an admin's reply says whether it is internal. */
export function checkReply(
  message: string,
  internal: boolean | undefined,
): Check<PostTicketMessageRequest, string> {
  const parsed = postTicketMessageRequestSchema.safeParse({ message, isInternal: internal ?? false });
  if (!parsed.success) return { ok: false, errors: parsed.error.issues[0]?.message ?? '' };
  const request: PostTicketMessageRequest = { message: parsed.data.message };
  if (internal !== undefined) request.isInternal = internal;
  return { ok: true, request };
}

export type RatingErrors = { rating?: string; feedback?: string };

/** A rating from 1 to 5 is required; feedback is optional, trimmed, and null when empty. */
export function checkRating(rating: number | null, feedback: string): Check<RateTicketRequest, RatingErrors> {
  const parsed = rateTicketRequestSchema.safeParse({
    rating: rating ?? undefined,
    feedback: feedback.trim(),
  });
  if (parsed.success) {
    return { ok: true, request: { rating: parsed.data.rating, feedback: parsed.data.feedback || null } };
  }
  const errors: RatingErrors = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path[0] === 'feedback' ? 'feedback' : 'rating'] ??= issue.message;
  }
  return { ok: false, errors };
}
