// An order's payment status as the person reads it (spec §3 Payment status, §4 Purchase flow). Completed
// and failed end verification; every other status is checked again, the held ones too, since our team may
// still confirm a payment held for review.
import { PAYMENT_SCREEN_MESSAGES } from '../messages';

export type FinalStatus = 'completed' | 'failed';

export function isFinalStatus(status: string | undefined): status is FinalStatus {
  return status === 'completed' || status === 'failed';
}

/** Received, but held for our team to look at: too little (underpaid) or after the window (late). */
export const HELD_STATUSES = ['underpaid', 'late'] as const;
export type HeldStatus = (typeof HELD_STATUSES)[number];

export function isHeldStatus(status: string | undefined): status is HeldStatus {
  return (HELD_STATUSES as readonly (string | undefined)[]).includes(status);
}

export const PAYMENT_STATUS_TEXT = {
  pending: 'Waiting for your payment to appear on the blockchain.',
  verifying: 'Verifying your payment on the blockchain. This usually takes 1-2 minutes.',
  confirmed: 'Payment confirmed. Issuing your license...',
  held: 'Your payment is held for review by our team.',
  heldContact: 'Our team will contact you about it. You can also reach support at',
  expired: 'This order expired before its payment was seen on the blockchain.',
  expiredContact: 'If you sent the payment, please contact support at',
  failed: PAYMENT_SCREEN_MESSAGES.verificationFailed,
} as const;

/**
 * What the verification step shows for a status: `waiting` (spinner and what is going on), `held` (our team
 * reviews it), `expired`, `failed`, or `completed` (the success screen takes over).
 */
export type PaymentStage = 'waiting' | 'held' | 'expired' | 'failed' | 'completed';

export type StatusDescription = {
  stage: PaymentStage;
  /** What is going on, in a sentence. */
  summary: string;
  /** The server's reason (why held or failed), when it gave one. */
  reason: string | null;
  /** Who to turn to (a held or expired payment), to be followed by the support address. */
  contact: string | null;
};

export function describePayment(status: string, statusMessage: string | null = null): StatusDescription {
  const reason = statusMessage?.trim() || null;
  const waiting = (summary: string): StatusDescription => ({
    stage: 'waiting',
    summary,
    reason: null,
    contact: null,
  });
  switch (status) {
    case 'pending':
      return waiting(PAYMENT_STATUS_TEXT.pending);
    case 'confirmed':
      return waiting(PAYMENT_STATUS_TEXT.confirmed);
    case 'completed':
      return { stage: 'completed', summary: PAYMENT_STATUS_TEXT.confirmed, reason: null, contact: null };
    case 'failed':
      return { stage: 'failed', summary: PAYMENT_STATUS_TEXT.failed, reason, contact: null };
    case 'expired':
      return {
        stage: 'expired',
        summary: PAYMENT_STATUS_TEXT.expired,
        reason,
        contact: PAYMENT_STATUS_TEXT.expiredContact,
      };
    default:
      if (isHeldStatus(status)) {
        return {
          stage: 'held',
          summary: PAYMENT_STATUS_TEXT.held,
          reason,
          contact: PAYMENT_STATUS_TEXT.heldContact,
        };
      }
      // verifying, and any status this page does not know yet: the check goes on.
      return waiting(PAYMENT_STATUS_TEXT.verifying);
  }
}

/** `3 of 19` when the network asks for a number of confirmations, else just the count. */
export function describeConfirmations(confirmations: number, confirmationsRequired: number): string {
  return confirmationsRequired > 0 ? `${confirmations} of ${confirmationsRequired}` : String(confirmations);
}
