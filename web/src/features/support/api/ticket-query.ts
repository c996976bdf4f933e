// What every ticket query shares: the cache keys, and the answers' shapes. Tickets change through other
// people (a user writes, an admin answers), so a list or ticket shown again is fetched again.
import type { TicketPagination, TicketView } from '@shop/command-api/contracts';
import type { TicketsQuery } from '../utils/tickets-query';

/** The key every ticket query sits under. */
export const TICKETS_KEY = ['tickets'] as const;
export const TICKET_LISTS_KEY = [...TICKETS_KEY, 'list'] as const;

export const ticketListKey = (query: TicketsQuery) => [...TICKET_LISTS_KEY, query] as const;
export const ticketKey = (ticketId: string) => [...TICKETS_KEY, 'detail', ticketId] as const;

export type TicketsPage = { tickets: TicketView[]; pagination: TicketPagination };
export type TicketsResponse = TicketsPage & { success: true };
/** What every command on a ticket answers: the ticket as it now is, and a notice. */
export type TicketResponse = { success: true; ticket: TicketView; message?: string };
