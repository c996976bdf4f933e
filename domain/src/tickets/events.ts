// Everything that can happen to a support ticket; the messages are its conversation.
import type { Event } from '../core/message.js';
import type { TicketCategory, TicketPriority, TicketStatus } from './rules.js';

export type TicketSender = 'user' | 'admin';

export type TicketOpened = Event<
  'TicketOpened',
  {
    ticketId: string;
    ticketNumber: number;
    userId: string;
    subject: string;
    description: string;
    category: TicketCategory;
    priority: TicketPriority;
    openedAt: string;
  }
>;
export type TicketMessagePosted = Event<
  'TicketMessagePosted',
  {
    messageId: string;
    senderId: string;
    senderType: TicketSender;
    message: string;
    /** An admin's note for admins only: never shown or mailed to the ticket's owner. */
    isInternal: boolean;
    postedAt: string;
    /** The ticket's owner, whose key protects the message. */
    ticketOwnerId: string;
  }
>;
export type TicketStatusChanged = Event<
  'TicketStatusChanged',
  { from: TicketStatus; to: TicketStatus; changedBy: TicketSender; changedById: string; changedAt: string }
>;
export type TicketRated = Event<
  'TicketRated',
  { rating: number; feedback: string | null; ratedAt: string; userId: string }
>;

export type TicketEvent = TicketOpened | TicketMessagePosted | TicketStatusChanged | TicketRated;
