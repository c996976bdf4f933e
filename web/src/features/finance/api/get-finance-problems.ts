// GET /api/finance/problems (admin): orders waiting on someone, oldest first: payments held (underpaid,
// late) and refunds asked for. Always as they are now.
import type { financeProblemSchema } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { FINANCE_KEY } from './finance-keys';

export type FinanceProblem = ReturnType<typeof financeProblemSchema.parse>;

export async function getFinanceProblems(signal?: AbortSignal): Promise<FinanceProblem[]> {
  return (await apiClient.get<{ success: true; problems: FinanceProblem[] }>('/finance/problems', { signal }))
    .problems;
}

export const financeProblemsQueryOptions = () =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'problems'],
    queryFn: ({ signal }) => getFinanceProblems(signal),
    staleTime: 0,
  });

export function useFinanceProblems() {
  return useQuery(financeProblemsQueryOptions());
}
