// Step 3, Submit Proof (spec §2, §5 Payment, §8): the 64-character hash (BEP20 may add 0x), the optional
// wallet address, what is sent, and each answer.
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { settle } from '../../../testing/fake-time';
import { deferredReply, requestsTo } from '../../../testing/mock-api';
import { openPayment, reachProof, stepHeading } from '../testing/open-payment';
import { aNetwork, CALLS, networksReply, ORDER_ID, SUBMITTED, TRC20_HASH } from '../testing/payment-fixtures';

const HASH_MESSAGE = 'Please enter a valid transaction hash (64 characters)';
const BEP20_HASH = `0x${'Cd'.repeat(32)}`;
const hashField = () => screen.getByLabelText('Transaction Hash');
const walletField = () => screen.getByLabelText('Your Wallet Address (optional)');
const submit = () => screen.getByRole('button', { name: 'Submit Payment' });

async function openProof(network: 'TRC20' | 'BEP20' = 'TRC20', handlers = {}) {
  const app = await openPayment(handlers, undefined, { network });
  await reachProof();
  return app;
}

describe('submit proof', () => {
  it.each([
    ['TRC20', ''],
    ['TRC20', 'ab'.repeat(31)],
    ['TRC20', `${'ab'.repeat(32)}0`],
    ['TRC20', `0x${'ab'.repeat(32)}`],
    ['TRC20', 'zz'.repeat(32)],
    ['BEP20', `0x${'ab'.repeat(31)}`],
    ['BEP20', `0x${'ab'.repeat(33)}`],
  ] as const)(`on %s refuses %o with '${HASH_MESSAGE}' and sends nothing`, async (network, hash) => {
    const { user, fetchMock } = await openProof(network);

    if (hash) await user.type(hashField(), hash);
    await user.click(submit());

    expect(screen.getByRole('alert')).toHaveTextContent(
      new RegExp(`^${HASH_MESSAGE.replace(/[()]/g, '\\$&')}$`),
    );
    expect(hashField()).toHaveAttribute('aria-invalid', 'true');
    expect(hashField()).toHaveAccessibleDescription(expect.stringContaining(HASH_MESSAGE));
    expect(requestsTo(fetchMock, CALLS.submit)).toEqual([]);
  });

  it.each([
    ['BEP20 with 0x', 'BEP20', BEP20_HASH],
    ['BEP20 without 0x', 'BEP20', 'Cd'.repeat(32)],
    ['TRC20', 'TRC20', TRC20_HASH],
  ] as const)('accepts a 64-character hash on %s', async (_, network, hash) => {
    const { user, fetchMock } = await openProof(network);

    await user.type(hashField(), hash);
    await user.click(submit());

    await stepHeading('Verification');
    expect(requestsTo(fetchMock, CALLS.submit)).toEqual([
      { orderId: ORDER_ID, transactionHash: hash, userPaymentAddress: null },
    ]);
  });

  it('sends the trimmed wallet address, then shows the confirmation on Verification', async () => {
    const submitted = deferredReply();
    const { user, fetchMock } = await openProof('TRC20', { [CALLS.submit]: submitted.handler });

    await user.type(hashField(), ` ${TRC20_HASH} `);
    await user.type(walletField(), '  TMyOwnWallet111  ');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    submitted.release(SUBMITTED);

    const verification = await stepHeading('Verification');
    // Focus moves in an effect after the step shows, which a busy machine may run a moment later.
    await waitFor(() => expect(verification).toHaveFocus());
    expect(screen.getByText(PAYMENT_MESSAGES.submitted)).toHaveAttribute('role', 'status');
    expect(PAYMENT_MESSAGES.submitted).toBe('Payment submitted successfully! Verification in progress...');
    expect(requestsTo(fetchMock, CALLS.submit)).toEqual([
      { orderId: ORDER_ID, transactionHash: TRC20_HASH, userPaymentAddress: 'TMyOwnWallet111' },
    ]);
  });

  it.each([
    [
      'the server error (a hash already used for another order)',
      {
        status: 409,
        body: { success: false, error: 'This transaction has already been submitted for another order' },
      },
      'This transaction has already been submitted for another order',
    ],
    [
      "'Failed to submit payment' when the server gives no reason",
      { status: 500, body: null },
      'Failed to submit payment',
    ],
  ])('shows %s and stays on Submit Proof', async (_, reply, message) => {
    const { user } = await openProof('TRC20', { [CALLS.submit]: reply });

    await user.type(hashField(), TRC20_HASH);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.getByRole('heading', { level: 2, name: 'Submit Proof' })).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(hashField()).toHaveValue(TRC20_HASH);
  });
});

describe('dev wallet payment', () => {
  const DEV_BUTTON = 'Pay with the dev wallet (development chain only)';
  const DEV_HASH = `0x${'5e'.repeat(32)}`;
  const BOTH = [aNetwork('TRC20'), aNetwork('BEP20')];
  const devSection = () => screen.getByRole('region', { name: 'Development chain only' });

  /** Submit Proof reached, once GET /api/payments/networks has been answered. */
  async function openWithNetworks(network: 'TRC20' | 'BEP20', devPayments: boolean, handlers = {}) {
    const app = await openProof(network, { [CALLS.networks]: networksReply(BOTH, devPayments), ...handlers });
    await waitFor(() => expect(requestsTo(app.fetchMock, CALLS.networks)).toHaveLength(1));
    // The answer reaches the page a tick after the call: on a faked clock, everything due runs, however
    // slowly the machine answers.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await settle();
    return app;
  }

  it('is offered on a BEP20 order while the server runs a development chain, and fills in the hash', async () => {
    const { user, fetchMock } = await openWithNetworks('BEP20', true, {
      [CALLS.devPay]: {
        status: 200,
        body: { success: true, message: PAYMENT_MESSAGES.devPaid, transactionHash: DEV_HASH },
      },
    });

    const button = await within(devSection()).findByRole('button', { name: DEV_BUTTON });
    expect(hashField()).toHaveValue('');
    await user.click(button);

    await waitFor(() => expect(hashField()).toHaveValue(DEV_HASH));
    expect(requestsTo(fetchMock, CALLS.devPay)).toEqual([{ orderId: ORDER_ID }]);
    expect(within(devSection()).getByRole('status')).toHaveTextContent(
      /^Test payment sent from the development wallet$/,
    );
    expect(
      new Headers(
        fetchMock.mock.calls.find(([input]) => input === '/api/payments/dev-pay')?.[1]?.headers,
      ).get('Authorization'),
    ).toBe('Bearer session-token');
    // Paid once: the button does not pay the order a second time.
    expect(within(devSection()).getByRole('button', { name: DEV_BUTTON })).toBeDisabled();
    // Nothing is submitted until the person says so.
    expect(requestsTo(fetchMock, CALLS.submit)).toEqual([]);

    await user.click(submit());
    await stepHeading('Verification');
    expect(requestsTo(fetchMock, CALLS.submit)).toEqual([
      { orderId: ORDER_ID, transactionHash: DEV_HASH, userPaymentAddress: null },
    ]);
  });

  it('shows the server error in the step and leaves the hash field alone', async () => {
    const { user } = await openWithNetworks('BEP20', true, {
      [CALLS.devPay]: {
        status: 502,
        body: { success: false, error: 'The dev wallet holds too little USDT' },
      },
    });

    await user.click(await within(devSection()).findByRole('button', { name: DEV_BUTTON }));

    expect(await within(devSection()).findByRole('alert')).toHaveTextContent(
      /^The dev wallet holds too little USDT$/,
    );
    expect(hashField()).toHaveValue('');
    expect(within(devSection()).getByRole('button', { name: DEV_BUTTON })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Submit Proof' })).toBeInTheDocument();
  });

  it("says 'Failed to send the test payment' when the server gives no reason", async () => {
    const { user } = await openWithNetworks('BEP20', true, { [CALLS.devPay]: { status: 500, body: null } });

    await user.click(await within(devSection()).findByRole('button', { name: DEV_BUTTON }));

    expect(await within(devSection()).findByRole('alert')).toHaveTextContent(
      /^Failed to send the test payment$/,
    );
  });

  it.each([
    ['a BEP20 order without a development chain', 'BEP20', false],
    ['a TRC20 order, development chain or not', 'TRC20', true],
  ] as const)('is never offered on %s', async (_, network, devPayments) => {
    const { fetchMock } = await openWithNetworks(network, devPayments);

    expect(screen.queryByRole('button', { name: DEV_BUTTON })).not.toBeInTheDocument();
    expect(screen.queryByText('Development chain only')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, CALLS.devPay)).toEqual([]);
  });

  it('is not offered when the networks cannot be fetched', async () => {
    await openProof('BEP20', { [CALLS.networks]: { status: 500, body: null } });

    expect(screen.queryByRole('button', { name: DEV_BUTTON })).not.toBeInTheDocument();
  });
});
