// The ticket's vocabulary and limits (spec §3 Ticket, §5 Ticket creation, §9 Ticket limits), shared by
// the decider, the API schemas and the browser's forms.

export const TICKET_CATEGORIES = ['general', 'technical', 'billing', 'account', 'license'] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'waiting_for_user', 'resolved', 'closed'] as const;

export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const DEFAULT_TICKET_CATEGORY: TicketCategory = 'general';
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'medium';

export const TICKET_LIMITS = {
  subject: 200,
  description: 2000,
  message: 2000,
  feedback: 1000,
  minRating: 1,
  maxRating: 5,
} as const;

export const TICKET_PAGE_SIZE = 10;

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export const isTicketCategory = (value: string): value is TicketCategory =>
  includes(TICKET_CATEGORIES, value);
export const isTicketPriority = (value: string): value is TicketPriority =>
  includes(TICKET_PRIORITIES, value);
export const isTicketStatus = (value: string): value is TicketStatus => includes(TICKET_STATUSES, value);

/** People quote tickets by this: 'TKT-000042'. */
export function formatTicketNumber(sequence: number): string {
  return `TKT-${String(sequence).padStart(6, '0')}`;
}

/** The sequence a typed ticket number names ('TKT-000042', 'tkt-42', '#42', '42'), if it names one. */
export function parseTicketNumber(text: string): number | undefined {
  const match = /^(?:tkt-?|#)?0*(\d{1,9})$/i.exec(text.trim());
  const sequence = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(sequence) && sequence > 0 ? sequence : undefined;
}
