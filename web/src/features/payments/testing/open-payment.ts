// Drives the payment pages the way a signed-in trader does: open /payment and walk to the step under test,
// or open an order's own page, /payment/<orderId>, as a reload or a link does. The walking helpers use
// fireEvent, so they work with the real clock and with a faked one alike.
import type { OrderView } from '@shop/command-api/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { elapse, settle } from '../../../testing/fake-time';
import { type Handler, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import {
  anOrder,
  CALLS,
  ORDER_ID,
  SUBMITTED,
  statusReply,
  TRADER_SESSION,
  TRC20_HASH,
} from './payment-fixtures';

/**
 * /payment signed in as the trader, with `state` as the navigation state; waits for Plan Details. Unless
 * `handlers` answer otherwise, the server places an order like `order`, its page finds it unpaid, and once
 * a proof has been accepted, being verified.
 */
export async function openPayment(
  handlers: Record<string, Handler> = {},
  state?: unknown,
  order: Partial<OrderView> = {},
) {
  localStorage.setItem('token', 'session-token');
  let placed: OrderView | null = null;
  let proven = false;
  const submit = handlers[CALLS.submit] ?? SUBMITTED;
  const fetchMock = mockApi({
    [CALLS.me]: TRADER_SESSION,
    [CALLS.createOrder]: () => {
      placed = anOrder(order);
      return { status: 201, body: { success: true, order: placed } };
    },
    [CALLS.status]: () =>
      statusReply({
        ...(placed ?? anOrder(order)),
        ...(proven ? { status: 'verifying', transactionHash: TRC20_HASH } : {}),
      }),
    ...handlers,
    [CALLS.submit]: async (request) => {
      const reply = typeof submit === 'function' ? await submit(request) : submit;
      proven ||= reply.status < 400;
      return reply;
    },
  });
  const app = renderApp([{ pathname: '/payment', state }]);
  await screen.findByRole('heading', { level: 2, name: 'Plan Details' });
  return { ...app, fetchMock };
}

/**
 * /payment/<ORDER_ID> signed in as the trader, on a faked clock from the start (so the page's checks run on
 * it), with everything due already run.
 */
export async function openOrder(handlers: Record<string, Handler>, now?: Date) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = mockApi({ [CALLS.me]: TRADER_SESSION, ...handlers });
  vi.useFakeTimers();
  if (now) vi.setSystemTime(now);
  const app = renderApp([`/payment/${ORDER_ID}`]);
  await settle();
  return { ...app, fetchMock };
}

/** The step heading `name`, once it is there. */
export async function stepHeading(name: string): Promise<HTMLElement> {
  // With a faked clock findBy* could never time out: everything due runs first, and the answers React
  // Query hands on in a 0 ms timeout set during a tick, which the faked clock runs 1 ms later.
  if (vi.isFakeTimers()) {
    await settle();
    await elapse(1);
    await settle();
    return screen.getByRole('heading', { level: 2, name });
  }
  return screen.findByRole('heading', { level: 2, name });
}

export function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  if (vi.isFakeTimers()) await settle();
}

/** Plan Details filled in with `accountNumber`, then on to Payment Info. */
export async function reachPaymentInfo(accountNumber = '12345678') {
  typeInto('MT5 Account Number', accountNumber);
  await click('Continue to Payment');
  return stepHeading('Payment Info');
}

/** On through Payment Info to Submit Proof. */
export async function reachProof() {
  await reachPaymentInfo();
  await click("I've Sent the Payment");
  return stepHeading('Submit Proof');
}
