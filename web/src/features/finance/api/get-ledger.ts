// GET /api/finance/ledger (admin): one page of ledger entries, newest first, with the totals of every entry
// the filters match.
import type { ledgerResponseSchema } from '@shop/command-api/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type LedgerQuery, ledgerSearchParams } from '../utils/ledger-query';
import { FINANCE_KEY } from './finance-keys';

export type LedgerPage = Omit<ReturnType<typeof ledgerResponseSchema.parse>, 'success'>;
export type LedgerTotals = LedgerPage['totals'];

export const LEDGER_PAGE_SIZE = 25;

/** `/finance/ledger?from=…&kind=refund&page=2&limit=25`: the set filters, then the page. */
export function ledgerPath(query: LedgerQuery, page: number, limit = LEDGER_PAGE_SIZE): string {
  const params = ledgerSearchParams(query);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `/finance/ledger?${params}`;
}

export async function getLedger(
  query: LedgerQuery,
  page: number,
  limit = LEDGER_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<LedgerPage> {
  const { entries, totals, pagination } = await apiClient.get<LedgerPage>(ledgerPath(query, page, limit), {
    signal,
  });
  return { entries, totals, pagination };
}

export const ledgerQueryOptions = (query: LedgerQuery, page: number) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'ledger', query, page],
    queryFn: ({ signal }) => getLedger(query, page, LEDGER_PAGE_SIZE, signal),
    // Payments and refunds land all the time: each visit reads the books again.
    staleTime: 0,
  });

/** The previous page stays on screen while the next one loads. */
export function useLedger(query: LedgerQuery, page: number) {
  return useQuery({ ...ledgerQueryOptions(query, page), placeholderData: keepPreviousData });
}
