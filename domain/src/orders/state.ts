// An order folded from its events.
import type { OrderEvent, OrderPlaced } from './events.js';

export interface PlacedOrder extends Readonly<OrderPlaced['data']> {
  /** pending: waiting for payment; verifying: a transaction was submitted; expired: never paid. */
  status: 'pending' | 'verifying' | 'expired';
  transactionHash: string | null;
}

export type Order = { status: 'none' } | PlacedOrder;

export const initialOrder: Order = { status: 'none' };

export function evolveOrder(state: Order, event: OrderEvent): Order {
  if (event.type === 'OrderPlaced') return { ...event.data, status: 'pending', transactionHash: null };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PaymentSubmitted':
      return { ...state, status: 'verifying', transactionHash: event.data.transactionHash };
    case 'OrderExpired':
      return { ...state, status: 'expired' };
    default:
      return state;
  }
}
