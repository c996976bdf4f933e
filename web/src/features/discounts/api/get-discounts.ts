// GET /api/discounts (admin) a page at a time: filtered by state and searched, sorted and paged by the
// server, 25 a page. A failed load is only logged (spec §8).
import {
  DISCOUNT_LIST_STATUSES,
  type DiscountListSortKey,
  type discountsResponseSchema,
} from '@shop/command-api/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { knownFilters } from '../../../components/data-table/known-filters';
import { type TableView, tableViewParams } from '../../../components/data-table/use-table-view';
import { apiClient } from '../../../lib/api-client';
import { DISCOUNT_SCREEN_MESSAGES } from '../messages';

export type DiscountFilter = 'status' | 'q';
/** The address's filter parameters, in the order they are written. */
export const DISCOUNT_FILTERS: readonly DiscountFilter[] = ['status', 'q'];
export type DiscountsView = TableView<DiscountListSortKey, DiscountFilter>;
type DiscountsResponse = ReturnType<typeof discountsResponseSchema.parse>;
export type DiscountsPage = Required<Omit<DiscountsResponse, 'success'>>;

export const DISCOUNTS_PAGE_SIZE = 25;

const STATUSES: readonly string[] = DISCOUNT_LIST_STATUSES;

/** The view with only the filter values the server takes: a stale or mistyped link shows every code. */
export const knownDiscountsView = (view: DiscountsView): DiscountsView =>
  knownFilters(view, DISCOUNT_FILTERS, (name, value) => name === 'q' || STATUSES.includes(value));

/** Every page of codes sits under this key, so one invalidation refreshes them all. */
export const DISCOUNT_PAGES_KEY = ['discounts', 'page'] as const;

/** `/discounts?status=active&sort=code&order=asc&page=1&limit=25`: the filters that are set, then the page. */
export function adminDiscountsPath(view: DiscountsView): string {
  const params = tableViewParams(view, DISCOUNT_FILTERS);
  params.set('page', String(view.page));
  params.set('limit', String(DISCOUNTS_PAGE_SIZE));
  return `/discounts?${params}`;
}

/** `token`: the bearer to send; the stored session token when absent. */
export async function getDiscountsPage(
  view: DiscountsView,
  token?: string,
  signal?: AbortSignal,
): Promise<DiscountsPage> {
  const body = await apiClient.get<DiscountsResponse>(adminDiscountsPath(view), { token, signal });
  return { discounts: body.discounts, pagination: body.pagination! };
}

/**
 * The view's page; the previous page stays on screen while the next one loads. The token is not part of
 * the key: any administrator sees the same codes, so one cache serves them all.
 */
export function useDiscountsPage(view: DiscountsView, token?: string) {
  const query = useQuery({
    queryKey: [...DISCOUNT_PAGES_KEY, view],
    queryFn: ({ signal }) => getDiscountsPage(view, token, signal),
    placeholderData: keepPreviousData,
  });
  // Spec §8: a failed load is only logged; the screen says nothing about it.
  useEffect(() => {
    if (query.error) console.error(DISCOUNT_SCREEN_MESSAGES.loadFailed, query.error);
  }, [query.error]);
  return query;
}
