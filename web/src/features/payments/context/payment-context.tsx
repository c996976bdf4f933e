// The payment context of spec §3/§6: the order being paid, the person's payment history, and one loading
// flag that is on while an order is created, a payment submitted, the history fetched or a discount code
// checked. Each call answers with an outcome value carrying the words to show (spec §8 fallbacks).
import type { OrderView } from '@shop/command-api/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type CreateOrderRequest, createOrder as postOrder } from '../api/create-order';
import { getPaymentHistory } from '../api/get-payment-history';
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
  currentOrder: OrderView | null;
  paymentHistory: OrderView[];
  loading: boolean;
  createOrder: (request: CreateOrderRequest) => Promise<CreateOrderOutcome>;
  submitPayment: (request: SubmitPaymentRequest) => Promise<Outcome<{ result: SubmitPaymentResponse }>>;
  loadPaymentHistory: () => Promise<Outcome<{ payments: OrderView[] }>>;
  validateDiscount: (request: ValidateDiscountRequest) => Promise<Outcome<{ discount: DiscountQuote }>>;
  /** Forgets the current order, to start again with a new one. */
  clearOrder: () => void;
};

const PaymentContext = createContext<PaymentContextValue | null>(null);

export function PaymentProvider({ children }: { children: ReactNode }) {
  const [currentOrder, setCurrentOrder] = useState<OrderView | null>(null);
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
          setCurrentOrder(order);
          return { ok: true, order };
        } catch (error) {
          return {
            ok: false,
            error: paymentFailure(error, PAYMENT_SCREEN_MESSAGES.createFailed),
            emailVerification: emailVerificationOf(error),
          };
        }
      }),
    [track],
  );

  const submitPayment = useCallback(
    (request: SubmitPaymentRequest) =>
      track(() =>
        attempt(postProof(request), (result) => ({ result }), PAYMENT_SCREEN_MESSAGES.submitFailed),
      ),
    [track],
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

  const clearOrder = useCallback(() => setCurrentOrder(null), []);

  const value = useMemo(
    () => ({
      currentOrder,
      paymentHistory,
      loading: pending > 0,
      createOrder,
      submitPayment,
      loadPaymentHistory,
      validateDiscount,
      clearOrder,
    }),
    [
      currentOrder,
      paymentHistory,
      pending,
      createOrder,
      submitPayment,
      loadPaymentHistory,
      validateDiscount,
      clearOrder,
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
