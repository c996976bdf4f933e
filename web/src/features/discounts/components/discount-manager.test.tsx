// The standalone discount manager (spec §2 Admin dashboard): the list and the create form in a dialog,
// every call carrying the token it was given, closing through its Close button or Escape.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { mockApi } from '../../../testing/mock-api';
import { aDiscount, discountsCall, discountsReply } from '../testing/discount-fixtures';
import { DiscountManager } from './discount-manager';

const SPRING = aDiscount();

function renderManager() {
  localStorage.setItem('token', 'stored-token');
  const fetchMock = mockApi({
    [discountsCall()]: discountsReply([SPRING]),
    [`PATCH /api/discounts/${SPRING._id}/toggle`]: {
      status: 200,
      body: { success: true, discount: { ...SPRING, isActive: false }, message: 'Discount code disabled' },
    },
  });
  const onClose = vi.fn();
  render(
    <AppProvider>
      <DiscountManager token="manager-token" onClose={onClose} />
    </AppProvider>,
  );
  return { fetchMock, onClose, user: userEvent.setup() };
}

const bearerOf = (fetchMock: ReturnType<typeof mockApi>, index: number) =>
  new Headers(fetchMock.mock.calls[index]?.[1]?.headers).get('Authorization');

describe('DiscountManager', () => {
  it('shows the codes and the create form in a dialog, calling with the given token', async () => {
    const { fetchMock, user } = renderManager();

    const dialog = within(screen.getByRole('dialog', { name: 'Discount Codes' }));
    expect(await dialog.findByRole('rowheader', { name: 'SPRING10' })).toBeInTheDocument();
    expect(dialog.getByRole('region', { name: 'Create Discount Code' })).toBeInTheDocument();
    // Away from the admin panel there is no Audit Trail tab to link to.
    expect(dialog.queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
    expect(bearerOf(fetchMock, 0)).toBe('Bearer manager-token');

    await user.click(dialog.getByRole('button', { name: 'Disable' }));

    expect(await dialog.findByText('Discount code disabled')).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('PATCH');
    expect(bearerOf(fetchMock, 1)).toBe('Bearer manager-token');
  });

  it('closes through its Close button and through Escape', async () => {
    const { onClose, user } = renderManager();
    const dialog = within(screen.getByRole('dialog', { name: 'Discount Codes' }));

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(dialog.getByLabelText('Code'), 'X');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
