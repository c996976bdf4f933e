// POST /api/tickets: opens a ticket (201 with the ticket and 'Ticket created successfully'); the lists on
// screen are fetched again so it appears at the top.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { CreateTicketRequest } from '../utils/ticket-form';
import { storeCreatedTicket } from './ticket-cache';
import type { TicketResponse } from './ticket-query';

export function createTicket({ body }: { body: CreateTicketRequest }): Promise<TicketResponse> {
  return apiClient.post<TicketResponse>('/tickets', body);
}

export function useCreateTicket(config: MutationConfig<typeof createTicket> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createTicket,
    onSuccess: (...args) => {
      storeCreatedTicket(queryClient, args[0].ticket);
      return config.onSuccess?.(...args);
    },
  });
}
