// 'Your Orders' on the owner's dashboard (spec §2 User dashboard, §8, §9 Refund): each order's plan, amount,
// network, status and payment date; 'Continue payment' with the address while it can still be paid, the
// licence's page once completed (named by its key when the order renewed one); 'Request Refund' while the 7-day guarantee runs, with an optional reason
// counted up to 1000 characters; the refund's status afterwards; the server's errors, else 'Failed to
// request refund'; the orders and licences fetched again after a request.
import type { OrderView } from '@shop/command-api/contracts';
import { ORDER_MESSAGES } from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { historyReply } from '../../../testing/trader-fixtures';
import {
  anOrder,
  aPaidOrder,
  CALLS,
  LICENSE_KEY,
  ORDER_ID,
  TRADER_SESSION,
  TRC20_ADDRESS,
} from '../testing/payment-fixtures';

const DAY = 86_400_000;
const PAID_ID = '3f1c9a52-8b7d-4e60-a1f2-6c5d4b3a2e11';
const OLD_ID = '3f1c9a52-8b7d-4e60-a1f2-6c5d4b3a2e12';
const REFUND = `POST /api/payments/orders/${PAID_ID}/refund`;
const REFUND_HASH = 'cd'.repeat(32);

const paidYesterday = new Date(Date.now() - DAY);
const PAID = aPaidOrder({ orderId: PAID_ID }, paidYesterday);
const OLD = aPaidOrder(
  { orderId: OLD_ID, planName: 'Popular Plan - 3 Months', amount: 132, network: 'BEP20' },
  new Date(Date.now() - 8 * DAY),
);
const UNPAID = anOrder({ orderId: '3f1c9a52-8b7d-4e60-a1f2-6c5d4b3a2e13', status: 'failed' });

const section = () => within(screen.getByRole('region', { name: 'Your Orders' }));
const rows = () => section().getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);
const dialog = () => within(screen.getByRole('dialog', { name: 'Request Refund' }));
const reasonField = () => dialog().getByLabelText('Reason (optional)');

/** The trader's dashboard; GET /api/payments/history answers with `orders`. */
async function openDashboard(orders: OrderView[], handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = mockApi({
    [CALLS.me]: TRADER_SESSION,
    [CALLS.history]: historyReply(orders),
    ...handlers,
  });
  const app = renderApp(['/dashboard']);
  await screen.findByRole('heading', { level: 2, name: 'Your Orders' });
  return { ...app, fetchMock };
}

function refunded(order: OrderView, status: 'requested' | 'sent' | 'approved' | 'rejected'): OrderView {
  return {
    ...order,
    refund: {
      status,
      requestedAt: new Date().toISOString(),
      decidedAt: status === 'requested' ? null : new Date().toISOString(),
      refundTransactionHash: status === 'approved' || status === 'sent' ? REFUND_HASH : null,
      verifiedAt: status === 'approved' ? new Date().toISOString() : null,
      lastFailure: null,
    },
  };
}

describe('your orders', () => {
  it('lists each order with its plan, amount, network, status, payment date and refund state', async () => {
    const { fetchMock } = await openDashboard([PAID, OLD, UNPAID]);
    await section().findByRole('table');

    expect(
      section()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Plan', 'Amount', 'Network', 'Status', 'Paid', 'Payment', 'Refund']);
    const until = new Date(paidYesterday.getTime() + 7 * DAY).toISOString();
    expect(rows().map(cells)).toEqual([
      [
        'Starter Plan - 1 Month',
        '49.00 USDT',
        'TRC20',
        'Completed',
        formatDate(PAID.paidAt!),
        'View license for the Starter Plan - 1 Month order',
        `Request RefundUntil ${formatDate(until)}`,
      ],
      [
        'Popular Plan - 3 Months',
        '132.00 USDT',
        'BEP20',
        'Completed',
        formatDate(OLD.paidAt!),
        'View license for the Popular Plan - 3 Months order',
        'Money-back period ended',
      ],
      ['Starter Plan - 1 Month', '49.00 USDT', 'TRC20', 'Failed', '—', '—', '—'],
    ]);
    expect(section().getAllByRole('button', { name: 'Request Refund' })).toHaveLength(1);
    const call = fetchMock.mock.calls.find(([input]) => input === '/api/payments/history');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it('shows a refund requested, sent and verifying, declined, or refunded with its transaction on the block explorer', async () => {
    const bep20 = { ...OLD, orderId: 'b', network: 'BEP20' as const };
    await openDashboard([
      refunded(PAID, 'requested'),
      refunded({ ...OLD, orderId: 's' }, 'sent'),
      refunded(OLD, 'rejected'),
      refunded(bep20, 'approved'),
    ]);
    await section().findByRole('table');

    expect(rows().map((row) => cells(row)[6])).toEqual([
      'Refund requested',
      'Refund sent, verifying',
      'Refund declined',
      'Refundedcdcdcdcdcd…cdcdcdcd refund transaction (opens in a new tab)',
    ]);
    // Only a verified refund links to its transaction.
    expect(section().getAllByRole('link', { name: /refund transaction/ })).toHaveLength(1);
    const link = section().getByRole('link', { name: /refund transaction/ });
    expect(link).toHaveAttribute('href', `https://bscscan.com/tx/${REFUND_HASH}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(section().queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
  });

  it("offers 'Continue payment' on an order still being paid, with its address shortened, and links a completed one to its licence", async () => {
    const payable = (status: OrderView['status'], id: string) =>
      anOrder({ orderId: `${PAID_ID.slice(0, -2)}${id}`, status });
    const expiredToday = anOrder({
      orderId: `${PAID_ID.slice(0, -2)}e1`,
      status: 'expired',
      expiresAt: new Date(Date.now() - DAY + 60_000).toISOString(),
    });
    const expiredLongAgo = {
      ...expiredToday,
      orderId: `${PAID_ID.slice(0, -2)}e2`,
      expiresAt: OLD.createdAt,
    };
    const renewal = aPaidOrder({
      orderId: `${PAID_ID.slice(0, -2)}r1`,
      renewsLicense: { licenseId: '5a3e7f10-2b4c-4d6e-8f90-a1b2c3d4e5f6', licenseKey: LICENSE_KEY },
    });
    await openDashboard([
      payable('pending', 'p1'),
      payable('verifying', 'v1'),
      {
        ...payable('underpaid', 'u1'),
        outstanding: {
          amount: 12.5,
          baseUnits: '12500000',
          payUntil: new Date(Date.now() + DAY).toISOString(),
        },
      },
      expiredToday,
      expiredLongAgo,
      PAID,
      renewal,
    ]);
    await section().findByRole('table');

    const continuing = section().getAllByRole('link', { name: /^Continue payment/ });
    expect(continuing.map((link) => link.getAttribute('href'))).toEqual(
      ['p1', 'v1', 'u1', 'e1'].map((id) => `/payment/${PAID_ID.slice(0, -2)}${id}`),
    );
    expect(continuing[0]).toHaveTextContent(/^Continue payment for the Starter Plan - 1 Month order$/);
    const [pending, , underpaid, , expiredLong, completed, renewed] = rows() as [
      HTMLElement,
      ...HTMLElement[],
    ];
    expect(within(underpaid!).getByText('12.50 USDT still to send')).toBeInTheDocument();
    const address = within(pending).getByTitle(TRC20_ADDRESS);
    expect(address).toHaveTextContent(/^Payment address TQn9Y2khEs…w5KcbLSE$/);
    expect(within(expiredLong!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(completed!).getByRole('link', { name: /^View license/ })).toHaveAttribute(
      'href',
      `/payment/${PAID_ID}`,
    );
    const renewedLink = within(renewed!).getByRole('link');
    expect(renewedLink).toHaveTextContent(
      `License ${LICENSE_KEY} renewed by the Starter Plan - 1 Month order`,
    );
    expect(renewedLink).toHaveAttribute('href', `/payment/${renewal.orderId}`);
  });

  it('follows Continue payment to the order’s own page', async () => {
    const { user, router } = await openDashboard([anOrder()]);
    await user.click(await section().findByRole('link', { name: /^Continue payment/ }));

    expect(router.state.location.pathname).toBe(`/payment/${ORDER_ID}`);
  });

  it('asks for a refund with a reason, tells the server’s answer, and fetches orders and licences again', async () => {
    let histories = 0;
    const message =
      'Your refund request has been received. Once approved, the money is sent back within 2-3 business days.';
    const { user, fetchMock } = await openDashboard([], {
      [CALLS.history]: () => {
        histories += 1;
        return historyReply([histories === 1 ? PAID : refunded(PAID, 'requested')]);
      },
      [REFUND]: { status: 200, body: { success: true, order: refunded(PAID, 'requested'), message } },
    });
    const sessions = requestsTo(fetchMock, CALLS.me).length;
    await user.click(await section().findByRole('button', { name: 'Request Refund' }));

    expect(dialog().getByText(/7-day money-back guarantee/)).toBeInTheDocument();
    expect(
      dialog().getByText('Once approved, refunds take 2-3 business days to reach your wallet.'),
    ).toBeInTheDocument();
    expect(reasonField()).toHaveFocus();
    expect(reasonField()).toHaveAttribute('maxlength', '1000');
    expect(reasonField()).toHaveAccessibleDescription('0/1000 characters');
    await user.type(reasonField(), 'Changed my mind');
    expect(reasonField()).toHaveAccessibleDescription('15/1000 characters');
    await user.click(dialog().getByRole('button', { name: 'Request Refund' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, REFUND)).toEqual([{ reason: 'Changed my mind' }]);
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/refund'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
    expect(await section().findByText(message)).toHaveClass('notice');
    expect(await section().findByText('Refund requested')).toBeInTheDocument();
    expect(requestsTo(fetchMock, CALLS.history)).toHaveLength(2);
    await waitFor(() => expect(requestsTo(fetchMock, CALLS.me)).toHaveLength(sessions + 1));
  });

  it('sends no reason when none is given', async () => {
    const { user, fetchMock } = await openDashboard([PAID], {
      [REFUND]: { status: 200, body: { success: true, order: refunded(PAID, 'requested'), message: 'ok' } },
    });
    await user.click(await section().findByRole('button', { name: 'Request Refund' }));
    await user.type(reasonField(), '   ');
    await user.click(dialog().getByRole('button', { name: 'Request Refund' }));

    await waitFor(() => expect(requestsTo(fetchMock, REFUND)).toEqual([{}]));
  });

  it('sends a refund address in the order network’s format, and refuses another network’s without asking', async () => {
    const { user, fetchMock } = await openDashboard([PAID], {
      [REFUND]: { status: 200, body: { success: true, order: refunded(PAID, 'requested'), message: 'ok' } },
    });
    await user.click(await section().findByRole('button', { name: 'Request Refund' }));
    const addressField = dialog().getByRole('textbox', { name: 'Refund address (optional)' });
    await user.type(addressField, `0x${'b1'.repeat(20)}`);
    await user.click(dialog().getByRole('button', { name: 'Request Refund' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.invalidRefundAddress);
    expect(requestsTo(fetchMock, REFUND)).toEqual([]);

    await user.clear(addressField);
    await user.type(addressField, ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ');
    await user.click(dialog().getByRole('button', { name: 'Request Refund' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, REFUND)).toEqual([
        { refundAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      ]),
    );
  });

  it('counts the reason up to 1000 characters and refuses a longer one without asking the server', async () => {
    const { user, fetchMock } = await openDashboard([PAID]);
    await user.click(await section().findByRole('button', { name: 'Request Refund' }));

    fireEvent.change(reasonField(), { target: { value: 'x'.repeat(1000) } });
    expect(reasonField()).toHaveAccessibleDescription('1000/1000 characters');

    fireEvent.change(reasonField(), { target: { value: 'x'.repeat(1001) } });
    await user.click(dialog().getByRole('button', { name: 'Request Refund' }));

    expect(dialog().getByRole('alert')).toHaveTextContent(/^Reason must be at most 1000 characters$/);
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, REFUND)).toEqual([]);
  });

  it.each([
    [
      'the server’s words',
      {
        status: 409,
        body: {
          success: false,
          error: 'The 7-day money-back period for this order has ended',
          code: 'REFUND_WINDOW_OVER',
        },
      },
      'The 7-day money-back period for this order has ended',
    ],
    [
      "'Failed to request refund' when the server gives none",
      { status: 500, body: null },
      'Failed to request refund',
    ],
  ])('shows %s in the dialog when the request is refused, keeping the reason', async (_, reply, text) => {
    const { user, fetchMock } = await openDashboard([PAID], { [REFUND]: reply });
    await user.click(await section().findByRole('button', { name: 'Request Refund' }));
    await user.type(reasonField(), 'Too late?');
    await user.click(dialog().getByRole('button', { name: 'Request Refund' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
    expect(reasonField()).toHaveValue('Too late?');
    expect(dialog().getByRole('button', { name: 'Request Refund' })).toBeEnabled();
    expect(requestsTo(fetchMock, CALLS.history)).toHaveLength(1);
  });

  it("says 'Failed to request refund' when no answer comes", async () => {
    const { user } = await openDashboard([PAID], {
      [REFUND]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(await section().findByRole('button', { name: 'Request Refund' }));
    await user.click(dialog().getByRole('button', { name: 'Request Refund' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(/^Failed to request refund$/);
  });

  it('closes with Cancel without asking', async () => {
    const { user, fetchMock } = await openDashboard([PAID]);
    await user.click(await section().findByRole('button', { name: 'Request Refund' }));
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, REFUND)).toEqual([]);
  });

  it('says when there are no orders', async () => {
    await openDashboard([]);
    expect(await section().findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  it('shows why the orders cannot load', async () => {
    await openDashboard([], { [CALLS.history]: { status: 500, body: null } });

    expect(await section().findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      /^Failed to get payment history$/,
    );
    expect(section().queryByRole('table')).not.toBeInTheDocument();
  });
});
