// The chain watcher's verdict on the transaction under verification: confirmed, held (underpaid or
// late, for an admin to decide) or rejected with the precise reason. A top-up of an underpaid order
// counts with what the order received before, and a top-up that pays nothing leaves it underpaid.
import type { RecordPaymentCheck } from './commands.js';
import type { OrderEvent } from './events.js';
import { type OrderToCheck, REJECTION_MESSAGES } from './payment-check.js';
import { type Order, outstandingBaseUnits, type PlacedOrder, TOP_UP_WINDOW_HOURS } from './state.js';

/**
 * What the transaction under verification must pay: the rest of the amount, inside the payment
 * window, or for a top-up inside the top-up window.
 */
export function paymentToCheck(order: PlacedOrder): OrderToCheck {
  return {
    paymentAddress: order.paymentAddress,
    amountBaseUnits: outstandingBaseUnits(order).toString(),
    placedAt: order.placedAt,
    expiresAt: order.topUpUntil ?? order.expiresAt,
  };
}

/** Only the transaction under verification gets a verdict, once; a stale check appends nothing. */
export function recordCheck({ data }: RecordPaymentCheck, state: Order): OrderEvent[] {
  if (state.status !== 'verifying' || state.transactionHash !== data.transactionHash) return [];
  const { outcome, transactionHash, blockNumber, blockTime, now } = data;
  const topUp = state.settledHashes.length > 0;
  /** Everything the order's transactions brought, this one included. */
  const total = (received: bigint) => (BigInt(state.settledBaseUnits) + received).toString();
  switch (outcome.kind) {
    case 'waiting':
      return [];
    case 'not_found':
    case 'rejected': {
      const reason = outcome.kind === 'not_found' ? 'not_found' : outcome.reason;
      if (topUp) {
        return [
          {
            type: 'TopUpRejected',
            data: {
              transactionHash,
              reason,
              message: REJECTION_MESSAGES[reason],
              rejectedAt: now,
              settledTransactionHash: state.settledHashes.at(-1) ?? null,
            },
          },
        ];
      }
      return [
        {
          type: 'PaymentRejected',
          data: {
            transactionHash,
            reason,
            message: REJECTION_MESSAGES[reason],
            rejectedBy: 'chain',
            note: null,
            rejectedAt: now,
          },
        },
      ];
    }
    case 'confirmed':
      return [
        {
          type: 'PaymentConfirmed',
          data: {
            transactionHash,
            receivedBaseUnits: total(outcome.received),
            overpaidBaseUnits: outcome.overpaid.toString(),
            blockNumber,
            blockTime,
            confirmations: outcome.confirmations,
            confirmedBy: 'chain',
            reason: null,
            confirmedAt: now,
          },
        },
      ];
    case 'underpaid':
      return [
        {
          type: 'PaymentUnderpaid',
          data: {
            transactionHash,
            receivedBaseUnits: total(outcome.received),
            expectedBaseUnits: state.amountBaseUnits,
            blockNumber,
            blockTime,
            confirmations: outcome.confirmations,
            heldAt: now,
            topUpUntil: new Date(Date.parse(now) + TOP_UP_WINDOW_HOURS * 3_600_000).toISOString(),
          },
        },
      ];
    case 'late':
      return [
        {
          type: 'PaymentLate',
          data: {
            transactionHash,
            receivedBaseUnits: total(outcome.received),
            blockNumber,
            blockTime,
            confirmations: outcome.confirmations,
            heldAt: now,
          },
        },
      ];
    default: {
      const _exhaustive: never = outcome;
      return _exhaustive;
    }
  }
}
