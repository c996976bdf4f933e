// Spec §3 Payment status: completed and failed end verification; any other status is still pending.

export type FinalStatus = 'completed' | 'failed';

export function isFinalStatus(status: string | undefined): status is FinalStatus {
  return status === 'completed' || status === 'failed';
}

/** `verifying` → `Verifying`, `waiting_for_confirmations` → `Waiting for confirmations`. */
export function describeStatus(status: string): string {
  const words = status.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Pending';
}
