// Drives the payment page the way a signed-in trader does: open it, then walk to the step under test.
// The walking helpers use fireEvent, so they work with the real clock and with a faked one alike.
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { settle } from '../../../testing/fake-time';
import { type Handler, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { CALLS, orderPlaced, TRADER_SESSION, TRC20_HASH } from './payment-fixtures';

/** /payment signed in as the trader, with `state` as the navigation state; waits for Plan Details. */
export async function openPayment(handlers: Record<string, Handler> = {}, state?: unknown) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = mockApi({ [CALLS.me]: TRADER_SESSION, [CALLS.createOrder]: orderPlaced(), ...handlers });
  const app = renderApp([{ pathname: '/payment', state }]);
  await screen.findByRole('heading', { level: 2, name: 'Plan Details' });
  return { ...app, fetchMock };
}

/** The step heading `name`, once it is there. */
export async function stepHeading(name: string): Promise<HTMLElement> {
  // With a faked clock findBy* could never time out; everything due has run in settle() already.
  if (vi.isFakeTimers()) return screen.getByRole('heading', { level: 2, name });
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

/** On through Submit Proof, with a valid TRC20 hash, to Verification. */
export async function reachVerification() {
  await reachProof();
  typeInto('Transaction Hash', TRC20_HASH);
  await click('Submit Payment');
  return stepHeading('Verification');
}
