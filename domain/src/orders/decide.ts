// The order decider: placement fixes the amount; a proof moves it to verification; an unpaid
// order expires after the payment window.
import type { Decider } from '../core/decider.js';
import { isAccountNumber } from '../licences/decide.js';
import type { OrderCommand, PlaceOrder, SubmitPayment } from './commands.js';
import { orderError } from './errors.js';
import type { OrderEvent } from './events.js';
import { centsToBaseUnits, normalizeTransactionHash } from './networks.js';
import { evolveOrder, initialOrder, type Order, type PlacedOrder } from './state.js';

export const PAYMENT_WINDOW_MINUTES = 30;

function place({ data }: PlaceOrder, state: Order): OrderEvent[] {
  if (state.status !== 'none') throw orderError.exists();
  if (!isAccountNumber(data.accountNumber)) throw orderError.invalidAccountNumber();
  const { now, ...rest } = data;
  const amountCents = data.priceCents - (data.discount?.discountCents ?? 0);
  return [
    {
      type: 'OrderPlaced',
      data: {
        ...rest,
        amountCents,
        amountBaseUnits: centsToBaseUnits(amountCents, data.network).toString(),
        placedAt: now,
        expiresAt: new Date(Date.parse(now) + PAYMENT_WINDOW_MINUTES * 60_000).toISOString(),
      },
    },
  ];
}

function requireOwnOrder(state: Order, userId: string): PlacedOrder {
  // Someone else's order does not exist for this user.
  if (state.status === 'none' || state.userId !== userId) throw orderError.notFound();
  return state;
}

function submit({ data }: SubmitPayment, state: Order): OrderEvent[] {
  const order = requireOwnOrder(state, data.userId);
  const transactionHash = normalizeTransactionHash(data.transactionHash, order.network);
  if (!transactionHash) throw orderError.invalidTransactionHash();
  if (order.status === 'verifying') {
    if (order.transactionHash === transactionHash) return [];
    throw orderError.alreadySubmitted();
  }
  if (order.status === 'expired' || data.now >= order.expiresAt) throw orderError.expired();
  const userPaymentAddress = data.userPaymentAddress?.trim() || null;
  return [{ type: 'PaymentSubmitted', data: { transactionHash, userPaymentAddress, submittedAt: data.now } }];
}

export function decideOrder(command: OrderCommand, state: Order): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return place(command, state);
    case 'SubmitPayment':
      return submit(command, state);
    case 'ExpireOrder':
      // Only an order nobody paid for, once its window has closed.
      if (state.status !== 'pending' || command.data.now < state.expiresAt) return [];
      return [{ type: 'OrderExpired', data: { expiredAt: command.data.now } }];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const orderDecider: Decider<Order, OrderCommand, OrderEvent> = {
  initialState: initialOrder,
  evolve: evolveOrder,
  decide: decideOrder,
};

export const orderStream = (orderId: string) => `order-${orderId}`;
/** One transaction pays one order (TARGETS R4). */
export const transactionReservation = (network: string, transactionHash: string) =>
  `paymenttx-${network}-${transactionHash}`;
