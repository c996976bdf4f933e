// POST /api/tickets/{id}/messages: adds a reply to the conversation (an admin's may be an internal note).
// A user writing on a ticket waiting for them or resolved opens it again; the server says so in the ticket.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { PostTicketMessageRequest } from '../utils/ticket-form';
import { storeChangedTicket } from './ticket-cache';
import type { TicketResponse } from './ticket-query';

export function postTicketMessage({
  ticketId,
  body,
}: {
  ticketId: string;
  body: PostTicketMessageRequest;
}): Promise<TicketResponse> {
  return apiClient.post<TicketResponse>(`/tickets/${encodeURIComponent(ticketId)}/messages`, body);
}

export function usePostTicketMessage(config: MutationConfig<typeof postTicketMessage> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: postTicketMessage,
    onSuccess: (...args) => {
      storeChangedTicket(queryClient, args[0].ticket);
      return config.onSuccess?.(...args);
    },
  });
}
