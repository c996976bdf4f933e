// The Payments section's view in the address (issue 22): links land filtered (?status=verifying), the
// status, network and placing-day filters and the search (once typing settles) ask the server from the
// first page, headers sort it both ways, pages turn keeping the filters, and Export CSV asks the server's
// export for the same filters and order, telling a refusal in a notice.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { requestsTo } from '../../../testing/mock-api';
import {
  COMPLETED_ID,
  LATE,
  LATE_ID,
  ordersReply,
  REFUNDED,
  UNDERPAID,
  UNDERPAID_ID,
} from '../testing/admin-payment-fixtures';
import { LIST, listOf, openPayments, panel, rowHeaders } from '../testing/open-payments';

const EXPORT = 'GET /api/admin/orders/export.csv';

function catchDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:orders'), revokeObjectURL: vi.fn() });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('payments view in the address', () => {
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

  it('asks for everything when the address names a status the server does not know', async () => {
    const { fetchMock } = openPayments({}, [UNDERPAID], '?status=lost');

    expect(await panel().findByRole('rowheader', { name: UNDERPAID_ID })).toBeInTheDocument();
    expect(requestsTo(fetchMock, LIST)).toHaveLength(1);
    expect(panel().getByLabelText('Status')).toHaveValue('');
  });

  it('filters by network and searches once typing settles', async () => {
    const { user, fetchMock, router } = openPayments(
      {
        [listOf('network=BEP20')]: ordersReply([LATE]),
        [listOf('network=BEP20&q=trader2')]: ordersReply([LATE]),
      },
      [UNDERPAID, LATE],
    );
    await panel().findByRole('table');

    await user.selectOptions(panel().getByLabelText('Network'), 'BEP20');
    await waitFor(() => expect(rowHeaders()).toEqual([LATE_ID]));
    await user.type(panel().getByLabelText('Search'), 'trader2');

    await waitFor(() => expect(router.state.location.search).toBe('?network=BEP20&q=trader2'));
    await waitFor(() => expect(requestsTo(fetchMock, listOf('network=BEP20&q=trader2'))).toHaveLength(1));
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('q=trader'))).toHaveLength(1);
  });

  it('filters by the days the orders were placed, and clears a day', async () => {
    const { user, router } = openPayments(
      {
        [listOf('from=2026-03-16')]: ordersReply([LATE]),
        [listOf('from=2026-03-16&to=2026-03-16')]: ordersReply([LATE]),
      },
      [UNDERPAID, LATE],
      '?from=2026-03-16',
    );
    await waitFor(() => expect(rowHeaders()).toEqual([LATE_ID]));
    expect(panel().getByLabelText('Placed from')).toHaveValue('2026-03-16');

    await user.type(panel().getByLabelText('Placed to'), '2026-03-16');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-16&to=2026-03-16'));
    await user.clear(panel().getByLabelText('Placed from'));

    await waitFor(() => expect(router.state.location.search).toBe('?to=2026-03-16'));
  });

  it('sorts by a header, up then down, from the first page; no header claims the default order', async () => {
    const { user, router } = openPayments(
      {
        'GET /api/admin/orders?page=2&limit=25': ordersReply([LATE], {
          current: 2,
          pages: 2,
          total: 26,
          hasNext: false,
          hasPrev: true,
        }),
        [listOf('sort=amount&order=asc')]: ordersReply([UNDERPAID, LATE]),
        [listOf('sort=amount&order=desc')]: ordersReply([LATE, UNDERPAID]),
      },
      [],
      '?page=2',
    );
    await waitFor(() => expect(rowHeaders()).toEqual([LATE_ID]));
    for (const header of panel().getAllByRole('columnheader'))
      expect(header).not.toHaveAttribute('aria-sort');

    await user.click(panel().getByRole('button', { name: /^Amount/ }));
    await waitFor(() => expect(rowHeaders()).toEqual([UNDERPAID_ID, LATE_ID]));
    expect(router.state.location.search).toBe('?sort=amount&order=asc');
    await user.click(panel().getByRole('button', { name: /^Amount/ }));

    await waitFor(() => expect(rowHeaders()).toEqual([LATE_ID, UNDERPAID_ID]));
    expect(panel().getByRole('columnheader', { name: /^Amount/ })).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toBe('?sort=amount&order=desc');
  });

  it('pages through the list, keeping the filters', async () => {
    const pageOf = (current: number) => ({
      current,
      pages: 3,
      total: 60,
      hasNext: true,
      hasPrev: current > 1,
    });
    const SECOND = 'GET /api/admin/orders?status=needs_decision&page=2&limit=25';
    const { user, fetchMock, router } = openPayments(
      {
        [listOf('status=needs_decision')]: ordersReply([UNDERPAID], pageOf(1)),
        [SECOND]: ordersReply([LATE], pageOf(2)),
      },
      [],
      '?status=needs_decision',
    );
    await panel().findByRole('rowheader', { name: UNDERPAID_ID });
    expect(panel().getByText('Page 1 of 3 (60 total)')).toBeInTheDocument();

    await user.click(panel().getByRole('button', { name: 'Next' }));

    expect(await panel().findByRole('rowheader', { name: LATE_ID })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=needs_decision&page=2');
    expect(requestsTo(fetchMock, SECOND)).toHaveLength(1);
  });

  it("exports the server's CSV of the filtered list in its order", async () => {
    const query = 'status=late&q=trader2&sort=amount&order=desc';
    const { user, fetchMock } = openPayments(
      {
        [listOf(query)]: ordersReply([LATE]),
        [`${EXPORT}?${query}`]: { status: 200, body: 'Order,User' },
      },
      [],
      `?${query}`,
    );
    await panel().findByRole('rowheader', { name: LATE_ID });
    const saved = catchDownloads();

    await user.click(panel().getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual(['admin-orders.csv']));
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('export.csv'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(panel().getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("tells a refused export in a notice, with the server's reason", async () => {
    const { user } = openPayments(
      { [EXPORT]: { status: 503, body: { success: false, error: 'Export is busy, try again' } } },
      [UNDERPAID],
    );
    await panel().findByRole('table');
    catchDownloads();

    await user.click(panel().getByRole('button', { name: 'Export CSV' }));

    expect(await panel().findByText('Export is busy, try again')).toHaveClass('notice--error');
  });
});
