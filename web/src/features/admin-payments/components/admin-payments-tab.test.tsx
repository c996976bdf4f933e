// The admin's Payments section: every order with its payment (amounts with two decimals, explorer links,
// confirmations, refund), the status filter read from the address (?status=verifying) and written back,
// the network filter, the search, paging, the empty, loading and error states, and Confirm / Reject with a
// required reason on the rows that wait for a decision, the server's message as a notice and the list
// fetched again, or its error in the dialog.
import type { AdminOrderView } from '@shop/command-api/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { createQueryClient } from '../../../lib/react-query';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import {
  anAdminOrder,
  BEP20_TX,
  COMPLETED_ID,
  LATE_ID,
  ordersReply,
  TRC20_TX,
  UNDERPAID_ID,
} from '../testing/admin-payment-fixtures';
import { AdminPaymentsTab } from './admin-payments-tab';

const listOf = (query = '') => `GET /api/admin/orders?${query}${query ? '&' : ''}page=1&limit=25`;
const LIST = listOf();
const CONFIRM = `POST /api/admin/payments/${UNDERPAID_ID}/confirm`;
const REJECT = `POST /api/admin/payments/${LATE_ID}/reject`;

const UNDERPAID = anAdminOrder();
const LATE = anAdminOrder({
  orderId: LATE_ID,
  status: 'late',
  network: 'BEP20',
  amount: 132,
  amountFormatted: '132.00',
  amountBaseUnits: '132000000000000000000',
  planName: 'Popular Plan - 3 Months',
  transactionHash: BEP20_TX,
  receivedBaseUnits: '131999999999999999999',
  confirmations: null,
  confirmationsRequired: 15,
  statusMessage: 'The payment arrived after the order expired.',
  user: { _id: 'u2', username: 'trader2', email: 'trader2@example.com' },
  placedAt: '2026-03-16T12:00:00.000Z',
});
const REFUNDED = anAdminOrder({
  orderId: COMPLETED_ID,
  status: 'completed',
  needsDecision: false,
  amount: 105.6,
  amountFormatted: '105.60',
  statusMessage: null,
  paidAt: '2026-03-15T12:05:00.000Z',
  refundStatus: 'approved',
});
const PENDING = anAdminOrder({
  orderId: '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d03',
  status: 'pending',
  needsDecision: false,
  transactionHash: null,
  receivedBaseUnits: null,
  confirmations: null,
  statusMessage: null,
});

/** The answer to a decision: the payment as the decision list shows it. */
function anAdminPaymentReply(order: AdminOrderView, status: string) {
  return { ...order, status, statusMessage: null };
}

const panel = () => within(screen.getByRole('region', { name: 'Payments' }));
const rowOf = (orderId: string) => within(panel().getByRole('rowheader', { name: orderId }).closest('tr')!);
const cellsOf = (orderId: string) =>
  rowOf(orderId)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dialog = () => within(screen.getByRole('dialog'));
const reasonField = () => dialog().getByLabelText('Reason');

/** The section at /admin/payments`search` as an admin; the first page answers with `orders`. */
function openPayments(
  handlers: Record<string, Handler> = {},
  orders: AdminOrderView[] = [UNDERPAID, LATE],
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

describe('admin payments section', () => {
  it('lists every order with its owner, amount, status, actions, transaction, confirmations and times', async () => {
    const { fetchMock } = openPayments({}, [UNDERPAID, LATE, REFUNDED, PENDING]);
    await panel().findByRole('table');

    expect(panel().getByRole('heading', { level: 2, name: 'Payments' })).toBeInTheDocument();
    expect(
      panel()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Order',
      'User',
      'Amount',
      'Status',
      'Actions',
      'Network',
      'Plan',
      'Transaction',
      'Confirmations',
      'Placed',
      'Paid',
      'Refund',
    ]);
    expect(cellsOf(UNDERPAID_ID)).toEqual([
      'trader1trader1@example.com',
      '49.00 USDT',
      'Underpaid',
      'ConfirmRejectAudit trail',
      'TRC20',
      'Starter Plan - 1 Month',
      'ababababab…abababab (opens in a new tab)',
      '19/19',
      formatDateTime('2026-03-15T12:00:00.000Z'),
      '—',
      '—',
    ]);
    expect(cellsOf(LATE_ID).slice(1, 8)).toEqual([
      '132.00 USDT',
      'Late',
      'ConfirmRejectAudit trail',
      'BEP20',
      'Popular Plan - 3 Months',
      '0x5e5e5e5e…5e5e5e5e (opens in a new tab)',
      '—',
    ]);
    expect(cellsOf(COMPLETED_ID).slice(1, 4)).toEqual(['105.60 USDT', 'Refunded', 'Audit trail']);
    expect(cellsOf(COMPLETED_ID).slice(9)).toEqual([formatDateTime('2026-03-15T12:05:00.000Z'), 'Refunded']);
    expect(cellsOf(PENDING.orderId).slice(1, 4)).toEqual(['49.00 USDT', 'Awaiting payment', 'Audit trail']);
    expect(panel().getByText('4 orders')).toBeInTheDocument();

    const tronLink = rowOf(UNDERPAID_ID).getByRole('link', { name: /opens in a new tab/ });
    expect(tronLink).toHaveAttribute('href', `https://tronscan.org/#/transaction/${TRC20_TX}`);
    expect(tronLink).toHaveAttribute('target', '_blank');
    expect(rowOf(LATE_ID).getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute(
      'href',
      `https://bscscan.com/tx/${BEP20_TX}`,
    );
    expect(rowOf(UNDERPAID_ID).getByRole('link', { name: 'Audit trail' }).getAttribute('href')).toContain(
      `entityId=${UNDERPAID_ID}`,
    );
    const listCall = fetchMock.mock.calls.find(([input]) => input === '/api/admin/orders?page=1&limit=25');
    expect(new Headers(listCall?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it('starts from the status in the address and writes a new choice back in its place', async () => {
    const { user, fetchMock, router } = openPayments(
      {
        [listOf('status=verifying')]: ordersReply([UNDERPAID]),
        [listOf('status=refunded')]: ordersReply([REFUNDED]),
      },
      [],
      '?status=verifying',
    );
    expect(await panel().findByRole('rowheader', { name: UNDERPAID_ID })).toBeInTheDocument();
    const filter = panel().getByLabelText('Status');
    expect(filter).toHaveValue('verifying');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Needs decision',
      'Awaiting payment',
      'Verifying',
      'Confirmed',
      'Completed',
      'Underpaid',
      'Late',
      'Failed',
      'Expired',
      'Refunded',
    ]);

    await user.selectOptions(filter, 'Refunded');

    expect(await panel().findByRole('rowheader', { name: COMPLETED_ID })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=refunded');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requestsTo(fetchMock, listOf('status=refunded'))).toHaveLength(1);
    expect(requestsTo(fetchMock, LIST)).toHaveLength(0);
  });

  it('filters by network and searches once typing settles', async () => {
    const { user, fetchMock, router } = openPayments({
      [listOf('network=BEP20')]: ordersReply([LATE]),
      [listOf('network=BEP20&q=trader2')]: ordersReply([LATE]),
    });
    await panel().findByRole('table');

    await user.selectOptions(panel().getByLabelText('Network'), 'BEP20');
    await waitFor(() =>
      expect(panel().queryByRole('rowheader', { name: UNDERPAID_ID })).not.toBeInTheDocument(),
    );
    await user.type(panel().getByLabelText('Search'), 'trader2');

    await waitFor(() => expect(router.state.location.search).toBe('?network=BEP20&q=trader2'));
    await waitFor(() => expect(requestsTo(fetchMock, listOf('network=BEP20&q=trader2'))).toHaveLength(1));
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('q=trader2&'))).toHaveLength(1);
  });

  it('pages through the list, keeping the filters', async () => {
    const { user, fetchMock, router } = openPayments(
      {
        [listOf('status=needs_decision')]: ordersReply([UNDERPAID], {
          current: 1,
          pages: 3,
          total: 60,
          hasNext: true,
          hasPrev: false,
        }),
        'GET /api/admin/orders?status=needs_decision&page=2&limit=25': ordersReply([LATE], {
          current: 2,
          pages: 3,
          total: 60,
          hasNext: true,
          hasPrev: true,
        }),
      },
      [],
      '?status=needs_decision',
    );
    await panel().findByRole('rowheader', { name: UNDERPAID_ID });
    expect(panel().getByText('Page 1 of 3 (60 total)')).toBeInTheDocument();

    await user.click(panel().getByRole('button', { name: 'Next' }));

    expect(await panel().findByRole('rowheader', { name: LATE_ID })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=needs_decision&page=2');
    expect(requestsTo(fetchMock, 'GET /api/admin/orders?status=needs_decision&page=2&limit=25')).toHaveLength(
      1,
    );
  });

  it("says 'No payments match these filters.' when none do", async () => {
    openPayments({}, []);

    expect(await panel().findByText('No payments match these filters.')).toBeInTheDocument();
    expect(panel().queryByRole('table')).not.toBeInTheDocument();
  });

  it('says it is loading until the list arrives', async () => {
    const list = deferredReply();
    openPayments({ [LIST]: list.handler });

    expect(await panel().findByText('Loading payments...')).toHaveAttribute('role', 'status');
    list.release(ordersReply([UNDERPAID]));

    expect(await panel().findByRole('rowheader', { name: UNDERPAID_ID })).toBeInTheDocument();
    expect(panel().queryByText('Loading payments...')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server error',
      { status: 403, body: { success: false, error: 'Admin access required' } },
      'Admin access required',
    ],
    [
      "'Failed to fetch payments' when the server gives no reason",
      { status: 500, body: null },
      'Failed to fetch payments',
    ],
  ])('shows %s when the list cannot load', async (_, reply, message) => {
    openPayments({ [LIST]: reply });

    const alert = await panel().findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByRole('heading', { name: 'Error Loading Payments' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(new RegExp(`^Error Loading Payments${message}$`));
    expect(panel().queryByRole('table')).not.toBeInTheDocument();
  });

  it('confirms with a reason, tells the server’s message and fetches the list again', async () => {
    let lists = 0;
    const { user, fetchMock } = openPayments({
      [LIST]: () => {
        lists += 1;
        return ordersReply(lists === 1 ? [UNDERPAID, LATE] : [LATE]);
      },
      [CONFIRM]: {
        status: 200,
        body: {
          success: true,
          message: 'Payment confirmed',
          payment: anAdminPaymentReply(UNDERPAID, 'confirmed'),
        },
      },
    });
    await panel().findByRole('table');

    await user.click(rowOf(UNDERPAID_ID).getByRole('button', { name: 'Confirm' }));

    expect(screen.getByRole('dialog', { name: 'Confirm Payment' })).toBeInTheDocument();
    expect(dialog().getByText(UNDERPAID_ID)).toBeInTheDocument();
    expect(reasonField()).toHaveFocus();
    expect(reasonField()).toHaveAttribute('maxlength', '500');
    expect(reasonField()).toHaveAccessibleDescription('0/500 characters');
    const submit = dialog().getByRole('button', { name: 'Confirm Payment' });
    expect(submit).toBeDisabled();

    await user.type(reasonField(), '   ');
    expect(submit).toBeDisabled();
    expect(reasonField()).toHaveAccessibleDescription('3/500 characters');

    await user.clear(reasonField());
    await user.type(reasonField(), 'Customer topped up');
    expect(dialog().getByText('18/500 characters')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, CONFIRM)).toEqual([{ reason: 'Customer topped up' }]);
    const confirmCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/confirm'));
    expect(new Headers(confirmCall?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(await panel().findByText('Payment confirmed')).toHaveClass('notice');
    await waitFor(() =>
      expect(panel().queryByRole('rowheader', { name: UNDERPAID_ID })).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, LIST)).toHaveLength(2);
    expect(panel().getByRole('rowheader', { name: LATE_ID })).toBeInTheDocument();
  });

  it('counts the reason up to 500 characters and takes no more', async () => {
    const { user } = openPayments();
    await panel().findByRole('table');
    await user.click(rowOf(LATE_ID).getByRole('button', { name: 'Reject' }));

    fireEvent.change(reasonField(), { target: { value: 'x'.repeat(500) } });

    expect(reasonField()).toHaveAccessibleDescription('500/500 characters');
    expect(dialog().getByRole('button', { name: 'Reject Payment' })).toBeEnabled();
  });

  it('shows a refused rejection in the dialog, keeps the reason, and tells no news', async () => {
    const { user, fetchMock } = openPayments({
      [REJECT]: {
        status: 409,
        body: {
          success: false,
          error: 'This payment is not waiting for a decision',
          code: 'PAYMENT_NOT_AWAITING_DECISION',
        },
      },
    });
    await panel().findByRole('table');

    await user.click(rowOf(LATE_ID).getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('dialog', { name: 'Reject Payment' })).toBeInTheDocument();
    await user.type(reasonField(), 'Sent from a sanctioned wallet');
    await user.click(dialog().getByRole('button', { name: 'Reject Payment' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(
      /^This payment is not waiting for a decision$/,
    );
    expect(requestsTo(fetchMock, REJECT)).toEqual([{ reason: 'Sent from a sanctioned wallet' }]);
    expect(reasonField()).toHaveValue('Sent from a sanctioned wallet');
    expect(dialog().getByRole('button', { name: 'Reject Payment' })).toBeEnabled();
    expect(panel().queryByText('Payment rejected')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, LIST)).toHaveLength(1);
  });

  it("rejects with 'Payment rejected' as the notice", async () => {
    const { user, fetchMock } = openPayments({
      [REJECT]: {
        status: 200,
        body: { success: true, message: 'Payment rejected', payment: anAdminPaymentReply(LATE, 'failed') },
      },
    });
    await panel().findByRole('table');

    await user.click(rowOf(LATE_ID).getByRole('button', { name: 'Reject' }));
    await user.type(reasonField(), 'Refunded on chain');
    await user.click(dialog().getByRole('button', { name: 'Reject Payment' }));

    expect(await panel().findByText('Payment rejected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, LIST)).toHaveLength(2));
  });

  it('closes the dialog with Cancel without sending anything', async () => {
    const { user, fetchMock } = openPayments();
    await panel().findByRole('table');

    await user.click(rowOf(UNDERPAID_ID).getByRole('button', { name: 'Confirm' }));
    await user.type(reasonField(), 'Not yet');
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, CONFIRM)).toEqual([]);
  });
});
