// POST /api/payments/orders (verified email required): places an order for a plan and answers with where
// to pay, how much, and until when.
import type { createOrderRequestSchema, OrderView } from '@shop/command-api/contracts';
import { apiClient } from '../../../lib/api-client';

export type CreateOrderRequest = ReturnType<typeof createOrderRequestSchema.parse>;

export async function createOrder(body: CreateOrderRequest): Promise<OrderView> {
  return (await apiClient.post<{ success: true; order: OrderView }>('/payments/orders', body)).order;
}
