// The payment context (spec §3, §4, §6): the current order (the one its page names) and the history it
// keeps, the loading flag during create, submit, history and discount calls, the words each failure
// carries, and the error outside it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { deferredReply, type Handler, mockApi } from '../../../testing/mock-api';
import { anOrder, CALLS, ORDER_ID, SUBMITTED, statusReply, TRC20_HASH } from '../testing/payment-fixtures';
import { type PaymentContextValue, PaymentProvider, usePayment } from './payment-context';

type Call = (payment: PaymentContextValue) => Promise<{ ok: boolean; error?: string }>;

const CALLS_UNDER_TEST: Record<
  string,
  { key: string; call: Call; success: { status: number; body: unknown } }
> = {
  create: {
    key: CALLS.createOrder,
    call: (payment) =>
      payment.createOrder({
        planType: 'starter',
        planDuration: '1month',
        accountNumber: 1,
        network: 'TRC20',
      }),
    success: { status: 201, body: { success: true, order: anOrder() } },
  },
  submit: {
    key: CALLS.submit,
    call: (payment) => payment.submitPayment({ orderId: ORDER_ID, transactionHash: TRC20_HASH }),
    success: SUBMITTED,
  },
  history: {
    key: CALLS.history,
    call: (payment) => payment.loadPaymentHistory(),
    success: { status: 200, body: { success: true, payments: [anOrder()] } },
  },
  discount: {
    key: CALLS.discount,
    call: (payment) => payment.validateDiscount({ code: 'SAVE10', planType: 'starter', amount: 49 }),
    success: {
      status: 200,
      body: {
        success: true,
        discount: { code: 'SAVE10', description: '', discountAmount: 4.9, finalAmount: 44.1 },
      },
    },
  },
};

/** Shows the context's state and runs `call` on a click, showing the outcome. */
function Probe({ call }: { call: Call }) {
  const payment = usePayment();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <p>loading: {String(payment.loading)}</p>
      <p>
        order:{' '}
        {payment.currentOrder ? `${payment.currentOrder.orderId} ${payment.currentOrder.status}` : 'none'}
      </p>
      <p>history: {payment.paymentHistory.length}</p>
      <p>outcome: {outcome}</p>
      <button type="button" onClick={async () => setOutcome(JSON.stringify(await call(payment)))}>
        Call
      </button>
    </>
  );
}

function renderProbe(call: Call, handlers: Record<string, Handler>, orderId?: string) {
  mockApi(handlers);
  localStorage.setItem('token', 'session-token');
  render(
    <AppProvider>
      <PaymentProvider orderId={orderId}>
        <Probe call={call} />
      </PaymentProvider>
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('PaymentProvider', () => {
  it.each(Object.keys(CALLS_UNDER_TEST))(
    'sets the loading flag while the %s call is on its way',
    async (name) => {
      const { key, call, success } = CALLS_UNDER_TEST[name]!;
      const reply = deferredReply();
      const user = renderProbe(call, { [key]: reply.handler });
      expect(screen.getByText('loading: false')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Call' }));
      expect(screen.getByText('loading: true')).toBeInTheDocument();
      reply.release(success);

      expect(await screen.findByText(/^outcome: \{"ok":true/)).toBeInTheDocument();
      expect(screen.getByText('loading: false')).toBeInTheDocument();
    },
  );

  it('has no current order without an order id, and does not make the created one current', async () => {
    const { call, success, key } = CALLS_UNDER_TEST.create!;
    const user = renderProbe(call, { [key]: success });

    await user.click(screen.getByRole('button', { name: 'Call' }));

    expect(await screen.findByText(/^outcome: \{"ok":true/)).toBeInTheDocument();
    expect(screen.getByText('order: none')).toBeInTheDocument();
  });

  it('fetches the order its id names as the current one, and again once a proof is accepted', async () => {
    let checks = 0;
    const { call } = CALLS_UNDER_TEST.submit!;
    const user = renderProbe(
      call,
      {
        [CALLS.status]: () => {
          checks += 1;
          return statusReply({ status: checks === 1 ? 'pending' : 'verifying' });
        },
        [CALLS.submit]: SUBMITTED,
      },
      ORDER_ID,
    );
    expect(screen.getByText('loading: true')).toBeInTheDocument();
    expect(await screen.findByText(`order: ${ORDER_ID} pending`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Call' }));

    expect(await screen.findByText(`order: ${ORDER_ID} verifying`)).toBeInTheDocument();
    expect(checks).toBe(2);
  });

  it('keeps the payment history it fetched', async () => {
    const { call, success, key } = CALLS_UNDER_TEST.history!;
    const user = renderProbe(call, { [key]: success });

    await user.click(screen.getByRole('button', { name: 'Call' }));

    expect(await screen.findByText('history: 1')).toBeInTheDocument();
  });

  it.each([
    ['create', 'Failed to create payment order'],
    ['submit', 'Failed to submit payment'],
    ['history', 'Failed to get payment history'],
    ['discount', 'Failed to validate discount code'],
  ])("answers a failed %s call without a reason from the server with '%s'", async (name, message) => {
    const { key, call } = CALLS_UNDER_TEST[name]!;
    const user = renderProbe(call, { [key]: { status: 500, body: null } });

    await user.click(screen.getByRole('button', { name: 'Call' }));

    const outcome = await screen.findByText(/^outcome: /);
    expect(JSON.parse(outcome.textContent?.replace('outcome: ', '') ?? '')).toMatchObject({
      ok: false,
      error: message,
    });
    expect(screen.getByText('loading: false')).toBeInTheDocument();
    expect(screen.getByText('history: 0')).toBeInTheDocument();
  });

  it("answers a call that got no answer with the exception's message (spec §8)", async () => {
    const { key, call } = CALLS_UNDER_TEST.history!;
    const user = renderProbe(call, {
      [key]: () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await user.click(screen.getByRole('button', { name: 'Call' }));

    expect(await screen.findByText('outcome: {"ok":false,"error":"Failed to fetch"}')).toBeInTheDocument();
  });
});

describe('usePayment', () => {
  it('throws outside a PaymentProvider', () => {
    // React reports the error it rethrows; the report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      usePayment();
      return null;
    }

    expect(() => render(<Orphan />)).toThrow('usePayment must be used within a PaymentProvider');
  });
});
