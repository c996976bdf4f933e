// How a ticket's status, category and priority read on screen: words for the stored values, and the
// badge colour of each status (the words carry the meaning, the colour only repeats it).
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '@shop/domain';

const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  waiting_for_user: 'Waiting for User',
  resolved: 'Resolved',
  closed: 'Closed',
};

const CATEGORY_LABELS: Record<TicketCategory, string> = {
  general: 'General',
  technical: 'Technical',
  billing: 'Billing',
  account: 'Account',
  license: 'License',
};

const PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** The .status-badge--{tone} each status wears (styles/design-system/surfaces.css). */
export type TicketStatusTone = 'open' | 'pending' | 'held' | 'active' | 'expired';

const STATUS_TONES: Record<TicketStatus, TicketStatusTone> = {
  open: 'open',
  in_progress: 'pending',
  waiting_for_user: 'held',
  resolved: 'active',
  closed: 'expired',
};

export const ticketStatusLabel = (status: TicketStatus): string => STATUS_LABELS[status];
export const ticketCategoryLabel = (category: TicketCategory): string => CATEGORY_LABELS[category];
export const ticketPriorityLabel = (priority: TicketPriority): string => PRIORITY_LABELS[priority];
export const ticketStatusTone = (status: TicketStatus): TicketStatusTone => STATUS_TONES[status];

/** `1 star`, `5 stars`: the rating's accessible name. */
export const starsLabel = (rating: number): string => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

/** `1 ticket`, `25 tickets`. */
export const ticketCount = (count: number): string => `${count} ${count === 1 ? 'ticket' : 'tickets'}`;

/** The choices of a select, in the domain's order. */
export const STATUS_OPTIONS = TICKET_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
export const CATEGORY_OPTIONS = TICKET_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
export const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));
