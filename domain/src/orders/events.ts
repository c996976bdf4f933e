// What happens to an order from placement to payment. Amounts are fixed at placement.
import type { Event } from '../core/message.js';
import type { PlanDuration, PlanType } from '../plans/plans.js';
import type { Network } from './networks.js';

export interface OrderedPlan {
  planType: PlanType;
  planDuration: PlanDuration;
  name: string;
  price: number;
  durationDays: number;
}

export type OrderPlaced = Event<
  'OrderPlaced',
  {
    orderId: string;
    userId: string;
    plan: OrderedPlan;
    accountNumber: number;
    network: Network;
    discount: { discountId: string; code: string; discountCents: number } | null;
    priceCents: number;
    amountCents: number;
    /** USDT base units on `network`, as a decimal string (it does not fit a JS number on BEP20). */
    amountBaseUnits: string;
    paymentAddress: string;
    addressIndex: number;
    placedAt: string;
    expiresAt: string;
  }
>;
export type PaymentSubmitted = Event<
  'PaymentSubmitted',
  { transactionHash: string; userPaymentAddress: string | null; submittedAt: string }
>;
export type OrderExpired = Event<'OrderExpired', { expiredAt: string }>;

export type OrderEvent = OrderPlaced | PaymentSubmitted | OrderExpired;
