// A ticket folded from its events: what its rules need, not its conversation.
import type { TicketEvent } from './events.js';
import type { TicketStatus } from './rules.js';

export interface OpenedTicket {
  status: TicketStatus;
  ticketId: string;
  ticketNumber: number;
  userId: string;
  rated: boolean;
  lastActivity: string;
}

export type Ticket = { status: 'none' } | OpenedTicket;

export const initialTicket: Ticket = { status: 'none' };

export function evolveTicket(state: Ticket, event: TicketEvent): Ticket {
  if (event.type === 'TicketOpened') {
    const { data } = event;
    return {
      status: 'open',
      ticketId: data.ticketId,
      ticketNumber: data.ticketNumber,
      userId: data.userId,
      rated: false,
      lastActivity: data.openedAt,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'TicketMessagePosted':
      return { ...state, lastActivity: event.data.postedAt };
    case 'TicketStatusChanged':
      return { ...state, status: event.data.to, lastActivity: event.data.changedAt };
    case 'TicketRated':
      return { ...state, rated: true, lastActivity: event.data.ratedAt };
    default:
      return state;
  }
}
