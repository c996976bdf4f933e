// POST /api/tickets/{id}/satisfaction (the owner, once, on a resolved ticket): a rating from 1 to 5 with
// optional feedback; answers 'Thank you for your feedback!'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { RateTicketRequest } from '../utils/ticket-form';
import { storeChangedTicket } from './ticket-cache';
import type { TicketResponse } from './ticket-query';

export function rateTicket({
  ticketId,
  body,
}: {
  ticketId: string;
  body: RateTicketRequest;
}): Promise<TicketResponse> {
  return apiClient.post<TicketResponse>(`/tickets/${encodeURIComponent(ticketId)}/satisfaction`, body);
}

export function useRateTicket(config: MutationConfig<typeof rateTicket> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: rateTicket,
    onSuccess: (...args) => {
      storeChangedTicket(queryClient, args[0].ticket);
      return config.onSuccess?.(...args);
    },
  });
}
