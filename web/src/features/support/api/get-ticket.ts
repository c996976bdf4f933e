// GET /api/tickets/{id}: one ticket with its conversation (internal notes only for admins), fetched each
// time its dialog opens and, while it stays open, again when the admin console's change stream says the
// tickets changed, or every 30 seconds without one (traders), so an answer shows up by itself.
import type { TicketView } from '@shop/command-api/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client';
import { liveReadModelsOpen } from '../../../lib/live-changes';
import { storeTicketInLists } from './ticket-cache';
import { ticketKey } from './ticket-query';

export const TICKET_REFRESH_MS = 30_000;

export async function getTicket(ticketId: string, signal?: AbortSignal): Promise<TicketView> {
  return (
    await apiClient.get<{ success: true; ticket: TicketView }>(`/tickets/${encodeURIComponent(ticketId)}`, {
      signal,
    })
  ).ticket;
}

export const ticketQueryOptions = (ticketId: string) =>
  queryOptions({
    queryKey: ticketKey(ticketId),
    queryFn: ({ signal }) => getTicket(ticketId, signal),
    staleTime: 0,
    refetchInterval: () => (liveReadModelsOpen() ? false : TICKET_REFRESH_MS),
  });

/** `listed`: the ticket as the list has it, shown until (or if) the fetch fails to answer. */
export function useTicket(listed: TicketView) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...ticketQueryOptions(listed._id), placeholderData: listed });
  const fetched = query.isPlaceholderData ? undefined : query.data;
  // The row the dialog was opened from catches up with what the dialog shows.
  useEffect(() => {
    if (fetched) storeTicketInLists(queryClient, fetched);
  }, [fetched, queryClient]);
  return query.data ?? listed;
}
