// The payment page's gate and first step (spec §2 Payment page, §4 Purchase flow, §5 Payment, §8): the
// plan from the navigation state or the default one, the discount code, the network, the account number,
// the order request and what each answer to it leads to.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { settle } from '../../../testing/fake-time';
import { deferredReply, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { openPayment, stepHeading } from '../testing/open-payment';
import {
  aNetwork,
  anOrder,
  CALLS,
  networksReply,
  ORDER_ID,
  orderPlaced,
  statusReply,
  TRADER_SESSION,
  TRC20_ADDRESS,
} from '../testing/payment-fixtures';

const ELITE = { planType: 'elite', planDuration: '6months', price: 234, name: 'Elite Plan - 6 Months' };
const discountField = () => screen.getByLabelText('Discount Code (optional)');
const accountField = () => screen.getByLabelText('MT5 Account Number');
/** The value shown beside a label in the step's details. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const progress = () => within(screen.getByRole('list', { name: 'Purchase progress' }));
const currentStep = () => progress().getByRole('listitem', { current: 'step' });

describe('payment page', () => {
  it('without a stored token goes to /login and calls nothing', async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp(['/payment']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after signing in comes back to the plan that was chosen', async () => {
    mockApi({
      'POST /api/users/login': { status: 200, body: { success: true, token: 'fresh-token' } },
      [CALLS.me]: TRADER_SESSION,
    });
    const { router, user } = renderApp([{ pathname: '/payment', state: { planDetails: ELITE } }]);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });

    await user.type(screen.getByLabelText('Email or Username'), 'trader1');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Plan Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    expect(detail('Plan')).toHaveTextContent(/^Elite Plan - 6 Months$/);
  });

  it('without plan details buys the default plan, starter for 1 month at 49 USD', async () => {
    const { user, fetchMock } = await openPayment();

    expect(screen.getByRole('heading', { level: 1, name: 'Purchase a License' })).toBeInTheDocument();
    expect(detail('Plan')).toHaveTextContent(/^Starter Plan - 1 Month$/);
    expect(detail('Price')).toHaveTextContent(/^49\.00 USD$/);

    await user.type(accountField(), '12345678');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await stepHeading('Payment Info');
    expect(requestsTo(fetchMock, CALLS.createOrder)).toEqual([
      {
        planType: 'starter',
        planDuration: '1month',
        accountNumber: 12345678,
        network: 'TRC20',
        discountCode: null,
      },
    ]);
  });

  it('buys the plan handed over in the navigation state', async () => {
    const { user, fetchMock } = await openPayment({}, { planDetails: ELITE });

    expect(detail('Plan')).toHaveTextContent(/^Elite Plan - 6 Months$/);
    expect(detail('Price')).toHaveTextContent(/^234\.00 USD$/);

    await user.type(accountField(), '55501234');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await stepHeading('Payment Info');
    expect(requestsTo(fetchMock, CALLS.createOrder)).toEqual([
      {
        planType: 'elite',
        planDuration: '6months',
        accountNumber: 55501234,
        network: 'TRC20',
        discountCode: null,
      },
    ]);
  });

  it('ignores navigation state that is not a whole plan', async () => {
    await openPayment({}, { planDetails: { planType: 'elite', price: '234' } });

    expect(detail('Plan')).toHaveTextContent(/^Starter Plan - 1 Month$/);
  });

  it('shows the four steps as an ordered list with Plan Details as the current one', async () => {
    await openPayment();

    const list = screen.getByRole('list', { name: 'Purchase progress' });
    expect(list.tagName).toBe('OL');
    expect(
      progress()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Plan Details', '2Payment Info', '3Submit Proof', '4Verification']);
    expect(currentStep()).toHaveTextContent('Plan Details');
  });

  it('offers TRC20 (checked) and BEP20 as radio buttons', async () => {
    await openPayment();

    const group = screen.getByRole('group', { name: 'Payment Network' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['TRC20', 'BEP20']);
    expect(within(group).getByRole('radio', { name: 'TRON (TRC20)' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'BNB Smart Chain (BEP20)' })).not.toBeChecked();
  });

  describe('discount code', () => {
    const quote = {
      status: 200,
      body: {
        success: true,
        discount: { code: 'SAVE10', description: 'Ten percent off', discountAmount: 4.9, finalAmount: 44.1 },
      },
    };

    it('is upper-cased as typed, checked on leaving the field, and shows the discount and final amount', async () => {
      const { user, fetchMock } = await openPayment({ [CALLS.discount]: quote });

      await user.type(discountField(), 'save10');
      expect(discountField()).toHaveValue('SAVE10');
      expect(requestsTo(fetchMock, CALLS.discount)).toEqual([]);

      await user.tab();

      expect(await screen.findByText('Final Amount')).toBeInTheDocument();
      expect(requestsTo(fetchMock, CALLS.discount)).toEqual([
        { code: 'SAVE10', planType: 'starter', amount: 49 },
      ]);
      expect(detail('Discount (SAVE10)')).toHaveTextContent('-4.90 USD');
      expect(detail('Discount (SAVE10)')).toHaveTextContent('Ten percent off');
      expect(detail('Final Amount')).toHaveTextContent(/^44\.10 USD$/);
      expect(discountField()).not.toHaveAttribute('aria-invalid');

      // Leaving the field again with the same code asks nothing more.
      await user.click(discountField());
      await user.tab();
      expect(requestsTo(fetchMock, CALLS.discount)).toHaveLength(1);
    });

    it('sends the code with the order', async () => {
      const { user, fetchMock } = await openPayment({ [CALLS.discount]: quote });

      await user.type(discountField(), ' save10 ');
      await user.click(screen.getByRole('radio', { name: 'BNB Smart Chain (BEP20)' }));
      await user.type(accountField(), '12345678');
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      await stepHeading('Payment Info');
      expect(requestsTo(fetchMock, CALLS.createOrder)).toEqual([
        {
          planType: 'starter',
          planDuration: '1month',
          accountNumber: 12345678,
          network: 'BEP20',
          discountCode: 'SAVE10',
        },
      ]);
    });

    it.each([
      [
        'the server error',
        { status: 404, body: { success: false, error: 'Invalid discount code' } },
        'Invalid discount code',
      ],
      [
        "'Failed to validate discount code' when the server gives no reason",
        { status: 500, body: null },
        'Failed to validate discount code',
      ],
    ])('shows %s under the field', async (_, reply, message) => {
      const { user } = await openPayment({ [CALLS.discount]: reply });

      await user.type(discountField(), 'nope');
      await user.tab();

      expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
      expect(discountField()).toHaveAccessibleDescription(message);
      expect(discountField()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Final Amount')).not.toBeInTheDocument();
    });

    it('is cleared, discount and error alike, when the field is emptied', async () => {
      let calls = 0;
      const { user, fetchMock } = await openPayment({
        [CALLS.discount]: () => {
          calls += 1;
          return calls === 1
            ? quote
            : { status: 404, body: { success: false, error: 'Invalid discount code' } };
        },
      });

      await user.type(discountField(), 'save10');
      await user.tab();
      expect(await screen.findByText('Final Amount')).toBeInTheDocument();

      await user.clear(discountField());
      expect(screen.queryByText('Final Amount')).not.toBeInTheDocument();

      await user.type(discountField(), 'nope');
      await user.tab();
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid discount code');

      await user.clear(discountField());
      await user.tab();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(discountField()).not.toHaveAttribute('aria-invalid');
      // An empty field is never sent to be checked.
      expect(requestsTo(fetchMock, CALLS.discount)).toEqual([
        { code: 'SAVE10', planType: 'starter', amount: 49 },
        { code: 'NOPE', planType: 'starter', amount: 49 },
      ]);
    });
    it('drops the answer for a code that was edited while it was being checked', async () => {
      const first = deferredReply();
      const { user } = await openPayment({ [CALLS.discount]: first.handler });

      await user.type(discountField(), 'save');
      await user.tab();
      await user.type(discountField(), '10');
      vi.useFakeTimers({ shouldAdvanceTime: true });
      first.release(quote);

      await waitFor(() => expect(discountField()).toHaveValue('SAVE10'));
      // Time for the held answer to arrive and, if it were not dropped, to show: on a faked clock, everything
      // due runs, however slowly the machine answers.
      await settle();
      expect(screen.queryByText('Final Amount')).not.toBeInTheDocument();
    });
  });

  it.each(['', '12ab', '123.5', '-5', '0'])(
    "refuses the account number %o with 'Please enter a valid MT5 account number' and sends nothing",
    async (typed) => {
      const { user, fetchMock } = await openPayment();

      if (typed) await user.type(accountField(), typed);
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      expect(accountField()).toHaveAccessibleDescription('Please enter a valid MT5 account number');
      expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid MT5 account number$/);
      expect(requestsTo(fetchMock, CALLS.createOrder)).toEqual([]);
      expect(screen.getByRole('heading', { level: 2, name: 'Plan Details' })).toBeInTheDocument();
    },
  );

  it('places the order and shows Payment Info, focused on its heading, with every field of the order', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T12:00:00.000Z'));
    const order = anOrder({ discount: { code: 'SAVE10', discountAmount: 4.9 }, amount: 44.1 });
    const create = deferredReply();
    const { user, fetchMock, router } = await openPayment({
      [CALLS.createOrder]: create.handler,
      [CALLS.status]: statusReply({ ...order }),
    });

    await user.type(accountField(), '12345678');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByRole('button', { name: 'Creating Order...' })).toBeDisabled();
    create.release({ status: 201, body: { success: true, order } });

    const paymentInfo = await screen.findByRole('heading', { level: 2, name: 'Payment Info' });
    // Focus moves in an effect after the step shows, which a busy machine may run a moment later.
    await waitFor(() => expect(paymentInfo).toHaveFocus());
    // The order has its own address, in place of /payment.
    expect(router.state.location.pathname).toBe(`/payment/${ORDER_ID}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(currentStep()).toHaveTextContent('Payment Info');
    expect(progress().getByText('Plan Details').parentElement).toHaveTextContent('Plan Details (completed)');
    expect(detail('Payment Address')).toHaveTextContent(TRC20_ADDRESS);
    expect(document.querySelector('.checkout__figure')).toHaveTextContent(/^44\.10 USDT$/);
    expect(detail('Discount (SAVE10)')).toHaveTextContent(/^-4\.90 USD$/);
    expect(detail('Network')).toHaveTextContent('TRON (TRC20)');
    const explorer = within(detail('Network') as HTMLElement).getByRole('link', { name: /Block Explorer/ });
    expect(explorer).toHaveAttribute('href', 'https://tronscan.org');
    expect(explorer).toHaveAttribute('target', '_blank');
    expect(explorer.getAttribute('rel')).toContain('noopener');
    expect(detail('Order ID')).toHaveTextContent(ORDER_ID);
    expect(detail('Expires At')).toHaveTextContent(formatDateTime('2026-03-15T12:30:00.000Z'));
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    expect(screen.getByText('Payment must be sent within 30 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I've Sent the Payment" })).toBeEnabled();
    // Every payment call is the trader's own (the plans are public).
    const paymentCalls = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/payments'));
    expect(paymentCalls.length).toBeGreaterThanOrEqual(2);
    for (const [, init] of paymentCalls) {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer session-token');
    }
  });

  it.each([
    [
      'the server error',
      { status: 400, body: { success: false, error: 'Please choose one of the plans on offer' } },
      'Please choose one of the plans on offer',
    ],
    [
      "'Failed to create payment order' when the server gives no reason",
      { status: 500, body: null },
      'Failed to create payment order',
    ],
  ])('shows %s and stays on Plan Details', async (_, reply, message) => {
    const { user } = await openPayment({ [CALLS.createOrder]: reply });

    await user.type(accountField(), '12345678');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.getByRole('heading', { level: 2, name: 'Plan Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it('sends an account whose email is not verified to /email-verification-pending with its address', async () => {
    const { user, router } = await openPayment({
      [CALLS.createOrder]: {
        status: 403,
        body: {
          success: false,
          error: 'Please verify your email address before making a purchase',
          code: 'EMAIL_NOT_VERIFIED',
          emailVerificationRequired: true,
          userEmail: 'trader1@example.com',
        },
      },
    });

    await user.type(accountField(), '12345678');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email-verification-pending');
    expect(router.state.location.state).toEqual({ email: 'trader1@example.com' });
    expect(screen.getByText('trader1@example.com')).toBeInTheDocument();
  });

  it('does not place a second order while the first is on its way', async () => {
    const create = deferredReply();
    const { user, fetchMock } = await openPayment({ [CALLS.createOrder]: create.handler });

    await user.type(accountField(), '12345678');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Creating Order...' }));
    create.release(orderPlaced()());

    await stepHeading('Payment Info');
    await waitFor(() => expect(requestsTo(fetchMock, CALLS.createOrder)).toHaveLength(1));
  });
});

describe('payment network availability', () => {
  const TRON_DOWN =
    'TRC20 payments are unavailable on this server: no TRON node is configured (TRON_API_URL). Please choose BEP20.';
  const BSC_DOWN = 'BEP20 payments are unavailable on this server: no BNB Smart Chain node is configured.';
  const radio = (name: string) =>
    within(screen.getByRole('group', { name: 'Payment Network' })).getByRole('radio', { name });
  const trc20 = () => radio('TRON (TRC20)');
  const bep20 = () => radio('BNB Smart Chain (BEP20)');

  it('disables an unavailable TRC20 with its reason beside it, and makes BEP20 the default', async () => {
    const { user, fetchMock } = await openPayment({
      [CALLS.networks]: networksReply([aNetwork('TRC20', TRON_DOWN), aNetwork('BEP20')]),
    });

    await waitFor(() => expect(trc20()).toBeDisabled());
    expect(trc20()).not.toBeChecked();
    expect(trc20()).toHaveAccessibleDescription(TRON_DOWN);
    expect(screen.getByText(TRON_DOWN)).toBeVisible();
    expect(bep20()).toBeEnabled();
    expect(bep20()).toBeChecked();
    expect(bep20()).not.toHaveAccessibleDescription();

    await user.type(accountField(), '12345678');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await stepHeading('Payment Info');
    expect(requestsTo(fetchMock, CALLS.createOrder)).toEqual([
      expect.objectContaining({ network: 'BEP20', accountNumber: 12345678 }),
    ]);
  });

  it('moves off TRC20 when the answer comes after TRC20 was picked', async () => {
    const networks = deferredReply();
    const { user } = await openPayment({ [CALLS.networks]: networks.handler });

    await user.click(trc20());
    expect(trc20()).toBeChecked();
    networks.release(networksReply([aNetwork('TRC20', TRON_DOWN), aNetwork('BEP20')]));

    await waitFor(() => expect(bep20()).toBeChecked());
    expect(trc20()).toBeDisabled();
  });

  it('keeps TRC20 the default while both are available, with no reasons shown', async () => {
    const { fetchMock } = await openPayment({
      [CALLS.networks]: networksReply([aNetwork('TRC20'), aNetwork('BEP20')]),
    });

    await waitFor(() => expect(requestsTo(fetchMock, CALLS.networks)).toHaveLength(1));
    await waitFor(() => expect(trc20()).toBeChecked());
    expect(trc20()).toBeEnabled();
    expect(bep20()).toBeEnabled();
    expect(trc20()).not.toHaveAccessibleDescription();
  });

  it('disables an unavailable BEP20 with its reason and keeps TRC20', async () => {
    await openPayment({
      [CALLS.networks]: networksReply([aNetwork('TRC20'), aNetwork('BEP20', BSC_DOWN)]),
    });

    await waitFor(() => expect(bep20()).toBeDisabled());
    expect(bep20()).toHaveAccessibleDescription(BSC_DOWN);
    expect(trc20()).toBeChecked();
    expect(trc20()).toBeEnabled();
  });

  it('offers both networks when the availability cannot be fetched; the server checks the order', async () => {
    const { user, fetchMock } = await openPayment({
      [CALLS.networks]: { status: 500, body: { success: false, error: 'Internal Server Error' } },
    });

    await waitFor(() => expect(requestsTo(fetchMock, CALLS.networks).length).toBeGreaterThan(0));
    expect(trc20()).toBeEnabled();
    expect(bep20()).toBeEnabled();
    expect(trc20()).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(bep20());
    await user.type(accountField(), '12345678');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await stepHeading('Payment Info');
    expect(requestsTo(fetchMock, CALLS.createOrder)).toEqual([expect.objectContaining({ network: 'BEP20' })]);
  });
});
