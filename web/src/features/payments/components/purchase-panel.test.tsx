// The purchase panel (spec §2, §4; the /payment page and the dashboard's inline purchase): one of the four
// plans, changeable; a typed account number that already has an active licence says the purchase renews
// it and offers to switch to renewing it; renewal mode fixes the account and names the licence in the order.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { formatDate } from '../../../lib/format';
import { mockApi, requestsTo } from '../../../testing/mock-api';
import { aLicence, meWith } from '../../../testing/trader-fixtures';
import { openPayment, stepHeading } from '../testing/open-payment';
import { CALLS, ORDER_ID, orderPlaced } from '../testing/payment-fixtures';
import { PurchasePanel, type RenewedLicence } from './purchase-panel';

const VALID_UNTIL = '2099-06-01T12:00:00.000Z';
const HELD = aLicence({ accountNumber: 12345678, expiresAt: VALID_UNTIL });
const accountField = () => screen.getByLabelText('MT5 Account Number');
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const plans = () => within(screen.getByRole('group', { name: 'Plan' }));

describe('plan picker', () => {
  it('offers the four plans with their prices, the chosen one checked, and buys the one picked instead', async () => {
    const { user, fetchMock } = await openPayment();

    expect(plans().getAllByRole('radio')).toHaveLength(4);
    expect(plans().getByRole('radio', { name: 'Starter Plan - 1 Month 49.00 USD' })).toBeChecked();
    expect(plans().getByRole('radio', { name: 'Professional Plan - One Year 348.00 USD' })).not.toBeChecked();

    await user.click(plans().getByRole('radio', { name: /^Elite Plan - 6 Months/ }));

    expect(detail('Plan')).toHaveTextContent(/^Elite Plan - 6 Months$/);
    expect(detail('Price')).toHaveTextContent(/^234\.00 USD$/);
    await user.type(accountField(), '87654321');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await stepHeading('Payment Info');
    expect(requestsTo(fetchMock, CALLS.createOrder)).toEqual([
      expect.objectContaining({ planType: 'elite', planDuration: '6months', accountNumber: 87654321 }),
    ]);
  });
});

describe('renewal notice', () => {
  it('says the purchase renews the active licence on the typed account, and switches to renewing it', async () => {
    const { user, fetchMock } = await openPayment({ [CALLS.me]: meWith([HELD]) });

    await user.type(accountField(), '1234567');
    expect(screen.queryByText(/This purchase renews/)).not.toBeInTheDocument();
    await user.type(accountField(), '8');

    expect(await screen.findByText(/This purchase renews license/)).toHaveTextContent(
      `This purchase renews license ${HELD.licenseKey} (valid until ${formatDate(VALID_UNTIL)}).`,
    );
    await user.click(screen.getByRole('button', { name: 'Renew this license' }));

    expect(
      screen.getByRole('heading', { level: 2, name: `Renew License ${HELD.licenseKey}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'MT5 Account Number' })).not.toBeInTheDocument();
    expect(screen.getByText(/the account of license/)).toHaveTextContent('12345678');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await stepHeading('Payment Info');
    expect(requestsTo(fetchMock, CALLS.createOrder)).toEqual([
      expect.objectContaining({ accountNumber: 12345678, renewLicenseId: HELD._id }),
    ]);
  });

  it('leaves renewal chosen here for another account number', async () => {
    const { user } = await openPayment({ [CALLS.me]: meWith([HELD]) });
    await user.type(accountField(), '12345678');
    await user.click(await screen.findByRole('button', { name: 'Renew this license' }));

    await user.click(screen.getByRole('button', { name: 'Use another account number' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Plan Details' })).toBeInTheDocument();
    expect(accountField()).toHaveValue('12345678');
  });

  it.each([
    ['expired', aLicence({ accountNumber: 12345678, status: 'expired' })],
    ['revoked', aLicence({ accountNumber: 12345678, status: 'revoked', expiresAt: VALID_UNTIL })],
    ['past its end', aLicence({ accountNumber: 12345678, expiresAt: '2020-01-01T12:00:00.000Z' })],
  ])('says nothing about a licence that is %s', async (_, licence) => {
    const { user, fetchMock } = await openPayment({ [CALLS.me]: meWith([licence]) });

    await user.type(accountField(), '12345678');
    await vi.waitFor(() => expect(requestsTo(fetchMock, CALLS.me).length).toBeGreaterThanOrEqual(2));

    expect(screen.queryByText(/This purchase renews/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew this license' })).not.toBeInTheDocument();
  });
});

describe('renewal mode', () => {
  const RENEWED: RenewedLicence = {
    _id: HELD._id,
    licenseKey: HELD.licenseKey,
    accountNumber: 555,
    expiresAt: VALID_UNTIL,
  };

  /** The panel as the dashboard shows it, renewing RENEWED. */
  function renderRenewal(onCancel = vi.fn()) {
    localStorage.setItem('token', 'session-token');
    const fetchMock = mockApi({ [CALLS.me]: meWith([HELD]), [CALLS.createOrder]: orderPlaced() });
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <PurchasePanel renewLicence={RENEWED} onCancel={onCancel} /> },
        { path: '/payment/:orderId', element: <h1>Order page</h1> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    return { fetchMock, router, onCancel, user: userEvent.setup() };
  }

  it('names the licence, its account and expiry, fixes the account, and orders its renewal', async () => {
    const { fetchMock, router, user } = renderRenewal();

    expect(
      screen.getByRole('heading', { level: 2, name: `Renew License ${HELD.licenseKey}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^MT5 account 555/)).toHaveTextContent(`valid until ${formatDate(VALID_UNTIL)}`);
    expect(screen.queryByRole('button', { name: 'Use another account number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/payment/${ORDER_ID}`);
    // Back leads to the dashboard it was opened from.
    expect(router.state.historyAction).toBe('PUSH');
    expect(requestsTo(fetchMock, CALLS.createOrder)).toEqual([
      expect.objectContaining({ accountNumber: 555, renewLicenseId: HELD._id }),
    ]);
  });

  it('hands Cancel to the page that shows it', async () => {
    const { onCancel, user } = renderRenewal();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledOnce();
  });
});
