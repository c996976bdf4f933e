// An order's payment status as the verification step reads it (spec §3 Payment status, §4 Purchase flow).
// Completed and failed end the checking; every other status is checked again, the held ones too (underpaid,
// late), since our team may still confirm a payment held for review.
import { PAYMENT_SCREEN_MESSAGES } from '../messages';

export type FinalStatus = 'completed' | 'failed';

export function isFinalStatus(status: string | undefined): status is FinalStatus {
  return status === 'completed' || status === 'failed';
}

export const PAYMENT_STATUS_TEXT = {
  pending: 'Waiting for your payment to appear on the blockchain.',
  verifying: 'Verifying your payment on the blockchain. This usually takes 1-2 minutes.',
  confirmed: 'Payment confirmed. Issuing your license...',
  failed: PAYMENT_SCREEN_MESSAGES.verificationFailed,
} as const;

/** What the verification step shows: `waiting` (spinner and what is going on), `failed`, or `completed`. */
export type PaymentStage = 'waiting' | 'failed' | 'completed';

export type StatusDescription = {
  stage: PaymentStage;
  /** What is going on, in a sentence. */
  summary: string;
  /** The server's reason a payment failed, when it gave one. */
  reason: string | null;
};

export function describePayment(status: string, statusMessage: string | null = null): StatusDescription {
  const waiting = (summary: string): StatusDescription => ({ stage: 'waiting', summary, reason: null });
  switch (status) {
    case 'pending':
      return waiting(PAYMENT_STATUS_TEXT.pending);
    case 'confirmed':
      return waiting(PAYMENT_STATUS_TEXT.confirmed);
    case 'completed':
      return { stage: 'completed', summary: PAYMENT_STATUS_TEXT.confirmed, reason: null };
    case 'failed':
      return { stage: 'failed', summary: PAYMENT_STATUS_TEXT.failed, reason: statusMessage?.trim() || null };
    default:
      // verifying, and any status this page does not know yet: the check goes on.
      return waiting(PAYMENT_STATUS_TEXT.verifying);
  }
}

/** `3 of 19` when the network asks for a number of confirmations, else just the count. */
export function describeConfirmations(confirmations: number, confirmationsRequired: number): string {
  return confirmationsRequired > 0 ? `${confirmations} of ${confirmationsRequired}` : String(confirmations);
}
