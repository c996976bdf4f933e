// The Finance tab's open problems: each held payment or refund request in words with its user, amount and
// reason; Approve (a refund transaction hash checked for the order's network, an optional note) and Reject
// (a required reason) with their exact bodies, the server's message as a notice, everything fetched again,
// and refusals kept in the dialog; each order's history and audit trail.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import {
  aProblem,
  BEP20_TX,
  HELD_ORDER_ID,
  ledgerReply,
  overTime,
  problemsReply,
  REFUND_ORDER_ID,
  REFUND_TX,
  revenueReply,
} from '../testing/finance-fixtures';

const PROBLEMS = 'GET /api/finance/problems';
const LEDGER = 'GET /api/finance/ledger?page=1&limit=25';
const APPROVE = `POST /api/admin/refunds/${REFUND_ORDER_ID}/approve`;
const REJECT = `POST /api/admin/refunds/${REFUND_ORDER_ID}/reject`;

const REQUEST = aProblem();
const UNDERPAID = aProblem({
  orderId: HELD_ORDER_ID,
  kind: 'underpaid',
  since: '2026-03-14T12:00:00.000Z',
  user: { _id: 'u2', username: 'trader2', email: 'trader2@example.com' },
  planName: 'Popular Plan - 3 Months',
  network: 'BEP20',
  amountCents: 13200,
  transactionHash: BEP20_TX,
  paidAt: null,
  refundReason: null,
});

const DEFAULT_HANDLERS: Record<string, Handler> = {
  'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
  'GET /api/users': { status: 200, body: { success: true, users: [] } },
  [LEDGER]: ledgerReply([]),
  [`GET /api/finance/revenue?${overTime('day')}`]: revenueReply([]),
  'GET /api/finance/revenue?groupBy=plan': revenueReply([]),
  [PROBLEMS]: problemsReply([UNDERPAID, REQUEST]),
};

const problems = () =>
  within(
    within(screen.getByRole('tabpanel', { name: 'Finance' })).getByRole('region', { name: 'Open Problems' }),
  );
const rowOf = (orderId: string) =>
  within(problems().getByRole('rowheader', { name: orderId }).closest('tr')!);
const dialog = () => within(screen.getByRole('dialog'));

async function openProblems(handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ ...DEFAULT_HANDLERS, ...handlers });
  const app = renderApp(['/admin/finance']);
  await screen.findByRole('tabpanel', { name: 'Finance' });
  await problems().findByRole('table');
  return { ...app, fetchMock };
}

/** The problems list answers with `first`, then with `after` once a decision is made. */
function problemsThen(first: ReturnType<typeof aProblem>[], after: ReturnType<typeof aProblem>[]): Handler {
  let calls = 0;
  return () => {
    calls += 1;
    return problemsReply(calls === 1 ? first : after);
  };
}

describe('open problems', () => {
  it('lists each problem in words, oldest first, with Approve and Reject only on refund requests', async () => {
    await openProblems();

    expect(
      problems()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Problem', 'Since', 'User', 'Plan', 'Network', 'Amount', 'Reason', 'Actions']);
    const cells = (orderId: string) =>
      rowOf(orderId)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(HELD_ORDER_ID)).toEqual([
      'Underpaid payment',
      formatDateTime('2026-03-14T12:00:00.000Z'),
      'trader2trader2@example.com',
      'Popular Plan - 3 Months',
      'BEP20',
      '132.00 USD',
      '—',
      'Order historyAudit trail',
    ]);
    expect(cells(REFUND_ORDER_ID)).toEqual([
      'Refund requested',
      formatDateTime('2026-03-16T12:00:00.000Z'),
      'trader1trader1@example.com',
      'Starter Plan - 1 Month',
      'TRC20',
      '49.00 USD',
      'The robot does not suit my broker',
      'ApproveRejectOrder historyAudit trail',
    ]);
    expect(rowOf(REFUND_ORDER_ID).getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'href',
      `/admin/audit?category=order&entityId=${REFUND_ORDER_ID}`,
    );
  });

  it('shows a refund sent as verifying without a decision, and a refund the chain refused with its reason and the decision again', async () => {
    const SENT_ORDER_ID = '99999999-9999-4999-8999-999999999991';
    const FAILED_ORDER_ID = '99999999-9999-4999-8999-999999999992';
    const refundAddress = `0x${'5a'.repeat(20)}`;
    const sent = aProblem({
      orderId: SENT_ORDER_ID,
      kind: 'refund_sent',
      network: 'BEP20',
      refundReason: null,
      refundTransactionHash: BEP20_TX,
    });
    const failed = aProblem({
      orderId: FAILED_ORDER_ID,
      kind: 'refund_failed',
      network: 'BEP20',
      refundReason: null,
      refundAddress,
      refundTransactionHash: REFUND_TX,
      refundFailure: {
        reason: 'not_found',
        message: 'The refund transaction was not found on chain in time.',
      },
    });
    await openProblems({ [PROBLEMS]: problemsReply([sent, failed]) });

    const cells = (orderId: string) =>
      rowOf(orderId)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(SENT_ORDER_ID)[0]).toBe('Refund sent, verifying');
    expect(cells(SENT_ORDER_ID)[7]).toBe('Order historyAudit trail');
    expect(rowOf(SENT_ORDER_ID).getByRole('link', { name: /0x/ })).toHaveAttribute(
      'href',
      `https://bscscan.com/tx/${BEP20_TX}`,
    );
    expect(cells(FAILED_ORDER_ID)[0]).toBe('Refund not verified');
    expect(rowOf(FAILED_ORDER_ID).getByRole('note')).toHaveTextContent(
      'The chain did not confirm the refund: The refund transaction was not found on chain in time. Approve it again with the right transaction or reject it.',
    );
    expect(rowOf(FAILED_ORDER_ID).getByText(refundAddress)).toBeInTheDocument();
    expect(rowOf(FAILED_ORDER_ID).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(rowOf(FAILED_ORDER_ID).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it("says 'No open problems' when there are none", async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi({ ...DEFAULT_HANDLERS, [PROBLEMS]: problemsReply([]) });
    renderApp(['/admin/finance']);

    expect(await screen.findByText('No open problems')).toBeInTheDocument();
  });

  it('approves with the refund transaction hash and a note, tells the server’s message and fetches everything again', async () => {
    const { user, fetchMock } = await openProblems({
      [PROBLEMS]: problemsThen([UNDERPAID, REQUEST], [UNDERPAID]),
      [APPROVE]: { status: 200, body: { success: true, order: {}, message: 'Refund approved' } },
    });
    await user.click(rowOf(REFUND_ORDER_ID).getByRole('button', { name: 'Approve' }));

    expect(screen.getByRole('dialog', { name: 'Approve Refund' })).toBeInTheDocument();
    expect(dialog().getByText(REFUND_ORDER_ID)).toBeInTheDocument();
    expect(
      dialog().getByText(/Send 49\.00 USD back to the customer from the shop’s wallet on TRC20/),
    ).toBeInTheDocument();
    expect(dialog().getByText('Customer’s reason: The robot does not suit my broker')).toBeInTheDocument();
    const hash = dialog().getByLabelText('Refund Transaction Hash');
    expect(hash).toHaveFocus();

    await user.type(hash, `0x${REFUND_TX}`);
    await user.click(dialog().getByRole('button', { name: 'Approve Refund' }));
    expect(dialog().getByRole('alert')).toHaveTextContent(
      /^Please enter a valid transaction hash \(64 characters\)$/,
    );
    expect(hash).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, APPROVE)).toEqual([]);

    await user.clear(hash);
    await user.type(hash, ` ${REFUND_TX} `);
    await user.type(dialog().getByLabelText('Note (optional)'), '  Sent from the hot wallet ');
    expect(dialog().getByLabelText('Note (optional)')).toHaveAccessibleDescription('27/500 characters');
    await user.click(dialog().getByRole('button', { name: 'Approve Refund' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, APPROVE)).toEqual([
      { refundTransactionHash: REFUND_TX, note: 'Sent from the hot wallet' },
    ]);
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/approve'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(await problems().findByText('Refund approved')).toHaveClass('notice');
    await waitFor(() =>
      expect(problems().queryByRole('rowheader', { name: REFUND_ORDER_ID })).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, PROBLEMS)).toHaveLength(2);
    await waitFor(() => expect(requestsTo(fetchMock, LEDGER)).toHaveLength(2));
  });

  it('approves a BEP20 refund without a note, taking the hash without 0x', async () => {
    const bep20 = aProblem({ network: 'BEP20' });
    const { user, fetchMock } = await openProblems({
      [PROBLEMS]: problemsReply([bep20]),
      [APPROVE]: { status: 200, body: { success: true, order: {}, message: 'Refund approved' } },
    });
    await user.click(rowOf(REFUND_ORDER_ID).getByRole('button', { name: 'Approve' }));
    expect(dialog().getByText('0x followed by 64 hex characters')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('Refund Transaction Hash'), REFUND_TX);
    await user.click(dialog().getByRole('button', { name: 'Approve Refund' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, APPROVE)).toEqual([{ refundTransactionHash: REFUND_TX }]),
    );
  });

  it('keeps a refused approval in the dialog, in the server’s words, with what was typed', async () => {
    const { user, fetchMock } = await openProblems({
      [APPROVE]: {
        status: 409,
        body: {
          success: false,
          error: 'This refund is not waiting for a decision',
          code: 'REFUND_NOT_AWAITING_DECISION',
        },
      },
    });
    await user.click(rowOf(REFUND_ORDER_ID).getByRole('button', { name: 'Approve' }));
    await user.type(dialog().getByLabelText('Refund Transaction Hash'), REFUND_TX);
    await user.click(dialog().getByRole('button', { name: 'Approve Refund' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(
      /^This refund is not waiting for a decision$/,
    );
    expect(dialog().getByLabelText('Refund Transaction Hash')).toHaveValue(REFUND_TX);
    expect(problems().queryByText('Refund approved')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, PROBLEMS)).toHaveLength(1);
  });

  it("says 'Failed to approve refund' when the server gives no reason", async () => {
    const { user } = await openProblems({ [APPROVE]: { status: 500, body: null } });
    await user.click(rowOf(REFUND_ORDER_ID).getByRole('button', { name: 'Approve' }));
    await user.type(dialog().getByLabelText('Refund Transaction Hash'), REFUND_TX);
    await user.click(dialog().getByRole('button', { name: 'Approve Refund' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(/^Failed to approve refund$/);
  });

  it('refuses a note over 500 characters without asking', async () => {
    const { user, fetchMock } = await openProblems();
    await user.click(rowOf(REFUND_ORDER_ID).getByRole('button', { name: 'Approve' }));
    await user.type(dialog().getByLabelText('Refund Transaction Hash'), REFUND_TX);
    fireEvent.change(dialog().getByLabelText('Note (optional)'), { target: { value: 'n'.repeat(501) } });
    await user.click(dialog().getByRole('button', { name: 'Approve Refund' }));

    expect(dialog().getByRole('alert')).toHaveTextContent(/^Note must be at most 500 characters$/);
    expect(requestsTo(fetchMock, APPROVE)).toEqual([]);
  });

  it('rejects with a required reason, counted up to 500, and tells the server’s message', async () => {
    const { user, fetchMock } = await openProblems({
      [PROBLEMS]: problemsThen([UNDERPAID, REQUEST], [UNDERPAID]),
      [REJECT]: { status: 200, body: { success: true, order: {}, message: 'Refund rejected' } },
    });
    await user.click(rowOf(REFUND_ORDER_ID).getByRole('button', { name: 'Reject' }));

    expect(screen.getByRole('dialog', { name: 'Reject Refund' })).toBeInTheDocument();
    const reason = dialog().getByLabelText('Reason');
    const submit = dialog().getByRole('button', { name: 'Reject Refund' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', '500');
    expect(reason).toHaveAccessibleDescription('0/500 characters');
    expect(submit).toBeDisabled();
    await user.type(reason, '   ');
    expect(submit).toBeDisabled();

    await user.clear(reason);
    await user.type(reason, 'Licence used for 6 days');
    expect(reason).toHaveAccessibleDescription('23/500 characters');
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, REJECT)).toEqual([{ reason: 'Licence used for 6 days' }]);
    expect(await problems().findByText('Refund rejected')).toHaveClass('notice');
    expect(requestsTo(fetchMock, PROBLEMS)).toHaveLength(2);
  });

  it.each([
    [
      'the server’s words',
      { status: 404, body: { success: false, error: 'Order not found', code: 'ORDER_NOT_FOUND' } },
      'Order not found',
    ],
    ["'Failed to reject refund' when it gives none", { status: 500, body: null }, 'Failed to reject refund'],
  ])('keeps a refused rejection in the dialog with %s', async (_, reply, text) => {
    const { user } = await openProblems({ [REJECT]: reply });
    await user.click(rowOf(REFUND_ORDER_ID).getByRole('button', { name: 'Reject' }));
    await user.type(dialog().getByLabelText('Reason'), 'No');
    await user.click(dialog().getByRole('button', { name: 'Reject Refund' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
    expect(dialog().getByLabelText('Reason')).toHaveValue('No');
  });

  it('shows why the problems cannot load', async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi({ ...DEFAULT_HANDLERS, [PROBLEMS]: { status: 500, body: null } });
    renderApp(['/admin/finance']);
    await screen.findByRole('tabpanel', { name: 'Finance' });

    expect(await problems().findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      /^Failed to fetch open problems$/,
    );
  });
});
