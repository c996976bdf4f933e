// GET /api/admin/payments?status=all|verifying|underpaid|late (admin): the payments waiting for a
// decision, with their owner, what the order's address received and when they last changed.
import type { ADMIN_PAYMENT_STATUSES, AdminPaymentView } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** 'all' is every open one: verifying, underpaid and late together. */
export type AdminPaymentsFilter = (typeof ADMIN_PAYMENT_STATUSES)[number] | 'all';

type AdminPaymentsResponse = { success: true; payments: AdminPaymentView[] };

export async function getAdminPayments(
  status: AdminPaymentsFilter,
  signal?: AbortSignal,
): Promise<AdminPaymentView[]> {
  const path = `/admin/payments?status=${encodeURIComponent(status)}`;
  return (await apiClient.get<AdminPaymentsResponse>(path, { signal })).payments;
}

/** The key every filter's list sits under, to refresh them all after a decision. */
export const ADMIN_PAYMENTS_KEY = ['admin-payments'] as const;

export const adminPaymentsQueryOptions = (status: AdminPaymentsFilter) =>
  queryOptions({
    queryKey: [...ADMIN_PAYMENTS_KEY, status],
    queryFn: ({ signal }) => getAdminPayments(status, signal),
    // Payments arrive and change on chain, not through this screen: a list shown again is fetched again.
    staleTime: 0,
  });

export function useAdminPayments(status: AdminPaymentsFilter) {
  return useQuery(adminPaymentsQueryOptions(status));
}
