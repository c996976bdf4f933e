// GET /api/admin/orders (admin): every order with its payment, 25 a page, filtered, sorted and paged by
// the server, the payments waiting for a decision first unless another order is chosen; and the same
// filters and order as the server's CSV export (GET /api/admin/orders/export.csv).
import type { adminOrdersResponseSchema } from '@shop/command-api/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tableViewParams } from '../../../components/data-table/use-table-view';
import { apiClient } from '../../../lib/api-client';
import { downloadExport, EXPORT_PATHS } from '../../../lib/download-export';
import { PAYMENT_FILTERS, type PaymentsView } from '../utils/payments-view';

export type AdminOrdersPage = Omit<ReturnType<typeof adminOrdersResponseSchema.parse>, 'success'>;
export type AdminOrderRowView = AdminOrdersPage['orders'][number];

export const PAYMENTS_PAGE_SIZE = 25;

/** The key every view's list sits under, to refresh them all after a decision. */
export const ADMIN_PAYMENTS_KEY = ['admin-payments'] as const;

/** `/admin/orders?status=verifying&sort=amount&order=desc&page=1&limit=25`: the filters that are set, then the page. */
export function adminOrdersPath(view: PaymentsView): string {
  const params = tableViewParams(view, PAYMENT_FILTERS);
  params.set('page', String(view.page));
  params.set('limit', String(PAYMENTS_PAGE_SIZE));
  return `/admin/orders?${params}`;
}

export async function getAdminOrders(view: PaymentsView, signal?: AbortSignal): Promise<AdminOrdersPage> {
  const { orders, pagination } = await apiClient.get<AdminOrdersPage>(adminOrdersPath(view), { signal });
  return { orders, pagination };
}

/** Every order the view's filters match, in its order, as the CSV file the server writes. */
export function exportAdminOrders(view: PaymentsView): Promise<void> {
  return downloadExport(EXPORT_PATHS.orders, tableViewParams(view, PAYMENT_FILTERS));
}

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export function useAdminOrders(view: PaymentsView) {
  return useQuery({
    ...queryOptions({
      queryKey: [...ADMIN_PAYMENTS_KEY, 'orders', view],
      queryFn: ({ signal }) => getAdminOrders(view, signal),
      // Payments arrive and change on chain, not through this screen: a list shown again is fetched again.
      staleTime: 0,
    }),
    placeholderData: keepPreviousData,
  });
}
