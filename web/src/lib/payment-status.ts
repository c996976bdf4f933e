// A payment's status on the admin screens (payments table, order history): its name in words, and a colour
// that only repeats them.
export type PaymentTone = 'pending' | 'held' | 'active' | 'revoked' | 'expired';

const TONES: Record<string, PaymentTone> = {
  verifying: 'pending',
  underpaid: 'held',
  late: 'held',
  confirmed: 'active',
  completed: 'active',
  failed: 'revoked',
  expired: 'expired',
};

export function paymentTone(status: string): PaymentTone {
  return TONES[status] ?? 'pending';
}

/** `underpaid` → `Underpaid`. */
export function paymentStatusLabel(status: string): string {
  const words = status.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Pending';
}
