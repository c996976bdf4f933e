// The payment context of spec §3/§6: the order being paid (the one the address names, /payment/<orderId>,
// checked every 10 seconds until it is completed or failed), the person's payment history, and one loading
// flag that is on while the order is first fetched, an order created, a payment submitted, the history
// fetched or a discount code checked. Each call answers with an outcome value carrying the words to show
// (spec §8 fallbacks).
import type { OrderView } from '@shop/command-api/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { myLicencesQueryOptions } from '../../../lib/queries/get-my-licences';
import { type CreateOrderRequest, createOrder as postOrder } from '../api/create-order';
import { getPaymentHistory, myOrdersQueryOptions } from '../api/get-payment-history';
import { type PaymentStatus, usePaymentStatus } from '../api/get-payment-status';
import {
  submitPayment as postProof,
  type SubmitPaymentRequest,
  type SubmitPaymentResponse,
} from '../api/submit-payment';
import {
  type DiscountQuote,
  validateDiscount as postDiscount,
  type ValidateDiscountRequest,
} from '../api/validate-discount';
import { PAYMENT_SCREEN_MESSAGES } from '../messages';
import { paymentFailure } from '../utils/failure';

export type Outcome<T, Extra = object> = ({ ok: true } & T) | ({ ok: false; error: string } & Extra);

/** A refused order may ask for a verified email first (spec §4), with the address to verify. */
export type CreateOrderOutcome = Outcome<{ order: OrderView }, { emailVerification?: { email?: string } }>;

export type PaymentContextValue = {
  /** The order the page is about, as last checked; null without one or until it has been fetched. */
  currentOrder: PaymentStatus | null;
  /** Why the current order could not be fetched, the last time it was asked for. */
  currentOrderError: string | null;
  paymentHistory: OrderView[];
  loading: boolean;
  createOrder: (request: CreateOrderRequest) => Promise<CreateOrderOutcome>;
  submitPayment: (request: SubmitPaymentRequest) => Promise<Outcome<{ result: SubmitPaymentResponse }>>;
  loadPaymentHistory: () => Promise<Outcome<{ payments: OrderView[] }>>;
  validateDiscount: (request: ValidateDiscountRequest) => Promise<Outcome<{ discount: DiscountQuote }>>;
};

const PaymentContext = createContext<PaymentContextValue | null>(null);

type PaymentProviderProps = {
  /** The order being paid (from the address); without it there is none yet. */
  orderId?: string;
  children: ReactNode;
};

export function PaymentProvider({ orderId, children }: PaymentProviderProps) {
  const order = usePaymentStatus(orderId);
  const { refetch: refetchOrder } = order;
  const queryClient = useQueryClient();
  const completed = order.data?.status === 'completed';

  // A delivered licence (new or renewed) and the paid order show on the dashboard as they are now.
  useEffect(() => {
    if (!completed) return;
    void queryClient.invalidateQueries({ queryKey: myLicencesQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: myOrdersQueryOptions().queryKey });
  }, [completed, queryClient]);
  const [paymentHistory, setPaymentHistory] = useState<OrderView[]>([]);
  // A count, not a boolean: a discount check and an order may be in flight at once.
  const [pending, setPending] = useState(0);

  const track = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    try {
      return await call();
    } finally {
      setPending((count) => count - 1);
    }
  }, []);

  const createOrder = useCallback(
    (request: CreateOrderRequest) =>
      track(async (): Promise<CreateOrderOutcome> => {
        try {
          const order = await postOrder(request);
          void queryClient.invalidateQueries({ queryKey: myOrdersQueryOptions().queryKey });
          return { ok: true, order };
        } catch (error) {
          return {
            ok: false,
            error: paymentFailure(error, PAYMENT_SCREEN_MESSAGES.createFailed),
            emailVerification: emailVerificationOf(error),
          };
        }
      }),
    [track, queryClient],
  );

  // Once the proof is in, the order has moved on (verifying): fetched again before the answer is handed back.
  const submitPayment = useCallback(
    (request: SubmitPaymentRequest) =>
      track(async () => {
        const outcome = await attempt(
          postProof(request),
          (result) => ({ result }),
          PAYMENT_SCREEN_MESSAGES.submitFailed,
        );
        if (outcome.ok && orderId) await refetchOrder();
        return outcome;
      }),
    [track, orderId, refetchOrder],
  );

  const loadPaymentHistory = useCallback(
    () =>
      track(async () => {
        const outcome = await attempt(
          getPaymentHistory(),
          (payments) => ({ payments }),
          PAYMENT_SCREEN_MESSAGES.historyFailed,
        );
        if (outcome.ok) setPaymentHistory(outcome.payments);
        return outcome;
      }),
    [track],
  );

  const validateDiscount = useCallback(
    (request: ValidateDiscountRequest) =>
      track(() =>
        attempt(postDiscount(request), (discount) => ({ discount }), PAYMENT_SCREEN_MESSAGES.discountFailed),
      ),
    [track],
  );

  const currentOrder = order.data ?? null;
  const currentOrderError = order.error
    ? paymentFailure(order.error, PAYMENT_SCREEN_MESSAGES.statusFailed)
    : null;
  const value = useMemo(
    () => ({
      currentOrder,
      currentOrderError,
      paymentHistory,
      loading: pending > 0 || order.isLoading,
      createOrder,
      submitPayment,
      loadPaymentHistory,
      validateDiscount,
    }),
    [
      currentOrder,
      currentOrderError,
      paymentHistory,
      pending,
      order.isLoading,
      createOrder,
      submitPayment,
      loadPaymentHistory,
      validateDiscount,
    ],
  );
  return <PaymentContext.Provider value={value}>{children}</PaymentContext.Provider>;
}

export function usePayment(): PaymentContextValue {
  const payment = useContext(PaymentContext);
  if (!payment) throw new Error('usePayment must be used within a PaymentProvider');
  return payment;
}

async function attempt<T, Shape extends object>(
  call: Promise<T>,
  shape: (value: T) => Shape,
  fallback: string,
): Promise<Outcome<Shape>> {
  try {
    return { ok: true, ...shape(await call) };
  } catch (error) {
    return { ok: false, error: paymentFailure(error, fallback) };
  }
}

function emailVerificationOf(error: unknown): { email?: string } | undefined {
  if (!(error instanceof ApiError) || error.field('emailVerificationRequired') !== true) return undefined;
  const email = error.field('userEmail');
  return { email: typeof email === 'string' && email !== '' ? email : undefined };
}
