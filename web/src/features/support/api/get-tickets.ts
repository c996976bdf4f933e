// GET /api/tickets?page&limit=10&status&category&priority: a page of tickets, newest activity first; a user
// gets their own, an admin everyone's. With search text the same page comes from search-tickets.ts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type TicketsQuery, ticketsPath } from '../utils/tickets-query';
import { searchTicketsQueryOptions } from './search-tickets';
import { type TicketsPage, type TicketsResponse, ticketListKey } from './ticket-query';

export async function getTickets(query: TicketsQuery, signal?: AbortSignal): Promise<TicketsPage> {
  const { tickets, pagination } = await apiClient.get<TicketsResponse>(ticketsPath({ ...query, q: '' }), {
    signal,
  });
  return { tickets, pagination };
}

export const ticketsQueryOptions = (query: TicketsQuery) =>
  queryOptions({
    queryKey: ticketListKey({ ...query, q: '' }),
    queryFn: ({ signal }) => getTickets(query, signal),
    staleTime: 0,
    // The page on screen stays while the next one (or the next filter's) loads.
    placeholderData: keepPreviousData,
  });

/** The list the filters ask for: searched when there is search text, listed when there is none. */
export function useTickets(query: TicketsQuery) {
  return useQuery(query.q.trim() ? searchTicketsQueryOptions(query) : ticketsQueryOptions(query));
}
