// The admin's ticket list a page at a time, 25 a page: GET /api/tickets with the filters and order, or
// /api/tickets/search when there is search text. Cached among the ticket lists, so a reply or a status
// change shows in the page at once (ticket-cache.ts).
import type { TicketPagination } from '@shop/command-api/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tableViewParams } from '../../../components/data-table/use-table-view';
import type { PageState } from '../../../components/ui/pagination';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_TICKET_FILTERS, type AdminTicketsView } from '../utils/admin-tickets-view';
import { TICKET_LISTS_KEY, type TicketsPage, type TicketsResponse } from './ticket-query';

export const ADMIN_TICKETS_PAGE_SIZE = 25;

/** `/tickets?status=open&sort=priority&order=desc&page=1&limit=25`; `/tickets/search?…&q=…` with search text. */
export function adminTicketsPath(view: AdminTicketsView): string {
  const params = tableViewParams(view, ADMIN_TICKET_FILTERS);
  params.set('page', String(view.page));
  params.set('limit', String(ADMIN_TICKETS_PAGE_SIZE));
  return `${view.filters.q ? '/tickets/search' : '/tickets'}?${params}`;
}

async function getAdminTickets(view: AdminTicketsView, signal?: AbortSignal): Promise<TicketsPage> {
  const { tickets, pagination } = await apiClient.get<TicketsResponse>(adminTicketsPath(view), { signal });
  return { tickets, pagination };
}

/** The ticket API's pages (`total` is the number of pages) as the data table counts them. */
export function ticketPageState({
  current,
  total,
  totalTickets,
  hasNext,
  hasPrev,
}: TicketPagination): PageState {
  return { current, pages: total, total: totalTickets, hasNext, hasPrev };
}

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export function useAdminTickets(view: AdminTicketsView) {
  return useQuery({
    queryKey: [...TICKET_LISTS_KEY, 'admin', view],
    queryFn: ({ signal }) => getAdminTickets(view, signal),
    // Tickets change through other people: a list shown again is fetched again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
