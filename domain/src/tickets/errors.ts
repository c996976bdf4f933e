// The ticket module's broken rules, with the messages people read.
import { DomainError, type DomainErrorKind } from '../core/domain-error.js';
import { TICKET_CATEGORIES, TICKET_LIMITS, TICKET_PRIORITIES, TICKET_STATUSES } from './rules.js';

export type TicketErrorCode =
  | 'TICKET_EXISTS'
  | 'TICKET_NOT_FOUND'
  | 'TICKET_CLOSED'
  | 'INVALID_SUBJECT'
  | 'INVALID_DESCRIPTION'
  | 'INVALID_CATEGORY'
  | 'INVALID_PRIORITY'
  | 'INVALID_STATUS'
  | 'INVALID_MESSAGE'
  | 'INTERNAL_NOTE_ADMIN_ONLY'
  | 'STATUS_ADMIN_ONLY'
  | 'TICKET_NOT_RESOLVED'
  | 'TICKET_ALREADY_RATED'
  | 'INVALID_RATING'
  | 'INVALID_FEEDBACK';

export const TICKET_MESSAGES = {
  exists: 'This ticket already exists',
  notFound: 'Ticket not found',
  closed: 'This ticket is closed. Please open a new ticket.',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${TICKET_LIMITS.subject} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${TICKET_LIMITS.description} characters`,
  category: `Category must be one of ${TICKET_CATEGORIES.join(', ')}`,
  priority: `Priority must be one of ${TICKET_PRIORITIES.join(', ')}`,
  status: `Status must be one of ${TICKET_STATUSES.join(', ')}`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${TICKET_LIMITS.message} characters`,
  internalAdminOnly: 'Only admins can post internal notes',
  statusAdminOnly: 'Only admins can change the status of a ticket',
  notResolved: 'Only a resolved ticket can be rated',
  alreadyRated: 'This ticket has already been rated',
  rating: `Please choose a rating from ${TICKET_LIMITS.minRating} to ${TICKET_LIMITS.maxRating}`,
  feedbackTooLong: `Feedback must be at most ${TICKET_LIMITS.feedback} characters`,
} as const;

const error = (code: TicketErrorCode, message: string, kind: DomainErrorKind = 'validation') =>
  new DomainError<TicketErrorCode>(code, message, kind);

export const ticketError = {
  exists: () => error('TICKET_EXISTS', TICKET_MESSAGES.exists, 'rule'),
  notFound: () => error('TICKET_NOT_FOUND', TICKET_MESSAGES.notFound, 'not_found'),
  closed: () => error('TICKET_CLOSED', TICKET_MESSAGES.closed, 'rule'),
  subjectRequired: () => error('INVALID_SUBJECT', TICKET_MESSAGES.subjectRequired),
  subjectTooLong: () => error('INVALID_SUBJECT', TICKET_MESSAGES.subjectTooLong),
  descriptionRequired: () => error('INVALID_DESCRIPTION', TICKET_MESSAGES.descriptionRequired),
  descriptionTooLong: () => error('INVALID_DESCRIPTION', TICKET_MESSAGES.descriptionTooLong),
  category: () => error('INVALID_CATEGORY', TICKET_MESSAGES.category),
  priority: () => error('INVALID_PRIORITY', TICKET_MESSAGES.priority),
  status: () => error('INVALID_STATUS', TICKET_MESSAGES.status),
  messageRequired: () => error('INVALID_MESSAGE', TICKET_MESSAGES.messageRequired),
  messageTooLong: () => error('INVALID_MESSAGE', TICKET_MESSAGES.messageTooLong),
  internalAdminOnly: () => error('INTERNAL_NOTE_ADMIN_ONLY', TICKET_MESSAGES.internalAdminOnly, 'forbidden'),
  statusAdminOnly: () => error('STATUS_ADMIN_ONLY', TICKET_MESSAGES.statusAdminOnly, 'forbidden'),
  notResolved: () => error('TICKET_NOT_RESOLVED', TICKET_MESSAGES.notResolved, 'rule'),
  alreadyRated: () => error('TICKET_ALREADY_RATED', TICKET_MESSAGES.alreadyRated, 'rule'),
  rating: () => error('INVALID_RATING', TICKET_MESSAGES.rating),
  feedbackTooLong: () => error('INVALID_FEEDBACK', TICKET_MESSAGES.feedbackTooLong),
};
