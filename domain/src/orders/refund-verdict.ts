// The chain watcher's verdict on a refund transaction an admin sent: verified (the refund is done and
// takes back what the order bought) or failed with the reason (the refund waits for the admin again).
import type { RecordRefundCheck } from './commands.js';
import type { OrderEvent } from './events.js';
import { REFUND_FAILURE_MESSAGES } from './refund-check.js';
import type { Order } from './state.js';

/** Only the transaction under verification gets a verdict, once; a stale check appends nothing. */
export function recordRefundCheck({ data }: RecordRefundCheck, state: Order): OrderEvent[] {
  if (state.status === 'none') return [];
  const refund = state.refund;
  if (refund?.status !== 'sent' || refund.refundTransactionHash !== data.refundTransactionHash) return [];
  const { outcome, refundTransactionHash, now } = data;
  switch (outcome.kind) {
    case 'waiting':
      return [];
    case 'not_found':
    case 'failed': {
      const reason = outcome.kind === 'not_found' ? 'not_found' : outcome.reason;
      return [
        {
          type: 'RefundVerificationFailed',
          data: {
            userId: state.userId,
            refundTransactionHash,
            reason,
            message: REFUND_FAILURE_MESSAGES[reason],
            failedAt: now,
          },
        },
      ];
    }
    case 'verified':
      return [
        {
          type: 'RefundVerified',
          data: {
            userId: state.userId,
            adminId: refund.approvedBy ?? 'system',
            refundTransactionHash,
            recipient: outcome.recipient,
            sentBaseUnits: outcome.sent.toString(),
            blockNumber: data.blockNumber,
            blockTime: data.blockTime,
            amountCents: state.amountCents,
            licenceId: state.licence?.licenceId ?? null,
            renewed: state.licence?.renewed ?? false,
            durationDays: state.plan.durationDays,
            verifiedAt: now,
          },
        },
      ];
    default: {
      const _exhaustive: never = outcome;
      return _exhaustive;
    }
  }
}
