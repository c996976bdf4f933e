// The Discounts section's view in the address: links land filtered by state, the Status filter and the
// search (once typing settles) ask the server, headers sort it, pages turn with the total; the standalone
// manager keeps the same view in its own state.
import type { DiscountView } from '@shop/command-api/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import { aDiscount, discountsCall, discountsReply } from '../testing/discount-fixtures';
import { DiscountManager } from './discount-manager';

const SPRING = aDiscount();
const VIP = aDiscount({ _id: 'd15c0a11-0000-4000-8000-000000000002', code: 'VIP25', isActive: false });
const LATER = aDiscount({
  _id: 'd15c0a11-0000-4000-8000-000000000003',
  code: 'LATER',
  validFrom: '2099-01-01T12:00:00.000Z',
  validUntil: '2099-02-01T12:00:00.000Z',
});

const list = () => within(screen.getByRole('region', { name: 'Existing Codes' }));
const codes = () =>
  list()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

function openDiscountsAt(address: string, handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ 'GET /api/users/me': { status: 200, body: ADMIN_SESSION }, ...handlers });
  return { ...renderApp([address]), fetchMock };
}

describe('discounts view in the address', () => {
  it('opens /admin/discounts?status=inactive filtered', async () => {
    const { fetchMock } = openDiscountsAt('/admin/discounts?status=inactive', {
      [discountsCall('status=inactive')]: discountsReply([VIP]),
    });

    await waitFor(() => expect(codes()).toEqual(['VIP25']));
    expect(requestsTo(fetchMock, discountsCall())).toEqual([]);
    const select = list().getByLabelText('Status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'All',
      'Active',
      'Scheduled',
      'Expired',
      'Inactive',
    ]);
    expect(select.selectedOptions[0]?.textContent).toBe('Inactive');
  });

  it('shows every code for a state the server does not know (?status=lost)', async () => {
    const { fetchMock } = openDiscountsAt('/admin/discounts?status=lost', {
      [discountsCall()]: discountsReply([SPRING, VIP]),
    });

    await waitFor(() => expect(codes()).toEqual(['SPRING10', 'VIP25']));
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('lost'))).toEqual([]);
    expect((list().getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('filters by state, then searches once typing settles, from the first page', async () => {
    const { user, router, fetchMock } = openDiscountsAt('/admin/discounts?page=2', {
      [discountsCall('', 2)]: discountsReply([VIP], { current: 2, pages: 2 }),
      [discountsCall('status=scheduled')]: discountsReply([LATER]),
      [discountsCall('status=scheduled&q=lat')]: discountsReply([LATER]),
    });
    await waitFor(() => expect(codes()).toEqual(['VIP25']));

    await user.selectOptions(list().getByLabelText('Status'), 'Scheduled');
    await waitFor(() => expect(codes()).toEqual(['LATER']));
    // An enabled code before its start says so under its status.
    expect(list().getByText('Scheduled', { selector: '.discount-status__note' })).toBeInTheDocument();
    await user.type(list().getByLabelText('Search'), 'lat');

    await waitFor(() => expect(router.state.location.search).toBe('?status=scheduled&q=lat'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, discountsCall('status=scheduled&q=lat'))).toHaveLength(1),
    );
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('q='))).toHaveLength(1);
  });

  it('sorts by a header, then the other way round', async () => {
    const { user, router } = openDiscountsAt('/admin/discounts', {
      [discountsCall()]: discountsReply([VIP, SPRING]),
      [discountsCall('sort=code&order=asc')]: discountsReply([SPRING, VIP]),
      [discountsCall('sort=code&order=desc')]: discountsReply([VIP, SPRING]),
    });
    await waitFor(() => expect(codes()).toEqual(['VIP25', 'SPRING10']));
    // Unsorted, the list is the newest first: its Created header says so.
    expect(list().getByRole('columnheader', { name: /^Created/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(list().getByRole('button', { name: /^Code/ }));
    await waitFor(() => expect(codes()).toEqual(['SPRING10', 'VIP25']));
    expect(router.state.location.search).toBe('?sort=code&order=asc');
    await user.click(list().getByRole('button', { name: /^Code/ }));

    await waitFor(() => expect(codes()).toEqual(['VIP25', 'SPRING10']));
    expect(list().getByRole('columnheader', { name: /^Code/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('turns pages with the total, keeping the filters, each row with its actions', async () => {
    const { user, router } = openDiscountsAt('/admin/discounts?status=active', {
      [discountsCall('status=active')]: discountsReply([SPRING], { current: 1, pages: 2 }),
      [discountsCall('status=active', 2)]: discountsReply([LATER], { current: 2, pages: 2 }),
    });
    await waitFor(() => expect(codes()).toEqual(['SPRING10']));
    expect(list().getByText('26 total')).toBeInTheDocument();

    await user.click(list().getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(codes()).toEqual(['LATER']));
    expect(router.state.location.search).toBe('?status=active&page=2');
    const actions = list().getByRole('button', { name: 'Delete' }).closest('td');
    expect(actions).toHaveClass('data-table__actions--sticky');
    expect(within(actions!).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(within(actions!).getByRole('link', { name: 'Audit trail' })).toBeInTheDocument();
  });

  it('says when no code matches the filters', async () => {
    openDiscountsAt('/admin/discounts?q=nothing', { [discountsCall('q=nothing')]: discountsReply([]) });

    expect(await screen.findByText('No discount codes match these filters')).toBeInTheDocument();
    expect(list().queryByRole('table')).not.toBeInTheDocument();
    expect(list().getByLabelText('Search')).toHaveValue('nothing');
  });
});

describe('the standalone manager', () => {
  it('sorts and filters in its own state, calling with its token', async () => {
    const replies: Record<string, Handler> = {
      [discountsCall()]: discountsReply([SPRING, VIP]),
      [discountsCall('sort=code&order=asc')]: discountsReply([SPRING, VIP]),
      [discountsCall('status=inactive&sort=code&order=asc')]: discountsReply([VIP] as DiscountView[]),
    };
    const fetchMock = mockApi(replies);
    render(
      <AppProvider>
        <DiscountManager token="manager-token" onClose={() => {}} />
      </AppProvider>,
    );
    const user = userEvent.setup();
    const dialog = within(screen.getByRole('dialog', { name: 'Discount Codes' }));
    await dialog.findByRole('rowheader', { name: 'VIP25' });

    await user.click(dialog.getByRole('button', { name: /^Code/ }));
    await user.selectOptions(dialog.getByLabelText('Status'), 'Inactive');

    await waitFor(() => expect(dialog.queryByRole('rowheader', { name: 'SPRING10' })).toBeNull());
    expect(requestsTo(fetchMock, discountsCall('status=inactive&sort=code&order=asc'))).toHaveLength(1);
    const last = fetchMock.mock.calls.at(-1);
    expect(new Headers(last?.[1]?.headers).get('Authorization')).toBe('Bearer manager-token');
  });
});
