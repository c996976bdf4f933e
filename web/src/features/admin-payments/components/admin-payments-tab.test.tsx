// The admin's Payments section (issue 22): every order with its payment on the shared data table (amounts
// in USD to the cent, explorer links, confirmations, refund, the row's actions last), the console's h1 as
// its only title, the empty, loading and error states, and Confirm / Reject with a required reason on the
// rows that wait for a decision, the server's message as a notice and the list fetched again, or its error
// in the dialog. The view in the address (filters, sort, pages, export) is in admin-payments-view.test.tsx.
import type { AdminOrderView } from '@shop/command-api/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { deferredReply, requestsTo } from '../../../testing/mock-api';
import {
  BEP20_TX,
  COMPLETED_ID,
  LATE,
  LATE_ID,
  ordersReply,
  PENDING,
  REFUNDED,
  TRC20_TX,
  UNDERPAID,
  UNDERPAID_ID,
} from '../testing/admin-payment-fixtures';
import { cellsOf, LIST, openPayments as open, panel, rowOf } from '../testing/open-payments';

const CONFIRM = `POST /api/admin/payments/${UNDERPAID_ID}/confirm`;
const REJECT = `POST /api/admin/payments/${LATE_ID}/reject`;

/** The answer to a decision: the payment as the decision list shows it. */
function anAdminPaymentReply(order: AdminOrderView, status: string) {
  return { ...order, status, statusMessage: null };
}

const dialog = () => within(screen.getByRole('dialog'));
const reasonField = () => dialog().getByLabelText('Reason');
const openPayments: typeof open = (handlers = {}, orders = [UNDERPAID, LATE], search = '') =>
  open(handlers, orders, search);

describe('admin payments section', () => {
  it('lists every order with its owner, amount, status, transaction, confirmations, times and actions', async () => {
    const { fetchMock } = openPayments({}, [UNDERPAID, LATE, REFUNDED, PENDING]);
    await panel().findByRole('table');

    expect(panel().queryByRole('heading', { name: 'Payments' })).not.toBeInTheDocument();
    expect(
      panel()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Order',
      'User',
      'Amount↕',
      'Status↕',
      'Network',
      'Plan',
      'Transaction',
      'Confirmations',
      'Placed↕',
      'Paid',
      'Refund',
      'Actions',
    ]);
    expect(cellsOf(UNDERPAID_ID)).toEqual([
      'trader1trader1@example.com',
      '49.00 USD',
      'Underpaid',
      'TRC20',
      'Starter Plan - 1 Month',
      'ababababab…abababab (opens in a new tab)',
      '19/19',
      formatDateTime('2026-03-15T12:00:00.000Z'),
      '—',
      '—',
      'ConfirmRejectAudit trail',
    ]);
    expect(cellsOf(LATE_ID).slice(1, 7)).toEqual([
      '1,132.00 USD',
      'Late',
      'BEP20',
      'Popular Plan - 3 Months',
      '0x5e5e5e5e…5e5e5e5e (opens in a new tab)',
      '—',
    ]);
    expect(cellsOf(LATE_ID).at(-1)).toBe('ConfirmRejectAudit trail');
    expect(cellsOf(COMPLETED_ID).slice(1, 3)).toEqual(['105.60 USD', 'Refunded']);
    expect(cellsOf(COMPLETED_ID).slice(8)).toEqual([
      formatDateTime('2026-03-15T12:05:00.000Z'),
      'Refunded',
      'Audit trail',
    ]);
    expect(cellsOf(PENDING.orderId).slice(1, 3)).toEqual(['49.00 USD', 'Awaiting payment']);
    expect(cellsOf(PENDING.orderId).at(-1)).toBe('Audit trail');
    expect(panel().getByText('4 total')).toBeInTheDocument();

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

  it('keeps the actions in the column that stays in view, and gives the detail columns their priority', async () => {
    openPayments();
    await panel().findByRole('table');

    const actions = rowOf(UNDERPAID_ID).getByRole('button', { name: 'Confirm' }).closest('td');
    expect(actions).toHaveClass('data-table__actions--sticky');
    const priorities = Object.fromEntries(
      panel()
        .getAllByRole('columnheader')
        .map((header) => [header.textContent?.replace(/[↕↑↓]/, ''), header.className || 'always']),
    );
    expect(priorities).toMatchObject({
      Order: 'always',
      User: 'always',
      Amount: 'always',
      Status: 'always',
      Network: 'data-table__col--p2',
      Placed: 'data-table__col--p2',
      Plan: 'data-table__col--p3',
      Refund: 'data-table__col--p3',
    });
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
