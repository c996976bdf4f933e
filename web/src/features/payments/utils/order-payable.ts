// Which of the owner's orders the dashboard offers to go on paying: one waiting for its payment (pending),
// one whose proof the chain is checking (verifying), one underpaid (the rest may follow to the same
// address), and one that expired unpaid within the last day (a payment sent late can still be proven).
import type { OrderView } from '@shop/command-api/contracts';

const IN_PAYMENT = new Set(['pending', 'verifying', 'underpaid']);

/** How long after its payment window an unpaid order is still offered, for a late payment's proof. */
export const LATE_PROOF_OFFER_MS = 24 * 60 * 60 * 1000;

export function isPayable(order: OrderView, now: number): boolean {
  if (IN_PAYMENT.has(order.status)) return true;
  return (
    order.status === 'expired' &&
    order.transactionHash === null &&
    now - Date.parse(order.expiresAt) < LATE_PROOF_OFFER_MS
  );
}
