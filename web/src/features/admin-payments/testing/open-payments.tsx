// Opens the Payments section alone at /admin/payments<search> as an admin, the API answering as the
// handlers say (the first page, unfiltered, with the given orders unless told otherwise), and the helpers
// its tests read the table with.
import type { AdminOrderView } from '@shop/command-api/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../../lib/react-query';
import { type Handler, mockApi } from '../../../testing/mock-api';
import { AdminPaymentsTab } from '../components/admin-payments-tab';
import { ordersReply } from './admin-payment-fixtures';

/** `GET /api/admin/orders?<query>&page=1&limit=25`: the first page of a view. */
export const listOf = (query = '') => `GET /api/admin/orders?${query}${query ? '&' : ''}page=1&limit=25`;
export const LIST = listOf();

export const panel = () => within(screen.getByRole('region', { name: 'Payments' }));
export const rowOf = (orderId: string) =>
  within(panel().getByRole('rowheader', { name: orderId }).closest('tr')!);
export const cellsOf = (orderId: string) =>
  rowOf(orderId)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
export const rowHeaders = () =>
  panel()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export function openPayments(
  handlers: Record<string, Handler> = {},
  orders: AdminOrderView[] = [],
  search = '',
) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ [LIST]: ordersReply(orders), ...handlers });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/payments',
        element: (
          <section aria-label="Payments">
            <AdminPaymentsTab />
          </section>
        ),
      },
    ],
    { initialEntries: [`/admin/payments${search}`] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, fetchMock, router };
}
