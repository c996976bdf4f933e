// Step 2, Payment Info (spec §2, §8, §9): copying the address with its 3-second notice, and the 30-minute
// countdown ticking every second down to the order's expiry.
import { ORDER_MESSAGES } from '@shop/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { elapse } from '../../../testing/fake-time';
import { requestsTo } from '../../../testing/mock-api';
import { click, openPayment, reachPaymentInfo, stepHeading } from '../testing/open-payment';
import { CALLS, TRC20_ADDRESS } from '../testing/payment-fixtures';

const PLACED_AT = new Date('2026-03-15T12:00:00.000Z');
const COPIED = 'Address copied to clipboard!';

async function openWithFakeClock() {
  const app = await openPayment();
  vi.useFakeTimers();
  vi.setSystemTime(PLACED_AT);
  await reachPaymentInfo();
  return app;
}

describe('payment info', () => {
  it("copies the payment address and says 'Address copied to clipboard!' for 3 seconds", async () => {
    await openWithFakeClock();
    // user-event's setup (in renderApp) puts a clipboard on the navigator; jsdom has none of its own.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    expect(screen.queryByText(COPIED)).not.toBeInTheDocument();

    await click('Copy Address');

    expect(writeText).toHaveBeenCalledWith(TRC20_ADDRESS);
    expect(screen.getByText(COPIED)).toHaveAttribute('role', 'status');
    await elapse(2_999);
    expect(screen.getByText(COPIED)).toBeInTheDocument();
    await elapse(1);
    expect(screen.queryByText(COPIED)).not.toBeInTheDocument();
  });

  it('says nothing was copied when the clipboard refuses', async () => {
    await openWithFakeClock();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Permission denied'));

    await click('Copy Address');

    expect(screen.queryByText(COPIED)).not.toBeInTheDocument();
  });

  it('counts the 30 minutes down every second, as mm:ss, and says the order expired at zero', async () => {
    await openWithFakeClock();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/^30:00$/);

    await elapse(1_000);
    expect(timer).toHaveTextContent(/^29:59$/);
    await elapse(999);
    expect(timer).toHaveTextContent(/^29:59$/);
    await elapse(1);
    expect(timer).toHaveTextContent(/^29:58$/);

    await elapse(29 * 60_000 + 57_000);
    expect(timer).toHaveTextContent(/^00:01$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await elapse(1_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_MESSAGES.expired);
    expect(screen.queryByRole('button', { name: "I've Sent the Payment" })).not.toBeInTheDocument();
  });

  it('offers a new order once the window has closed, back on Plan Details', async () => {
    const { fetchMock } = await openWithFakeClock();

    await elapse(30 * 60_000);
    await click('Start a New Order');

    expect(await stepHeading('Plan Details')).toHaveFocus();
    expect(screen.getByLabelText('MT5 Account Number')).toHaveValue('');
    expect(requestsTo(fetchMock, CALLS.createOrder)).toHaveLength(1);
  });

  it("moves on to Submit Proof with 'I've Sent the Payment'", async () => {
    await openWithFakeClock();

    await click("I've Sent the Payment");

    expect(await stepHeading('Submit Proof')).toHaveFocus();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Submit Proof');
  });
});
