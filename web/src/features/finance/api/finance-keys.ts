// The query key every finance read sits under, and what a refund decision makes out of date.
import type { QueryClient } from '@tanstack/react-query';
import { licencesQueryOptions } from '../../../lib/queries/get-licences';

export const FINANCE_KEY = ['finance'] as const;

/**
 * After an approval or rejection: the ledger, revenue, problems and histories change, and an approval
 * revokes the order's licence in the admin's licence table.
 */
export function refreshAfterRefundDecision(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: FINANCE_KEY });
  void queryClient.invalidateQueries({ queryKey: licencesQueryOptions().queryKey });
}
