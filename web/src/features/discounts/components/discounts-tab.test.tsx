// The admin console's Discounts section (spec §2 Admin dashboard, §3 Discount code, §4, §8 Discounts and
// Empty states): the list with its fields, the empty state, a load failure only logged, Enable/Disable with
// the server's message, Delete after confirmation, 'Back to Users' in the page header, and each code's link
// to its audit trail.
import type { DiscountView } from '@shop/command-api/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import { aDiscount, discountsCall, discountsReply } from '../testing/discount-fixtures';
import { DiscountsTab } from './discounts-tab';

const SPRING = aDiscount();
const VIP = aDiscount({
  _id: 'd15c0a11-0000-4000-8000-000000000002',
  code: 'VIP25',
  description: 'Twenty-five off for friends',
  type: 'fixed',
  value: 25,
  minAmount: 100,
  usageLimit: 50,
  usageCount: 7,
  userUsageLimit: 2,
  applicablePlans: ['elite', 'professional'],
  validFrom: '2026-05-01T12:00:00.000Z',
  validUntil: '2026-06-30T12:00:00.000Z',
  isActive: false,
});
const CAPPED = aDiscount({
  _id: 'd15c0a11-0000-4000-8000-000000000003',
  code: 'HALF',
  description: 'Half price, at most 100',
  value: 50,
  maxDiscount: 100,
});

const panel = () => within(screen.getByRole('tabpanel', { name: 'Discounts' }));
const listSection = () => within(panel().getByRole('region', { name: 'Existing Codes' }));
const rowOf = (code: string) => within(listSection().getByRole('rowheader', { name: code }).closest('tr')!);
const cellsOf = (code: string) =>
  rowOf(code)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openDiscounts(
  handlers: Record<string, Handler> = {},
  discounts: DiscountView[] = [SPRING, VIP],
) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users': { status: 200, body: { success: true, users: [] } },
    [discountsCall()]: discountsReply(discounts),
    ...handlers,
  });
  const app = renderApp(['/admin']);
  await app.user.click(await screen.findByRole('tab', { name: 'Discounts' }));
  return { ...app, fetchMock };
}

describe('discounts tab', () => {
  it('is the third tab, after Users and Licenses, with a Back to Users button that returns to the Users tab', async () => {
    const app = await openDiscounts();

    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Users',
      'Licenses',
      'Discounts',
      'Payments',
      'Finance',
      'EA Monitoring',
      'Releases',
      'Support Tickets',
      'Audit Trail',
      'Plans',
    ]);
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    // The page's own title, and its button in the page header rather than a second title in the panel.
    expect(screen.getByRole('heading', { level: 1, name: 'Discounts' })).toBeInTheDocument();
    expect(panel().queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await listSection().findByRole('table');
    const back = screen.getByRole('button', { name: 'Back to Users' });
    expect(back.closest('.console-page-header__actions')).not.toBeNull();
    await app.user.click(back);
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();
  });

  it('lists each code: description, value, usage, per-user limit, plans, validity, status and creation', async () => {
    const { fetchMock } = await openDiscounts({}, [SPRING, VIP, CAPPED]);
    await listSection().findByRole('table');

    expect(
      listSection()
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕↑↓]/g, '')),
    ).toEqual([
      'Code',
      'Description',
      'Discount',
      'Usage',
      'Per User',
      'Plans',
      'Valid',
      'Status',
      'Created',
      'Actions',
    ]);
    expect(cellsOf('SPRING10').slice(0, 5)).toEqual(['Spring sale', '10%', '0 / ∞', '1', 'All plans']);
    expect(cellsOf('SPRING10')[5]).toMatch(/^Mar 1, 2026, .+ – Apr 1, 2026, .+$/);
    // Enabled but past its end: still 'Active' as the spec says, with why it cannot be used.
    expect(cellsOf('SPRING10')[6]).toBe('ActiveExpired');
    expect(cellsOf('SPRING10')[7]).toBe('Feb 20, 2026');
    expect(cellsOf('VIP25').slice(0, 5)).toEqual([
      'Twenty-five off for friends',
      '25.00 USD (min 100.00 USD)',
      '7 / 50',
      '2',
      'Elite, Professional',
    ]);
    expect(cellsOf('VIP25')[5]).toMatch(/^May 1, 2026, .+ – Jun 30, 2026, .+$/);
    expect(cellsOf('VIP25')[6]).toBe('Inactive');
    expect(cellsOf('HALF')[1]).toBe('50% (max 100.00 USD)');
    expect(rowOf('SPRING10').getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(rowOf('VIP25').getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(
      new Headers(
        fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/discounts'))?.[1]?.headers,
      ).get('Authorization'),
    ).toBe('Bearer admin-token');
  });

  it("links each code to its history in the panel's Audit Trail tab", async () => {
    await openDiscounts();
    await listSection().findByRole('table');

    const link = rowOf('SPRING10').getByRole('link', { name: 'Audit trail' });
    expect(link).toHaveAttribute('href', `/admin/audit?category=discount&entityId=${SPRING._id}`);
  });

  it("says 'No discount codes found' when there are none", async () => {
    await openDiscounts({}, []);

    expect(await listSection().findByText('No discount codes found')).toBeInTheDocument();
    expect(listSection().queryByRole('table')).not.toBeInTheDocument();
  });

  it('only logs a failed load: no message, no empty state, the form still there', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openDiscounts({ [discountsCall()]: { status: 500, body: { success: false, error: 'Boom' } } });

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to fetch discount codes', expect.any(Error)),
    );
    expect(panel().queryByRole('alert')).not.toBeInTheDocument();
    expect(panel().queryByText('No discount codes found')).not.toBeInTheDocument();
    expect(panel().queryByText('Loading discount codes...')).not.toBeInTheDocument();
    expect(listSection().queryByRole('table')).not.toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Create Discount Code' })).toBeInTheDocument();
  });

  it.each([
    ['Disable', SPRING, 'Discount code disabled', 'Inactive', 'Enable'],
    ['Enable', VIP, 'Discount code enabled', 'ActiveExpired', 'Disable'],
  ] as const)(
    '%s shows the server message and the new status',
    async (action, discount, message, status, next) => {
      const TOGGLE = `PATCH /api/discounts/${discount._id}/toggle`;
      const { user, fetchMock } = await openDiscounts({
        [TOGGLE]: {
          status: 200,
          body: { success: true, discount: { ...discount, isActive: !discount.isActive }, message },
        },
      });
      await listSection().findByRole('table');

      await user.click(rowOf(discount.code).getByRole('button', { name: action }));

      expect(await listSection().findByRole('status')).toHaveTextContent(new RegExp(`^${message}$`));
      expect(cellsOf(discount.code)[6]).toBe(status);
      expect(rowOf(discount.code).getByRole('button', { name: next })).toBeEnabled();
      expect(requestsTo(fetchMock, TOGGLE)).toEqual([undefined]);
    },
  );

  it("shows a refused toggle as 'Error: {server error}' and keeps the status", async () => {
    const { user } = await openDiscounts({
      [`PATCH /api/discounts/${SPRING._id}/toggle`]: {
        status: 404,
        body: { success: false, error: 'Invalid discount code', code: 'DISCOUNT_NOT_FOUND' },
      },
    });
    await listSection().findByRole('table');

    await user.click(rowOf('SPRING10').getByRole('button', { name: 'Disable' }));

    expect(await listSection().findByText('Error: Invalid discount code')).toBeInTheDocument();
    // Enabled but past its end: still 'Active' as the spec says, with why it cannot be used.
    expect(cellsOf('SPRING10')[6]).toBe('ActiveExpired');
    expect(cellsOf('SPRING10')[7]).toBe('Feb 20, 2026');
  });

  it("deletes after confirmation, says 'Discount code deleted successfully' and drops the row", async () => {
    const DELETE = `DELETE /api/discounts/${SPRING._id}`;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, fetchMock } = await openDiscounts({
      [DELETE]: { status: 200, body: { success: true, message: 'Discount code deleted successfully' } },
    });
    await listSection().findByRole('table');

    await user.click(rowOf('SPRING10').getByRole('button', { name: 'Delete' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this discount code?');
    expect(await listSection().findByRole('status')).toHaveTextContent(
      /^Discount code deleted successfully$/,
    );
    expect(listSection().queryByRole('rowheader', { name: 'SPRING10' })).not.toBeInTheDocument();
    expect(listSection().getByRole('rowheader', { name: 'VIP25' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, DELETE)).toHaveLength(1);
    expect(
      new Headers(fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[1]?.headers).get(
        'Authorization',
      ),
    ).toBe('Bearer admin-token');
  });

  it('sends nothing and keeps the row when the deletion is not confirmed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, fetchMock } = await openDiscounts();
    await listSection().findByRole('table');

    await user.click(rowOf('SPRING10').getByRole('button', { name: 'Delete' }));

    expect(confirm).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);
    expect(listSection().getByRole('rowheader', { name: 'SPRING10' })).toBeInTheDocument();
    expect(listSection().getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('DiscountsTab on its own', () => {
  it("offers 'Back to Users' when given somewhere to go back to", async () => {
    mockApi({ [discountsCall()]: discountsReply([]) });
    const onBackToUsers = vi.fn();
    render(
      <AppProvider>
        <MemoryRouter>
          <DiscountsTab onBackToUsers={onBackToUsers} />
        </MemoryRouter>
      </AppProvider>,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Users' }));

    expect(onBackToUsers).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No discount codes found')).toBeInTheDocument();
  });
});
