// GET /api/discounts (admin): every discount code with its usage and status.
import type { DiscountView } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client';
import { DISCOUNT_SCREEN_MESSAGES } from '../messages';

/** `token`: the bearer to send; the stored session token when absent. */
export async function getDiscounts(token?: string, signal?: AbortSignal): Promise<DiscountView[]> {
  return (await apiClient.get<{ success: true; discounts: DiscountView[] }>('/discounts', { token, signal }))
    .discounts;
}

// The token is not part of the key: any administrator sees the same codes, so one cache serves them all.
export const discountsQueryOptions = (token?: string) =>
  queryOptions({
    queryKey: ['discounts', 'all'],
    queryFn: ({ signal }) => getDiscounts(token, signal),
  });

export function useDiscounts(token?: string) {
  const query = useQuery(discountsQueryOptions(token));
  // Spec §8: a failed load is only logged; the screen says nothing about it.
  useEffect(() => {
    if (query.error) console.error(DISCOUNT_SCREEN_MESSAGES.loadFailed, query.error);
  }, [query.error]);
  return query;
}
