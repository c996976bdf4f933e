// GET /api/tickets/search?q&page&limit=10&status&category&priority: the same page as the list, of the
// tickets whose subject, description, messages or number (TKT-000042) match the text.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type TicketsQuery, ticketsPath } from '../utils/tickets-query';
import { type TicketsPage, type TicketsResponse, ticketListKey } from './ticket-query';

export async function searchTickets(query: TicketsQuery, signal?: AbortSignal): Promise<TicketsPage> {
  const { tickets, pagination } = await apiClient.get<TicketsResponse>(ticketsPath(query), { signal });
  return { tickets, pagination };
}

export const searchTicketsQueryOptions = (query: TicketsQuery) =>
  queryOptions({
    queryKey: ticketListKey({ ...query, q: query.q.trim() }),
    queryFn: ({ signal }) => searchTickets(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
