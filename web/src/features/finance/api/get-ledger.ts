// GET /api/finance/ledger (admin): one page of ledger entries, newest first unless another order is chosen,
// with the totals of every entry the filters match.
import {
  LEDGER_LIST_SORTS,
  type LedgerListSortKey,
  type ledgerResponseSchema,
} from '@shop/command-api/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableSort } from '../../../components/data-table/data-table-types';
import { apiClient } from '../../../lib/api-client';
import { type LedgerQuery, ledgerSearchParams } from '../utils/ledger-query';
import { FINANCE_KEY } from './finance-keys';

export type LedgerPage = Omit<ReturnType<typeof ledgerResponseSchema.parse>, 'success'>;
export type LedgerTotals = LedgerPage['totals'];
export type LedgerSort = TableSort<LedgerListSortKey>;

export const LEDGER_PAGE_SIZE = 25;
export const LEDGER_SORTS: readonly LedgerListSortKey[] = LEDGER_LIST_SORTS;

/** `/finance/ledger?from=…&kind=refund&sort=amount&order=desc&page=2&limit=25`: filters, order, page. */
export function ledgerPath(
  query: LedgerQuery,
  page: number,
  limit = LEDGER_PAGE_SIZE,
  sort?: LedgerSort,
): string {
  const params = ledgerSearchParams(query);
  if (sort) {
    params.set('sort', sort.key);
    params.set('order', sort.order);
  }
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `/finance/ledger?${params}`;
}

export async function getLedger(
  query: LedgerQuery,
  page: number,
  limit = LEDGER_PAGE_SIZE,
  signal?: AbortSignal,
  sort?: LedgerSort,
): Promise<LedgerPage> {
  const path = ledgerPath(query, page, limit, sort);
  const { entries, totals, pagination } = await apiClient.get<LedgerPage>(path, { signal });
  return { entries, totals, pagination };
}

export const ledgerQueryOptions = (query: LedgerQuery, page: number, sort?: LedgerSort) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'ledger', query, page, sort],
    queryFn: ({ signal }) => getLedger(query, page, LEDGER_PAGE_SIZE, signal, sort),
    // Payments and refunds land all the time: each visit reads the books again.
    staleTime: 0,
  });

/** The previous page stays on screen while the next one loads. */
export function useLedger(query: LedgerQuery, page: number, sort?: LedgerSort) {
  return useQuery({ ...ledgerQueryOptions(query, page, sort), placeholderData: keepPreviousData });
}
