// GET /api/finance/revenue (admin): gross, refunds and net grouped by day, month, plan, network or discount
// code, under the same filters as the ledger.
import type { revenueQuerySchema, revenueResponseSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type LedgerQuery, ledgerSearchParams } from '../utils/ledger-query';
import { FINANCE_KEY } from './finance-keys';

export type RevenueGroupBy = ReturnType<typeof revenueQuerySchema.parse>['groupBy'];
export type RevenueRow = ReturnType<typeof revenueResponseSchema.parse>['revenue'][number];

/** `/finance/revenue?groupBy=day&from=…`: the grouping, then the set filters. */
export function revenuePath(groupBy: RevenueGroupBy, query: LedgerQuery): string {
  const params = new URLSearchParams({ groupBy });
  for (const [key, value] of ledgerSearchParams(query)) params.set(key, value);
  return `/finance/revenue?${params}`;
}

export async function getRevenue(
  groupBy: RevenueGroupBy,
  query: LedgerQuery,
  signal?: AbortSignal,
): Promise<RevenueRow[]> {
  return (
    await apiClient.get<{ success: true; revenue: RevenueRow[] }>(revenuePath(groupBy, query), { signal })
  ).revenue;
}

export const revenueQueryOptions = (groupBy: RevenueGroupBy, query: LedgerQuery) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'revenue', groupBy, query],
    queryFn: ({ signal }) => getRevenue(groupBy, query, signal),
    staleTime: 0,
  });

export function useRevenue(groupBy: RevenueGroupBy, query: LedgerQuery) {
  return useQuery(revenueQueryOptions(groupBy, query));
}
