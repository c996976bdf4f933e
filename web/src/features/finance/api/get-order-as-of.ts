// GET /api/admin/history/orders/{orderId}?asOf=… (admin): an order as it stood at a moment (its events
// replayed up to then), or now without asOf; null when it did not exist yet.
import type { orderAsOfResponseSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { FINANCE_KEY } from './finance-keys';

export type OrderAsOf = Omit<ReturnType<typeof orderAsOfResponseSchema.parse>, 'success'>;

export function orderAsOfPath(orderId: string, asOf: string | null): string {
  const path = `/admin/history/orders/${encodeURIComponent(orderId)}`;
  return asOf ? `${path}?${new URLSearchParams({ asOf })}` : path;
}

export async function getOrderAsOf(
  orderId: string,
  asOf: string | null,
  signal?: AbortSignal,
): Promise<OrderAsOf> {
  const {
    order,
    asOf: at,
    events,
  } = await apiClient.get<OrderAsOf>(orderAsOfPath(orderId, asOf), { signal });
  return { order, asOf: at, events };
}

export const orderAsOfQueryOptions = (orderId: string, asOf: string | null) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'order-history', orderId, asOf],
    queryFn: ({ signal }) => getOrderAsOf(orderId, asOf, signal),
    staleTime: 0,
  });

export function useOrderAsOf(orderId: string, asOf: string | null) {
  return useQuery(orderAsOfQueryOptions(orderId, asOf));
}
