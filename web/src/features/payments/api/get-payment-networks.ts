// GET /api/payments/networks (no session needed): which networks can take a payment right now, with the
// reason when one cannot, and whether a local development chain lets the page pay from its dev wallet.
import type { paymentNetworksResponseSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

type PaymentNetworksResponse = ReturnType<typeof paymentNetworksResponseSchema.parse>;
export type PaymentNetworks = Omit<PaymentNetworksResponse, 'success'>;

export async function getPaymentNetworks(signal?: AbortSignal): Promise<PaymentNetworks> {
  const { networks, devPayments } = await apiClient.get<PaymentNetworksResponse>('/payments/networks', {
    signal,
  });
  return { networks, devPayments };
}

export const paymentNetworksQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'networks'],
    queryFn: ({ signal }) => getPaymentNetworks(signal),
  });

/**
 * The networks' availability. Until it answers, or if it cannot, the page offers every network and leaves
 * the refusal to the server, which checks the network again when the order is placed.
 */
export function usePaymentNetworks() {
  return useQuery(paymentNetworksQueryOptions());
}
