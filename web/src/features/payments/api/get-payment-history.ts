// GET /api/payments/history: the signed-in person's orders, newest first, each with its payment date, the
// end of its 7-day money-back period and any refund.
import type { OrderView } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function getPaymentHistory(signal?: AbortSignal): Promise<OrderView[]> {
  return (await apiClient.get<{ success: true; payments: OrderView[] }>('/payments/history', { signal }))
    .payments;
}

export const myOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'history'],
    queryFn: ({ signal }) => getPaymentHistory(signal),
    // Payments are confirmed and refunds decided elsewhere (the chain, an admin): a list shown again is
    // fetched again.
    staleTime: 0,
  });

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
