// GET /api/payments/history: the signed-in person's orders, newest first.
import type { OrderView } from '@shop/command-api/contracts';
import { apiClient } from '../../../lib/api-client';

export async function getPaymentHistory(signal?: AbortSignal): Promise<OrderView[]> {
  return (await apiClient.get<{ success: true; payments: OrderView[] }>('/payments/history', { signal }))
    .payments;
}
