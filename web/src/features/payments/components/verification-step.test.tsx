// Step 4, Verification, and the success screen (spec §2, §4 Purchase flow, §8, §9): the order's page checks
// the status at once and then every 10 seconds; completed leads to the licence and stops the checking,
// failed says so and stops it; a check that fails says so and the next one goes ahead.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format';
import { elapse, settle } from '../../../testing/fake-time';
import { type Reply, requestsTo } from '../../../testing/mock-api';
import { click, openOrder } from '../testing/open-payment';
import { CALLS, LICENSE_KEY, ORDER_ID, statusReply } from '../testing/payment-fixtures';
import { PAYMENT_STATUS_TEXT } from '../utils/payment-status';

const LICENCE_EXPIRY = '2026-04-14T12:00:00.000Z';
/**
 * Lets the answers of the checks under way reach the page. React Query passes them on in a 0 ms timeout,
 * and a faked clock runs a 0 ms timeout that is set during a tick 1 ms later: this moves the clock by 1 ms.
 */
async function answer() {
  await settle();
  await elapse(1);
}

/** Lets `ms` pass, then the answers of the checks started meanwhile arrive. */
async function wait(ms: number) {
  await elapse(ms);
  await answer();
}

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

/** The order's page on a faked clock; GET status answers with `replies` in turn, then the last one. */
async function verifyWith(...replies: Reply[]) {
  let polls = 0;
  const app = await openOrder({
    [CALLS.status]: () => {
      const reply = replies[Math.min(polls, replies.length - 1)];
      polls += 1;
      if (!reply) throw new Error('No reply set');
      return reply;
    },
  });
  // The first check starts as the page appears.
  await answer();
  return { ...app, polls: () => requestsTo(app.fetchMock, CALLS.status).length };
}

describe('verification', () => {
  it('checks at once and every 10 seconds, showing progress, status, order id and confirmations', async () => {
    const { polls } = await verifyWith(
      statusReply({ status: 'verifying', confirmations: 1, confirmationsRequired: 19 }),
      statusReply({ status: 'verifying', confirmations: 4, confirmationsRequired: 19 }),
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Verification' })).toBeInTheDocument();
    expect(screen.getByText('Payment detected, 1/19 confirmations')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Verification');
    expect(document.querySelector('.spinner')).toBeInTheDocument();
    expect(polls()).toBe(1);
    expect(detail('Status')).toHaveTextContent(/^Verifying$/);
    expect(detail('Order ID')).toHaveTextContent(ORDER_ID);
    expect(detail('Confirmations')).toHaveTextContent(/^1 of 19$/);

    // answer() took 1 ms of the 10 seconds.
    await elapse(9_998);
    expect(polls()).toBe(1);
    await elapse(1);
    expect(polls()).toBe(2);
    await answer();
    expect(detail('Confirmations')).toHaveTextContent(/^4 of 19$/);
    expect(screen.getByText('Payment detected, 4/19 confirmations')).toBeInTheDocument();
    await elapse(9_998);
    expect(polls()).toBe(2);
    await elapse(1);
    expect(polls()).toBe(3);
  });

  it('on completed shows the licence on the success screen and stops checking', async () => {
    const { polls, router } = await verifyWith(
      statusReply({ status: 'verifying', confirmations: 2 }),
      statusReply({
        status: 'completed',
        confirmations: 19,
        license: { licenseKey: LICENSE_KEY, expiresAt: LICENCE_EXPIRY, renewed: false },
      }),
    );

    await wait(10_000);

    const heading = screen.getByRole('heading', { level: 2, name: 'Payment Successful!' });
    expect(heading).toHaveFocus();
    expect(detail('License Key')).toHaveTextContent(LICENSE_KEY);
    expect(detail('Expires')).toHaveTextContent(formatDate(LICENCE_EXPIRY));
    const progress = within(screen.getByRole('list', { name: 'Purchase progress' }));
    expect(progress.queryByRole('listitem', { current: 'step' })).not.toBeInTheDocument();
    expect(progress.getAllByText('(completed)', { exact: false })).toHaveLength(4);
    expect(polls()).toBe(2);

    await wait(60_000);
    expect(polls()).toBe(2);

    await click('Go to Dashboard');
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("on failed says 'Payment verification failed. Please contact support.' and stops checking", async () => {
    const { polls } = await verifyWith(
      statusReply({ status: 'verifying' }),
      statusReply({ status: 'failed' }),
    );

    await wait(10_000);

    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Payment verification failed\. Please contact support\.$/,
    );
    expect(document.querySelector('.spinner')).not.toBeInTheDocument();
    expect(detail('Status')).toHaveTextContent(/^Failed$/);
    expect(polls()).toBe(2);
    await wait(60_000);
    expect(polls()).toBe(2);
  });

  it.each([
    [
      "'Failed to get payment status' when the server gives no reason",
      { status: 500, body: null },
      'Failed to get payment status',
    ],
    [
      'the server error',
      { status: 404, body: { success: false, error: 'Order not found' } },
      'Order not found',
    ],
  ])('on a failed check shows %s and keeps checking', async (_, failure, message) => {
    const { polls } = await verifyWith(
      statusReply({ status: 'verifying', confirmations: 2 }),
      failure,
      statusReply({ status: 'verifying', confirmations: 6 }),
    );

    await wait(10_000);

    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(detail('Status')).toHaveTextContent(/^Verifying$/);

    await wait(10_000);

    expect(polls()).toBe(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(detail('Confirmations')).toHaveTextContent(/^6$/);
  });

  it('says why when the order cannot be fetched at all', async () => {
    await verifyWith({ status: 404, body: { success: false, error: 'Order not found' } });

    expect(screen.getByRole('alert')).toHaveTextContent(/^Order not found$/);
    expect(screen.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', '/payment');
    expect(screen.queryByRole('list', { name: 'Purchase progress' })).not.toBeInTheDocument();
  });

  it("shows the confirmations as 'n of required' when the network asks for a number", async () => {
    await verifyWith(
      statusReply({ status: 'verifying', confirmations: 3, confirmationsRequired: 19 }),
      statusReply({ status: 'confirmed', confirmations: 19, confirmationsRequired: 19 }),
    );

    expect(detail('Confirmations')).toHaveTextContent(/^3 of 19$/);
    expect(screen.getByText(PAYMENT_STATUS_TEXT.verifying)).toBeInTheDocument();

    await wait(10_000);

    expect(detail('Confirmations')).toHaveTextContent(/^19 of 19$/);
    expect(detail('Status')).toHaveTextContent(/^Confirmed$/);
    expect(screen.getByText('Payment confirmed. Issuing your license...')).toBeInTheDocument();
    expect(document.querySelector('.spinner')).toBeInTheDocument();
  });

  it('on failed also shows the reason the server gave, outside the fixed message', async () => {
    await verifyWith(statusReply({ status: 'failed', statusMessage: 'Payment rejected: wrong token sent' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Payment verification failed\. Please contact support\.$/,
    );
    expect(screen.getByText('Payment rejected: wrong token sent')).toBeInTheDocument();
  });
});
