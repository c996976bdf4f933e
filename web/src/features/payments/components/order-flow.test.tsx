// The order's own page (/payment/<orderId>, spec §2, §4): opened directly, as after a reload, it shows the
// step the order's status is in: the rest to pay when underpaid, the review of a late payment, a failure,
// the closed window of an expired order (a hash can still be reported), and the new or renewed licence.
import type { OrderView } from '@shop/command-api/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from '../../../lib/format';
import { elapse } from '../../../testing/fake-time';
import { mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { aLicence, meWith } from '../../../testing/trader-fixtures';
import type { PaymentStatus } from '../api/get-payment-status';
import { click, openOrder, openPayment, stepHeading, typeInto } from '../testing/open-payment';
import {
  CALLS,
  LICENSE_KEY,
  ORDER_ID,
  SUBMITTED,
  statusReply,
  TRC20_ADDRESS,
  TRC20_HASH,
} from '../testing/payment-fixtures';

const NOW = new Date('2026-03-15T12:10:00.000Z');
const PAY_UNTIL = '2026-03-16T12:05:00.000Z';
const EXPIRY = '2026-09-11T12:00:00.000Z';
const progress = () => within(screen.getByRole('list', { name: 'Purchase progress' }));

/** The page of an order whose status answers `status` (then verifying, once a proof was accepted). */
async function openWith(status: Partial<PaymentStatus>) {
  let proven = false;
  const app = await openOrder(
    {
      [CALLS.status]: () => statusReply(proven ? { status: 'verifying' } : status),
      [CALLS.submit]: () => {
        proven = true;
        return SUBMITTED;
      },
    },
    NOW,
  );
  return app;
}

const UNDERPAID: Partial<OrderView> = {
  status: 'underpaid',
  amount: 132,
  amountBaseUnits: '132000000',
  receivedAmount: 100,
  receivedBaseUnits: '100000000',
  outstanding: { amount: 32, baseUnits: '32000000', payUntil: PAY_UNTIL },
  paymentRequest: { qrData: TRC20_ADDRESS, walletUri: null },
};

describe('order page', () => {
  it('without a stored token goes to /login, and asks nothing about the order', async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp([`/payment/${ORDER_ID}`]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('underpaid: asks for the rest to the same address before its deadline, with the form for its hash', async () => {
    const { fetchMock } = await openWith(UNDERPAID);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

    expect(await stepHeading('Payment Info')).toBeInTheDocument();
    expect(
      screen.getByText(
        `We received 100.00 of 132.00 USDT. Send the missing 32.00 USDT to the same address before ${formatDateTime(PAY_UNTIL)}.`,
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('.checkout__figure')).toHaveTextContent(/^32\.00 USDT$/);
    expect(screen.getByText(TRC20_ADDRESS)).toBeInTheDocument();
    expect(screen.queryByText('Payment must be sent within 30 minutes.')).not.toBeInTheDocument();
    await click('Copy Amount');
    expect(writeText).toHaveBeenCalledWith('32');

    typeInto('Transaction Hash', TRC20_HASH);
    await click('Submit Payment');

    expect(requestsTo(fetchMock, CALLS.submit)).toEqual([
      { orderId: ORDER_ID, transactionHash: TRC20_HASH, userPaymentAddress: null },
    ]);
    expect(await stepHeading('Verification')).toBeInTheDocument();
  });

  it('underpaid: confirms a top-up hash that was taken while the order is still short', async () => {
    await openOrder({ [CALLS.status]: () => statusReply(UNDERPAID), [CALLS.submit]: SUBMITTED }, NOW);
    await stepHeading('Payment Info');

    typeInto('Transaction Hash', TRC20_HASH);
    await click('Submit Payment');

    expect(await stepHeading('Payment Info')).toBeInTheDocument();
    expect(screen.getByText('Payment submitted successfully! Verification in progress...')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('late: says our team reviews the payment that came after the window, with the reason', async () => {
    await openWith({ status: 'late', statusMessage: 'Paid 12 minutes after the order expired.' });

    expect(await stepHeading('Payment Under Review')).toBeInTheDocument();
    expect(
      screen.getByText('Your payment arrived after the payment window; our team reviews it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Paid 12 minutes after the order expired.')).toBeInTheDocument();
    const notice = screen.getByText(/our team reviews it/).closest('.alert') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it("failed: says 'Payment verification failed. Please contact support.' and why", async () => {
    await openWith({ status: 'failed', statusMessage: 'Payment rejected: wrong token sent' });

    expect(await stepHeading('Verification')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Payment verification failed\. Please contact support\.$/,
    );
    expect(screen.getByText('Payment rejected: wrong token sent')).toBeInTheDocument();
  });

  it('expired: takes the hash of a payment already sent, and goes on to Verification', async () => {
    const { fetchMock } = await openWith({
      status: 'expired',
      planType: 'popular',
      planDuration: '3months',
      planName: 'Popular Plan - 3 Months',
    });

    expect(await stepHeading('Order Expired')).toBeInTheDocument();
    expect(screen.getByText('If you already paid, submit the transaction hash.')).toBeInTheDocument();
    typeInto('Transaction Hash', TRC20_HASH);
    await click('Submit Payment');
    expect(requestsTo(fetchMock, CALLS.submit)).toHaveLength(1);
    expect(await stepHeading('Verification')).toBeInTheDocument();
    expect(
      screen.getByText('Payment submitted successfully! Verification in progress...'),
    ).toBeInTheDocument();
  });

  it('expired: Start a New Order opens /payment on the plan the order was for', async () => {
    const { router } = await openWith({
      status: 'expired',
      planType: 'popular',
      planDuration: '3months',
      planName: 'Popular Plan - 3 Months',
    });
    await stepHeading('Order Expired');

    await click('Start a New Order');

    expect(await stepHeading('Plan Details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    expect(screen.getByRole('radio', { name: /^Popular Plan - 3 Months/ })).toBeChecked();
  });

  it('completed with a new licence: the key with its copy button, the expiry and how to start', async () => {
    await openWith({
      status: 'completed',
      license: { licenseKey: LICENSE_KEY, expiresAt: EXPIRY, renewed: false },
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

    expect(await stepHeading('Payment Successful!')).toBeInTheDocument();
    expect(progress().queryByRole('listitem', { current: 'step' })).not.toBeInTheDocument();
    expect(screen.getByText('New license')).toBeInTheDocument();
    expect(screen.getByText(LICENSE_KEY)).toBeInTheDocument();
    await click('Copy');
    expect(writeText).toHaveBeenCalledWith(LICENSE_KEY);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await elapse(2_000);
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();

    const start = within(screen.getByRole('region', { name: 'Getting started' }));
    expect(start.getAllByRole('listitem')).toHaveLength(4);
    expect(start.getByRole('link', { name: 'Downloads' })).toHaveAttribute('href', '/downloads');
    expect(start.getByRole('link', { name: 'installation guide' })).toHaveAttribute(
      'href',
      '/guide/installation',
    );
    expect(start.getAllByRole('listitem')[1]).toHaveTextContent(
      `In MetaTrader 5 open Tools › Options › Expert Advisors, tick "Allow WebRequest for listed URL" and add ${window.location.origin}.`,
    );
  });

  it("completed renewal: 'Renewed – valid until' the licence's new end", async () => {
    await openWith({
      status: 'completed',
      license: { licenseKey: LICENSE_KEY, expiresAt: EXPIRY, renewed: true },
    });

    expect(await stepHeading('Payment Successful!')).toBeInTheDocument();
    expect(screen.getByText(`Renewed – valid until ${formatDate(EXPIRY)}`)).toBeInTheDocument();
    expect(screen.queryByText('New license')).not.toBeInTheDocument();
  });

  it("completed without an end: 'No expiration'", async () => {
    await openWith({ status: 'completed', license: { licenseKey: LICENSE_KEY, renewed: false } });

    await stepHeading('Payment Successful!');
    const expires = screen.getByText('Expires', { selector: 'dt' }).nextElementSibling;
    expect(expires).toHaveTextContent(/^No expiration$/);
  });

  it('completed: the dashboard then shows the licence, not the list it had before the purchase', async () => {
    let paid = false;
    const licence = aLicence({ licenseKey: LICENSE_KEY, accountNumber: 12345678 });
    const { user } = await openPayment({
      [CALLS.me]: () => meWith(paid ? [licence] : []),
      [CALLS.status]: () =>
        statusReply(
          paid
            ? { status: 'completed', license: { licenseKey: LICENSE_KEY, expiresAt: EXPIRY, renewed: false } }
            : { status: 'pending', transactionHash: null },
        ),
    });
    typeInto('MT5 Account Number', '12345678');
    // The order's checks run on a faked clock that keeps pace with real time for the waits in between.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await click('Continue to Payment');
    await stepHeading('Payment Info');

    paid = true;
    await elapse(10_000);
    expect(await stepHeading('Payment Successful!')).toBeInTheDocument();
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(LICENSE_KEY)).toBeInTheDocument();
  });
});
