// What may be asked of a ticket. Ids, the ticket number and `now` arrive from outside.
import type { Command } from '../core/message.js';
import type { TicketSender } from './events.js';

export type OpenTicket = Command<
  'OpenTicket',
  {
    ticketId: string;
    ticketNumber: number;
    userId: string;
    subject: string;
    description: string;
    category: string;
    priority: string;
    now: string;
  }
>;
export type PostTicketMessage = Command<
  'PostTicketMessage',
  {
    messageId: string;
    senderId: string;
    senderType: TicketSender;
    message: string;
    isInternal: boolean;
    now: string;
  }
>;
export type ChangeTicketStatus = Command<
  'ChangeTicketStatus',
  { status: string; changedBy: TicketSender; changedById: string; now: string }
>;
export type RateTicket = Command<
  'RateTicket',
  { userId: string; rating: number; feedback: string | null; now: string }
>;

export type TicketCommand = OpenTicket | PostTicketMessage | ChangeTicketStatus | RateTicket;
