// What may be asked of an order. The address, discount quote, ids and `now` come from outside.
import type { Command } from '../core/message.js';
import type { OrderPlaced } from './events.js';

export type PlaceOrder = Command<
  'PlaceOrder',
  Omit<OrderPlaced['data'], 'amountCents' | 'amountBaseUnits' | 'placedAt' | 'expiresAt'> & { now: string }
>;
export type SubmitPayment = Command<
  'SubmitPayment',
  { userId: string; transactionHash: string; userPaymentAddress: string | null; now: string }
>;
export type ExpireOrder = Command<'ExpireOrder', { now: string }>;

export type OrderCommand = PlaceOrder | SubmitPayment | ExpireOrder;
