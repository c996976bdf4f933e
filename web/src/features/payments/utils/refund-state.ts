// Where an order stands on the 7-day money-back guarantee: a refund can be asked for, one was asked for and
// is waiting, sent and being verified on chain, refunded (verified), declined, the period is over, or the
// order was never paid. The server decides; this only says which of those to show.
import type { OrderView } from '@shop/command-api/contracts';

export type RefundState =
  | { kind: 'refundable'; until: string }
  | { kind: 'requested' }
  | { kind: 'sent' }
  | { kind: 'refunded'; transactionHash: string | null }
  | { kind: 'declined' }
  | { kind: 'window_over' }
  | { kind: 'not_paid' };

type RefundFacts = Pick<OrderView, 'paidAt' | 'refundableUntil' | 'refund'>;

export function refundState(order: RefundFacts, now: number): RefundState {
  switch (order.refund?.status) {
    case 'requested':
      return { kind: 'requested' };
    case 'sent':
      return { kind: 'sent' };
    case 'approved':
      return { kind: 'refunded', transactionHash: order.refund.refundTransactionHash };
    case 'rejected':
      return { kind: 'declined' };
  }
  if (order.paidAt === null || order.refundableUntil === null) return { kind: 'not_paid' };
  const until = Date.parse(order.refundableUntil);
  // The window closes at that instant, as the server counts it (a request after it is refused).
  return now > until ? { kind: 'window_over' } : { kind: 'refundable', until: order.refundableUntil };
}
