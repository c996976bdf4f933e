// PATCH /api/tickets/{id}/status (admin): sets any of the five statuses; answers 'Ticket status updated'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { ChangeTicketStatusRequest } from '../utils/ticket-form';
import { storeChangedTicket } from './ticket-cache';
import type { TicketResponse } from './ticket-query';

export function changeTicketStatus({
  ticketId,
  body,
}: {
  ticketId: string;
  body: ChangeTicketStatusRequest;
}): Promise<TicketResponse> {
  return apiClient.patch<TicketResponse>(`/tickets/${encodeURIComponent(ticketId)}/status`, body);
}

export function useChangeTicketStatus(config: MutationConfig<typeof changeTicketStatus> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changeTicketStatus,
    onSuccess: (...args) => {
      storeChangedTicket(queryClient, args[0].ticket);
      return config.onSuccess?.(...args);
    },
  });
}
