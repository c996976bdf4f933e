// Finance on the shared data table: the ledger's filters, order and page kept in the address (a link opens
// the books filtered, Apply writes them there), sorting from the Amount and Date headers sent to the API,
// the page header's actions, and the open problems' Approve and Reject in the actions column that stays
// in view, with their loading and error states in the spec's words.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import {
  aLedgerEntry,
  aProblem,
  HELD_ORDER_ID,
  ledgerReply,
  overTime,
  problemsReply,
  REFUND_ORDER_ID,
  revenueReply,
} from '../testing/finance-fixtures';

vi.mock('../../../components/charts/echart', () => import('../../../testing/echart-stand-in'));

const LEDGER = (query: string) => `GET /api/finance/ledger?${query}`;
const REVENUE = (query: string) => `GET /api/finance/revenue?${query}`;
const ENTRY = aLedgerEntry();
const REQUEST = aProblem();
const HELD = aProblem({ orderId: HELD_ORDER_ID, kind: 'underpaid', refundReason: null });

const HANDLERS: Record<string, Handler> = {
  'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
  'GET /api/users': { status: 200, body: { success: true, users: [] } },
  [LEDGER('page=1&limit=25')]: ledgerReply([ENTRY]),
  [REVENUE(overTime('day'))]: revenueReply([]),
  [REVENUE('groupBy=plan')]: revenueReply([]),
  'GET /api/finance/problems': problemsReply([REQUEST, HELD]),
};

const panel = () => within(screen.getByRole('tabpanel', { name: 'Finance' }));
const region = (name: string) => within(panel().getByRole('region', { name }));
const header = (name: RegExp) => region('Ledger').getByRole('columnheader', { name });

async function openFinance(address: string, handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ ...HANDLERS, ...handlers });
  const app = renderApp([address]);
  await screen.findByRole('tabpanel', { name: 'Finance' });
  return { ...app, fetchMock };
}

describe('finance ledger on the data table', () => {
  it('opens filtered from a link, the form showing the filters, and Apply writes them to the address', async () => {
    const KIND = 'kind=refund&network=TRC20';
    const { user, router, fetchMock } = await openFinance(`/admin/finance?${KIND}`, {
      [LEDGER(`${KIND}&page=1&limit=25`)]: ledgerReply([ENTRY]),
      [REVENUE(overTime('day', KIND))]: revenueReply([]),
      [REVENUE(`groupBy=plan&${KIND}`)]: revenueReply([]),
      [LEDGER('kind=refund&discountCode=SPRING10&page=1&limit=25')]: ledgerReply([]),
    });
    await region('Ledger').findByRole('table');
    const form = within(panel().getByRole('form', { name: 'Ledger filters' }));
    expect(form.getByLabelText('Kind')).toHaveDisplayValue('Refund');
    expect(form.getByLabelText('Network')).toHaveDisplayValue('TRC20');
    expect(requestsTo(fetchMock, LEDGER(`${KIND}&page=1&limit=25`))).toHaveLength(1);

    await user.selectOptions(form.getByLabelText('Network'), 'All networks');
    await user.type(form.getByLabelText('Discount code'), 'spring10');
    await user.click(form.getByRole('button', { name: 'Apply Filters' }));

    expect(router.state.location.search).toBe('?kind=refund&discountCode=SPRING10');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await region('Ledger').findByText('No ledger entries match these filters')).toBeInTheDocument();
  });

  it('sorts from the headers, the newest first being the order shown when none is chosen', async () => {
    const { user, router, fetchMock } = await openFinance('/admin/finance', {
      [LEDGER('sort=amount&order=asc&page=1&limit=25')]: ledgerReply([ENTRY]),
      [LEDGER('sort=amount&order=desc&page=1&limit=25')]: ledgerReply([ENTRY]),
      [LEDGER('sort=at&order=asc&page=1&limit=25')]: ledgerReply([ENTRY]),
    });
    await region('Ledger').findByRole('table');
    expect(header(/Date/)).toHaveAttribute('aria-sort', 'descending');
    expect(within(header(/Plan/)).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(header(/Amount/)).getByRole('button'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, LEDGER('sort=amount&order=asc&page=1&limit=25'))).toHaveLength(1),
    );
    expect(router.state.location.search).toBe('?sort=amount&order=asc');
    await user.click(within(header(/Amount/)).getByRole('button'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, LEDGER('sort=amount&order=desc&page=1&limit=25'))).toHaveLength(1),
    );
    await user.click(within(header(/Date/)).getByRole('button'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, LEDGER('sort=at&order=asc&page=1&limit=25'))).toHaveLength(1),
    );
    expect(header(/Date/)).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps the order and page of a reloaded address', async () => {
    const { fetchMock } = await openFinance('/admin/finance?sort=user&order=desc&page=2', {
      [LEDGER('sort=user&order=desc&page=2&limit=25')]: ledgerReply([ENTRY]),
    });
    await region('Ledger').findByRole('table');
    expect(header(/User/)).toHaveAttribute('aria-sort', 'descending');
    expect(requestsTo(fetchMock, LEDGER('sort=user&order=desc&page=2&limit=25'))).toHaveLength(1);
  });

  it('puts Export CSV and Refresh in the page header, not in the section', async () => {
    await openFinance('/admin/finance');
    await region('Ledger').findByRole('table');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });
});

describe('open problems on the data table', () => {
  it('keeps Approve and Reject of a refund request in the actions column that stays in view', async () => {
    await openFinance('/admin/finance');
    const problems = region('Open Problems');
    await problems.findByRole('table');
    const row = within(problems.getByRole('rowheader', { name: REFUND_ORDER_ID }).closest('tr')!);

    for (const name of ['Approve', 'Reject', 'Order history']) {
      expect(row.getByRole('button', { name }).closest('td')).toHaveClass('data-table__actions--sticky');
    }
    const held = within(problems.getByRole('rowheader', { name: HELD_ORDER_ID }).closest('tr')!);
    expect(held.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(problems.getByRole('columnheader', { name: 'Plan' })).toHaveClass('data-table__col--p3');
  });

  it('says it is loading, then why the problems failed', async () => {
    await openFinance('/admin/finance', {
      'GET /api/finance/problems': { status: 500, body: { success: false, code: 'INTERNAL' } },
    });
    expect(region('Open Problems').getByText('Loading open problems...')).toBeInTheDocument();
    expect(await region('Open Problems').findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Failed to fetch open problems',
    );
  });
});
