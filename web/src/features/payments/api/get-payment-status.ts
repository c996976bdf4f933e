// GET /api/payments/orders/{orderId}: an order's payment status, polled while the payment is verified.
import type { paymentStatusResponseSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { STATUS_POLL_INTERVAL_MS } from '../messages';
import { isFinalStatus } from '../utils/payment-status';

export type PaymentStatus = ReturnType<typeof paymentStatusResponseSchema.parse>['payment'];

export async function getPaymentStatus(orderId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  const path = `/payments/orders/${encodeURIComponent(orderId)}`;
  return (await apiClient.get<{ success: true; payment: PaymentStatus }>(path, { signal })).payment;
}

export const paymentStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'status', orderId],
    queryFn: ({ signal }) => getPaymentStatus(orderId, signal),
    // The next poll is the retry: a failed check shows its message and waits for the next tick.
    retry: false,
  });

/**
 * Spec §4 Purchase flow: checks at once, then every 10 seconds until the status is completed or failed (an
 * unpaid order too, so a payment the chain watcher finds moves the page on by itself). A failed check does
 * not stop the polling. Without an order id nothing is asked.
 */
export function usePaymentStatus(orderId: string | undefined) {
  return useQuery({
    ...paymentStatusQueryOptions(orderId ?? ''),
    enabled: orderId !== undefined,
    refetchInterval: (query) => (isFinalStatus(query.state.data?.status) ? false : STATUS_POLL_INTERVAL_MS),
    // A person waiting for confirmations often looks at their wallet in another tab meanwhile.
    refetchIntervalInBackground: true,
  });
}
