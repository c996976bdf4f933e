// The ticket decider: one small function per command. Owners see only their own tickets: to anyone
// else a user's ticket does not exist.
import type { Decider } from '../core/decider.js';
import type {
  ChangeTicketStatus,
  OpenTicket,
  PostTicketMessage,
  RateTicket,
  TicketCommand,
} from './commands.js';
import { ticketError } from './errors.js';
import type { TicketEvent } from './events.js';
import {
  isTicketCategory,
  isTicketPriority,
  isTicketStatus,
  TICKET_LIMITS,
  type TicketStatus,
} from './rules.js';
import { evolveTicket, initialTicket, type OpenedTicket, type Ticket } from './state.js';

/** A user writing on these is answering, or is not satisfied after all: the ticket opens again. */
const REOPENED_BY_USER_MESSAGE: readonly TicketStatus[] = ['waiting_for_user', 'resolved'];

function requireOpened(state: Ticket): OpenedTicket {
  if (state.status === 'none') throw ticketError.notFound();
  return state;
}

function requireText(text: string, max: number, missing: () => Error, tooLong: () => Error): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw missing();
  if (trimmed.length > max) throw tooLong();
  return trimmed;
}

function open({ data }: OpenTicket, state: Ticket): TicketEvent[] {
  if (state.status !== 'none') throw ticketError.exists();
  const subject = requireText(
    data.subject,
    TICKET_LIMITS.subject,
    ticketError.subjectRequired,
    ticketError.subjectTooLong,
  );
  const description = requireText(
    data.description,
    TICKET_LIMITS.description,
    ticketError.descriptionRequired,
    ticketError.descriptionTooLong,
  );
  if (!isTicketCategory(data.category)) throw ticketError.category();
  if (!isTicketPriority(data.priority)) throw ticketError.priority();
  const { now, category, priority, ...rest } = data;
  return [
    { type: 'TicketOpened', data: { ...rest, subject, description, category, priority, openedAt: now } },
  ];
}

function postMessage({ data }: PostTicketMessage, state: Ticket): TicketEvent[] {
  const ticket = requireOpened(state);
  const byUser = data.senderType === 'user';
  if (byUser && ticket.userId !== data.senderId) throw ticketError.notFound();
  if (byUser && data.isInternal) throw ticketError.internalAdminOnly();
  if (ticket.status === 'closed') throw ticketError.closed();
  const message = requireText(
    data.message,
    TICKET_LIMITS.message,
    ticketError.messageRequired,
    ticketError.messageTooLong,
  );
  const events: TicketEvent[] = [
    {
      type: 'TicketMessagePosted',
      data: {
        messageId: data.messageId,
        senderId: data.senderId,
        senderType: data.senderType,
        message,
        isInternal: data.isInternal,
        postedAt: data.now,
        ticketOwnerId: ticket.userId,
      },
    },
  ];
  if (byUser && REOPENED_BY_USER_MESSAGE.includes(ticket.status)) {
    events.push({
      type: 'TicketStatusChanged',
      data: {
        from: ticket.status,
        to: 'open',
        changedBy: 'user',
        changedById: data.senderId,
        changedAt: data.now,
      },
    });
  }
  return events;
}

/** Admins may set any status; setting the one it has changes nothing. */
function changeStatus({ data }: ChangeTicketStatus, state: Ticket): TicketEvent[] {
  const ticket = requireOpened(state);
  if (data.changedBy !== 'admin') throw ticketError.statusAdminOnly();
  if (!isTicketStatus(data.status)) throw ticketError.status();
  if (data.status === ticket.status) return [];
  return [
    {
      type: 'TicketStatusChanged',
      data: {
        from: ticket.status,
        to: data.status,
        changedBy: 'admin',
        changedById: data.changedById,
        changedAt: data.now,
      },
    },
  ];
}

function rate({ data }: RateTicket, state: Ticket): TicketEvent[] {
  const ticket = requireOpened(state);
  if (ticket.userId !== data.userId) throw ticketError.notFound();
  const { minRating, maxRating } = TICKET_LIMITS;
  if (!Number.isInteger(data.rating) || data.rating < minRating || data.rating > maxRating) {
    throw ticketError.rating();
  }
  const feedback = data.feedback?.trim() || null;
  if (feedback !== null && feedback.length > TICKET_LIMITS.feedback) throw ticketError.feedbackTooLong();
  if (ticket.rated) throw ticketError.alreadyRated();
  if (ticket.status !== 'resolved') throw ticketError.notResolved();
  return [
    {
      type: 'TicketRated',
      data: { rating: data.rating, feedback, ratedAt: data.now, userId: ticket.userId },
    },
  ];
}

export function decideTicket(command: TicketCommand, state: Ticket): TicketEvent[] {
  switch (command.type) {
    case 'OpenTicket':
      return open(command, state);
    case 'PostTicketMessage':
      return postMessage(command, state);
    case 'ChangeTicketStatus':
      return changeStatus(command, state);
    case 'RateTicket':
      return rate(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const ticketDecider: Decider<Ticket, TicketCommand, TicketEvent> = {
  initialState: initialTicket,
  evolve: evolveTicket,
  decide: decideTicket,
};
