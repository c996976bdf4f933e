// The admin panel's Payments tab: the open payments with their amounts (exact, in the network's decimals)
// and explorer links, the status filter, the empty, loading and error states, and Confirm / Reject with a
// required reason, the server's message as a notice and the list fetched again, or its error in the dialog.
import type { AdminPaymentView } from '@shop/command-api/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import {
  anAdminPayment,
  BEP20_TX,
  LATE_ID,
  paymentsReply,
  TRC20_TX,
  UNDERPAID_ID,
} from '../testing/admin-payment-fixtures';

const LIST = (status = 'all') => `GET /api/admin/payments?status=${status}`;
const CONFIRM = `POST /api/admin/payments/${UNDERPAID_ID}/confirm`;
const REJECT = `POST /api/admin/payments/${LATE_ID}/reject`;

const UNDERPAID = anAdminPayment();
const LATE = anAdminPayment({
  orderId: LATE_ID,
  status: 'late',
  network: 'BEP20',
  networkInfo: { name: 'BNB Smart Chain (BEP20)', blockExplorer: 'https://bscscan.com' },
  amount: 132,
  amountBaseUnits: '132000000000000000000',
  planName: 'Popular Plan - 3 Months',
  transactionHash: BEP20_TX,
  receivedBaseUnits: '131999999999999999999',
  statusMessage: 'The payment arrived after the order expired.',
  user: { _id: 'u2', username: 'trader2', email: 'trader2@example.com' },
  updatedAt: '2026-03-16T12:00:00.000Z',
});
const VERIFYING = anAdminPayment({
  orderId: '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d03',
  status: 'verifying',
  transactionHash: null,
  receivedBaseUnits: null,
  statusMessage: null,
});

const panel = () => within(screen.getByRole('tabpanel', { name: 'Payments' }));
const rowOf = (orderId: string) => within(panel().getByRole('rowheader', { name: orderId }).closest('tr')!);
const cellsOf = (orderId: string) =>
  rowOf(orderId)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dialog = () => within(screen.getByRole('dialog'));
const reasonField = () => dialog().getByLabelText('Reason');

/** /admin as an admin, on the Payments tab; GET /api/admin/payments?status=all answers with `payments`. */
async function openPayments(
  handlers: Record<string, Handler> = {},
  payments: AdminPaymentView[] = [UNDERPAID, LATE],
) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users': { status: 200, body: { success: true, users: [] } },
    [LIST()]: paymentsReply(payments),
    ...handlers,
  });
  const app = renderApp(['/admin']);
  await app.user.click(await screen.findByRole('tab', { name: 'Payments' }));
  return { ...app, fetchMock };
}

describe('admin payments tab', () => {
  it('is the fourth tab, after Users, Licenses and Discounts', async () => {
    await openPayments();

    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Users',
      'Licenses',
      'Discounts',
      'Payments',
      'Finance',
      'EA Monitoring',
      'Support Tickets',
      'Audit Trail',
    ]);
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    expect(panel().getByRole('heading', { level: 2, name: 'Payments' })).toBeInTheDocument();
  });

  it('lists every open payment with its owner, amounts, transaction link, status and reason', async () => {
    const { fetchMock } = await openPayments({}, [UNDERPAID, LATE, VERIFYING]);
    await panel().findByRole('table');

    expect(
      panel()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Order',
      'User',
      'Plan',
      'Network',
      'Expected',
      'Received',
      'Transaction',
      'Status',
      'Details',
      'Updated',
      'Actions',
    ]);
    expect(cellsOf(UNDERPAID_ID)).toEqual([
      'trader1trader1@example.com',
      'Starter Plan - 1 Month',
      'TRC20',
      '49 USDT',
      '40.5 USDT',
      'ababababab…abababab (opens in a new tab)',
      'Underpaid',
      'Received 40.5 USDT of the 49 USDT this order asks for.',
      formatDateTime('2026-03-15T12:10:00.000Z'),
      'ConfirmRejectAudit trail',
    ]);
    // 18 decimals on BEP20, every one of them kept.
    expect(cellsOf(LATE_ID).slice(0, 8)).toEqual([
      'trader2trader2@example.com',
      'Popular Plan - 3 Months',
      'BEP20',
      '132 USDT',
      '131.999999999999999999 USDT',
      '0x5e5e5e5e…5e5e5e5e (opens in a new tab)',
      'Late',
      'The payment arrived after the order expired.',
    ]);
    expect(cellsOf(VERIFYING.orderId).slice(4, 8)).toEqual(['—', '—', 'Verifying', '—']);

    const tronLink = rowOf(UNDERPAID_ID).getByRole('link', { name: /opens in a new tab/ });
    expect(tronLink).toHaveAttribute('href', `https://tronscan.org/#/transaction/${TRC20_TX}`);
    expect(tronLink).toHaveAttribute('target', '_blank');
    expect(tronLink).toHaveAttribute('title', TRC20_TX);
    expect(rowOf(LATE_ID).getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute(
      'href',
      `https://bscscan.com/tx/${BEP20_TX}`,
    );
    expect(
      rowOf(VERIFYING.orderId).queryByRole('link', { name: /opens in a new tab/ }),
    ).not.toBeInTheDocument();

    const listCall = fetchMock.mock.calls.find(([input]) => input === '/api/admin/payments?status=all');
    expect(new Headers(listCall?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it("links each order to its history in the panel's Audit Trail tab", async () => {
    await openPayments();
    await panel().findByRole('table');

    const row = within(panel().getByRole('rowheader', { name: UNDERPAID_ID }).closest('tr')!);
    expect(row.getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'href',
      `/admin?tab=audit&category=order&entityId=${UNDERPAID_ID}`,
    );
  });

  it('filters by status: All open, Verifying, Underpaid, Late', async () => {
    const { user, fetchMock } = await openPayments({ [LIST('late')]: paymentsReply([LATE]) });
    await panel().findByRole('table');
    const filter = panel().getByLabelText('Status');

    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['all', 'All open'],
      ['verifying', 'Verifying'],
      ['underpaid', 'Underpaid'],
      ['late', 'Late'],
    ]);
    expect(filter).toHaveValue('all');

    await user.selectOptions(filter, 'late');

    await waitFor(() =>
      expect(panel().queryByRole('rowheader', { name: UNDERPAID_ID })).not.toBeInTheDocument(),
    );
    expect(panel().getByRole('rowheader', { name: LATE_ID })).toBeInTheDocument();
    expect(requestsTo(fetchMock, LIST('late'))).toHaveLength(1);
  });

  it("says 'No payments waiting for review' when there are none", async () => {
    await openPayments({}, []);

    expect(await panel().findByText('No payments waiting for review')).toBeInTheDocument();
    expect(panel().queryByRole('table')).not.toBeInTheDocument();
  });

  it('says it is loading until the list arrives', async () => {
    const list = deferredReply();
    await openPayments({ [LIST()]: list.handler });

    expect(panel().getByText('Loading payments...')).toHaveAttribute('role', 'status');
    list.release(paymentsReply([UNDERPAID]));

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
    await openPayments({ [LIST()]: reply });

    const alert = await panel().findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByRole('heading', { name: 'Error Loading Payments' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(new RegExp(`^Error Loading Payments${message}$`));
    expect(panel().queryByRole('table')).not.toBeInTheDocument();
  });

  it('confirms with a reason, tells the server’s message and fetches the list again', async () => {
    let lists = 0;
    const { user, fetchMock } = await openPayments({
      [LIST()]: () => {
        lists += 1;
        return paymentsReply(lists === 1 ? [UNDERPAID, LATE] : [LATE]);
      },
      [CONFIRM]: {
        status: 200,
        body: {
          success: true,
          message: 'Payment confirmed',
          payment: { ...UNDERPAID, status: 'confirmed', statusMessage: null },
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
    expect(requestsTo(fetchMock, LIST())).toHaveLength(2);
    expect(panel().getByRole('rowheader', { name: LATE_ID })).toBeInTheDocument();
  });

  it('counts the reason up to 500 characters and takes no more', async () => {
    const { user } = await openPayments();
    await panel().findByRole('table');
    await user.click(rowOf(LATE_ID).getByRole('button', { name: 'Reject' }));

    fireEvent.change(reasonField(), { target: { value: 'x'.repeat(500) } });

    expect(reasonField()).toHaveAccessibleDescription('500/500 characters');
    expect(dialog().getByRole('button', { name: 'Reject Payment' })).toBeEnabled();
  });

  it('shows a refused rejection in the dialog, keeps the reason, and tells no news', async () => {
    const { user, fetchMock } = await openPayments({
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
    expect(requestsTo(fetchMock, LIST())).toHaveLength(1);
  });

  it("rejects with 'Payment rejected' as the notice", async () => {
    const { user, fetchMock } = await openPayments({
      [REJECT]: {
        status: 200,
        body: { success: true, message: 'Payment rejected', payment: { ...LATE, status: 'failed' } },
      },
    });
    await panel().findByRole('table');

    await user.click(rowOf(LATE_ID).getByRole('button', { name: 'Reject' }));
    await user.type(reasonField(), 'Refunded on chain');
    await user.click(dialog().getByRole('button', { name: 'Reject Payment' }));

    expect(await panel().findByText('Payment rejected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, LIST())).toHaveLength(2));
  });

  it('closes the dialog with Cancel without sending anything', async () => {
    const { user, fetchMock } = await openPayments();
    await panel().findByRole('table');

    await user.click(rowOf(UNDERPAID_ID).getByRole('button', { name: 'Confirm' }));
    await user.type(reasonField(), 'Not yet');
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, CONFIRM)).toEqual([]);
  });
});
