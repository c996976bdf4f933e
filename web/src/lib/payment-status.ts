// A payment's status in words, on the owner's screens (orders, verification) and the admin's (payments,
// order history), and on the admin's a colour that only repeats them.
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

/** `underpaid` → `Underpaid`, `waiting_for_confirmations` → `Waiting for confirmations`. */
export function paymentStatusLabel(status: string): string {
  const words = status.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Pending';
}
