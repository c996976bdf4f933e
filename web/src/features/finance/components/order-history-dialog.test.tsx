// An order's history from the open problems: the order now, then as it stood at a chosen moment (asOf sent
// as an ISO instant), 'not placed yet' before its first event, and the link to its audit trail.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import {
  anOrderView,
  aProblem,
  ledgerReply,
  orderAsOfReply,
  overTime,
  problemsReply,
  REFUND_ORDER_ID,
  REFUND_TX,
  revenueReply,
} from '../testing/finance-fixtures';

const HISTORY = `GET /api/admin/history/orders/${REFUND_ORDER_ID}`;
const NOW = '2026-03-17T12:00:00.000Z';
const REFUNDED = anOrderView({
  refund: {
    status: 'approved',
    requestedAt: '2026-03-16T12:00:00.000Z',
    decidedAt: '2026-03-17T10:00:00.000Z',
    refundTransactionHash: REFUND_TX,
    verifiedAt: '2026-03-17T10:05:00.000Z',
    lastFailure: null,
  },
});

const dialog = () => within(screen.getByRole('dialog', { name: 'Order History' }));
const fact = (label: string) => dialog().getByText(label, { selector: 'dt' }).nextElementSibling;

async function openHistory(handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users': { status: 200, body: { success: true, users: [] } },
    'GET /api/finance/ledger?page=1&limit=25': ledgerReply([]),
    [`GET /api/finance/revenue?${overTime('day')}`]: revenueReply([]),
    'GET /api/finance/revenue?groupBy=plan': revenueReply([]),
    'GET /api/finance/problems': problemsReply([aProblem()]),
    ...handlers,
  });
  const app = renderApp(['/admin/finance']);
  await app.user.click(await screen.findByRole('button', { name: 'Order history' }));
  return { ...app, fetchMock };
}

describe('order history dialog', () => {
  it('shows the order as it is now, with its refund', async () => {
    const { fetchMock } = await openHistory({ [HISTORY]: orderAsOfReply(REFUNDED, NOW, 6) });

    expect(
      await dialog().findByText(`As it stood at ${formatDateTime(NOW)}, after 6 events.`),
    ).toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent(/^Completed$/);
    expect(fact('Amount')).toHaveTextContent(/^49 USDT$/);
    expect(fact('Paid')).toHaveTextContent(formatDateTime('2026-03-15T12:00:00.000Z'));
    expect(fact('Refund')).toHaveTextContent(/^Approved \(refunded\)$/);
    expect(within(fact('Refund Transaction') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `https://tronscan.org/#/transaction/${REFUND_TX}`,
    );
    expect(requestsTo(fetchMock, HISTORY)).toHaveLength(1);
    expect(dialog().getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'href',
      `/admin/audit?category=order&entityId=${REFUND_ORDER_ID}`,
    );
  });

  it('replays the order up to the chosen moment', async () => {
    const moment = new Date(2026, 2, 15, 18, 0);
    const atMoment = `${HISTORY}?asOf=${encodeURIComponent(moment.toISOString())}`;
    const { fetchMock } = await openHistory({
      [HISTORY]: orderAsOfReply(REFUNDED, NOW, 6),
      [atMoment]: orderAsOfReply(anOrderView(), moment.toISOString(), 3),
    });
    await dialog().findByText(/after 6 events/);

    fireEvent.change(dialog().getByLabelText('As of'), { target: { value: '2026-03-15T18:00' } });

    expect(
      await dialog().findByText(`As it stood at ${formatDateTime(moment.toISOString())}, after 3 events.`),
    ).toBeInTheDocument();
    expect(fact('Refund')).toHaveTextContent(/^—$/);
    expect(requestsTo(fetchMock, atMoment)).toHaveLength(1);
  });

  it('says the order did not exist yet before its first event', async () => {
    const moment = new Date(2026, 0, 1, 0, 0);
    const before = `${HISTORY}?asOf=${encodeURIComponent(moment.toISOString())}`;
    await openHistory({
      [HISTORY]: orderAsOfReply(REFUNDED, NOW, 6),
      [before]: orderAsOfReply(null, moment.toISOString(), 0),
    });
    await dialog().findByText(/after 6 events/);

    fireEvent.change(dialog().getByLabelText('As of'), { target: { value: '2026-01-01T00:00' } });

    expect(
      await dialog().findByText('This order had not been placed yet at that moment.'),
    ).toBeInTheDocument();
    expect(dialog().getByText(/after 0 events/)).toBeInTheDocument();
  });

  it('shows why the history cannot load, and closes on Escape', async () => {
    const { user } = await openHistory({
      [HISTORY]: { status: 404, body: { success: false, error: 'Order not found' } },
    });

    expect(await dialog().findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(/^Order not found$/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
