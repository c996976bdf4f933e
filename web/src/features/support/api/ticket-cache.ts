// Puts the ticket a command just answered with into the cache: the open ticket and every cached page that
// holds it show it at once. Lists are marked stale, as the order (newest activity first) may have moved.
import type { TicketView } from '@shop/command-api/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { TICKET_LISTS_KEY, type TicketsPage, ticketKey } from './ticket-query';

/** Replaces the ticket wherever a cached page holds it. */
export function storeTicketInLists(queryClient: QueryClient, ticket: TicketView): void {
  queryClient.setQueriesData<TicketsPage>({ queryKey: TICKET_LISTS_KEY }, (page) =>
    page?.tickets.some((entry) => entry._id === ticket._id)
      ? { ...page, tickets: page.tickets.map((entry) => (entry._id === ticket._id ? ticket : entry)) }
      : page,
  );
}

/** After a reply, a status change or a rating. */
export function storeChangedTicket(queryClient: QueryClient, ticket: TicketView): void {
  queryClient.setQueryData(ticketKey(ticket._id), ticket);
  storeTicketInLists(queryClient, ticket);
  void queryClient.invalidateQueries({ queryKey: TICKET_LISTS_KEY, refetchType: 'none' });
}

/** A new ticket belongs at the top of the first page: the lists on screen are fetched again. */
export function storeCreatedTicket(queryClient: QueryClient, ticket: TicketView): void {
  queryClient.setQueryData(ticketKey(ticket._id), ticket);
  void queryClient.invalidateQueries({ queryKey: TICKET_LISTS_KEY });
}
