// The chain watcher's verdict on the transaction under verification: confirmed, held (underpaid or
// late, for an admin to decide) or rejected with the precise reason.
import type { RecordPaymentCheck } from './commands.js';
import type { OrderEvent } from './events.js';
import { REJECTION_MESSAGES } from './payment-check.js';
import type { Order } from './state.js';

/** Only the transaction under verification gets a verdict, once; a stale check appends nothing. */
export function recordCheck({ data }: RecordPaymentCheck, state: Order): OrderEvent[] {
  if (state.status !== 'verifying' || state.transactionHash !== data.transactionHash) return [];
  const { outcome, transactionHash, blockNumber, blockTime, now } = data;
  switch (outcome.kind) {
    case 'waiting':
      return [];
    case 'not_found':
    case 'rejected': {
      const reason = outcome.kind === 'not_found' ? 'not_found' : outcome.reason;
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
            receivedBaseUnits: outcome.received.toString(),
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
            receivedBaseUnits: outcome.received.toString(),
            expectedBaseUnits: outcome.expected.toString(),
            blockNumber,
            blockTime,
            confirmations: outcome.confirmations,
            heldAt: now,
          },
        },
      ];
    case 'late':
      return [
        {
          type: 'PaymentLate',
          data: {
            transactionHash,
            receivedBaseUnits: outcome.received.toString(),
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
