// GET /api/finance/revenue (admin): gross, refunds and net grouped by day, month, plan, network or discount
// code, under the same filters as the ledger; days and months in the browser's time zone, optionally split
// by plan or network.
import type { revenueQuerySchema, revenueResponseSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type LedgerQuery, ledgerSearchParams } from '../utils/ledger-query';
import { FINANCE_KEY } from './finance-keys';

export type RevenueGroupBy = ReturnType<typeof revenueQuerySchema.parse>['groupBy'];
/** A row; with a split, `split` names its plan or network. */
export type RevenueRow = ReturnType<typeof revenueResponseSchema.parse>['revenue'][number];
/** Within each day or month, one row per plan or per network. */
export type RevenueSplit = NonNullable<ReturnType<typeof revenueQuerySchema.parse>['split']>;

/** The browser's IANA time zone, whose calendar buckets days and months. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `/finance/revenue?groupBy=day&tz=Europe%2FBerlin&split=plan&from=…`: the grouping (with the zone and the
 * split for days and months), then the set filters.
 */
export function revenuePath(
  groupBy: RevenueGroupBy,
  query: LedgerQuery,
  split: RevenueSplit | null = null,
): string {
  const params = new URLSearchParams({ groupBy });
  if (groupBy === 'day' || groupBy === 'month') {
    params.set('tz', browserTimeZone());
    if (split) params.set('split', split);
  }
  for (const [key, value] of ledgerSearchParams(query)) params.set(key, value);
  return `/finance/revenue?${params}`;
}

export async function getRevenue(path: string, signal?: AbortSignal): Promise<RevenueRow[]> {
  return (await apiClient.get<{ success: true; revenue: RevenueRow[] }>(path, { signal })).revenue;
}

export const revenueQueryOptions = (
  groupBy: RevenueGroupBy,
  query: LedgerQuery,
  split: RevenueSplit | null,
) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'revenue', groupBy, query, split],
    queryFn: ({ signal }) => getRevenue(revenuePath(groupBy, query, split), signal),
    staleTime: 0,
  });

export function useRevenue(groupBy: RevenueGroupBy, query: LedgerQuery, split: RevenueSplit | null = null) {
  return useQuery(revenueQueryOptions(groupBy, query, split));
}
