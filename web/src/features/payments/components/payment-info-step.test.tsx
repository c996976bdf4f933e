// Step 2, Payment Info (spec §2, §8, §9; UI.md's checkout card): the order's page for an unpaid order, with
// the amount to the cent and its exact copy, the address and its 3-second notice, the QR code a wallet
// scans, the wallet link, the 30-minute countdown, and the status checked every 10 seconds, so a payment
// the chain watcher finds moves the page on by itself.
import type { OrderView } from '@shop/command-api/contracts';
import { ORDER_MESSAGES } from '@shop/domain';
import { screen } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { elapse, settle } from '../../../testing/fake-time';
import { requestsTo } from '../../../testing/mock-api';
import { click, openOrder, stepHeading } from '../testing/open-payment';
import { anOrder, CALLS, statusReply, TRC20_ADDRESS } from '../testing/payment-fixtures';

// The real QR code, drawn as usual, watched for the value it is given.
vi.mock('qrcode.react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('qrcode.react')>();
  const { QRCodeSVG: Drawn } = actual;
  return { ...actual, QRCodeSVG: vi.fn((props: ComponentProps<typeof Drawn>) => <Drawn {...props} />) };
});

const PLACED_AT = new Date('2026-03-15T12:00:00.000Z');
const COPIED = 'Address copied to clipboard!';
const BEP20_URI =
  'ethereum:0x55d398326f99059fF775485246999027B3197955@56/transfer?address=0x1111111111111111111111111111111111111111&uint256=131500000000000000000';

/** The order's page for an order placed at PLACED_AT, unpaid, on a clock that starts then. */
async function openUnpaid(overrides: Partial<OrderView> = {}) {
  const order = anOrder(overrides, PLACED_AT);
  const app = await openOrder({ [CALLS.status]: () => statusReply({ ...order }) }, PLACED_AT);
  await stepHeading('Payment Info');
  return app;
}

describe('payment info', () => {
  it('shows the amount to the cent, large, and copies it exactly as the base units say', async () => {
    await openUnpaid({ amount: 131.5, amountBaseUnits: '131500000' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

    expect(document.querySelector('.checkout__figure')).toHaveTextContent(/^131\.50 USDT$/);
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    await click('Copy Amount');

    expect(writeText).toHaveBeenCalledWith('131.5');
    expect(screen.getByText('Amount copied to clipboard!')).toHaveAttribute('role', 'status');
  });

  it("draws the QR code of the server's payment request, and links to a wallet where there is a URI", async () => {
    await openUnpaid({
      network: 'BEP20',
      amount: 131.5,
      amountBaseUnits: '131500000000000000000',
      paymentRequest: { qrData: BEP20_URI, walletUri: BEP20_URI },
    });

    const qr = screen.getByTestId('payment-qr');
    expect(qr).toHaveAttribute('role', 'img');
    expect(qr).toHaveAccessibleName(`QR code of the payment to ${TRC20_ADDRESS}`);
    expect(qrValue()).toBe(BEP20_URI);
    expect(screen.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute('href', BEP20_URI);
  });

  it('draws the bare address on TRC20, with no wallet link', async () => {
    await openUnpaid();

    expect(qrValue()).toBe(TRC20_ADDRESS);
    expect(screen.queryByRole('link', { name: 'Open in wallet' })).not.toBeInTheDocument();
  });

  it("copies the payment address and says 'Address copied to clipboard!' for 3 seconds", async () => {
    await openUnpaid();
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
    await openUnpaid();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Permission denied'));

    await click('Copy Address');

    expect(screen.queryByText(COPIED)).not.toBeInTheDocument();
  });

  it('counts the 30 minutes down every second, as mm:ss, and says the order expired at zero', async () => {
    await openUnpaid();
    const timer = screen.getByRole('timer');
    // The order reached the page 1 ms into the faked clock; its countdown ticks every second from then.
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
  });

  it('offers a new order for the same plan once the window has closed, back on Plan Details', async () => {
    const { router, fetchMock } = await openUnpaid({
      planType: 'elite',
      planDuration: '6months',
      planName: 'Elite Plan - 6 Months',
    });

    await elapse(30 * 60_000);
    await click('Start a New Order');

    expect(await stepHeading('Plan Details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    expect(screen.getByRole('radio', { name: /^Elite Plan - 6 Months/ })).toBeChecked();
    expect(requestsTo(fetchMock, CALLS.createOrder)).toHaveLength(0);
  });

  it("moves on to Submit Proof with 'I've Sent the Payment'", async () => {
    await openUnpaid();

    await click("I've Sent the Payment");

    expect(await stepHeading('Submit Proof')).toHaveFocus();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Submit Proof');
  });

  it('checks the unpaid order every 10 seconds and moves to Verification once the payment is seen', async () => {
    let seen = false;
    const order = anOrder({}, PLACED_AT);
    const { fetchMock } = await openOrder(
      {
        [CALLS.status]: () =>
          statusReply(
            seen
              ? { ...order, status: 'verifying', confirmations: 3, confirmationsRequired: 19 }
              : { ...order },
          ),
      },
      PLACED_AT,
    );
    await stepHeading('Payment Info');
    expect(requestsTo(fetchMock, CALLS.status)).toHaveLength(1);

    seen = true;
    await elapse(10_000);
    await settle();

    expect(await stepHeading('Verification')).toBeInTheDocument();
    expect(requestsTo(fetchMock, CALLS.status)).toHaveLength(2);
    expect(screen.getByText('Payment detected, 3/19 confirmations')).toBeInTheDocument();
  });
});

/** The text the QR code holds: qrcode.react draws it as squares, so the test reads what it was given. */
function qrValue(): string | undefined {
  return vi.mocked(QRCodeSVG).mock.lastCall?.[0].value as string | undefined;
}
