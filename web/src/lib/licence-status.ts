// How a licence status is shown (spec §3, §4): active green, expired grey, revoked red, anything else
// pending yellow.
export type StatusTone = 'active' | 'expired' | 'revoked' | 'pending';

const KNOWN: Record<string, StatusTone> = { active: 'active', expired: 'expired', revoked: 'revoked' };

export function statusTone(status: string): StatusTone {
  return KNOWN[status] ?? 'pending';
}

export function statusLabel(status: string): string {
  const tone = statusTone(status);
  return tone.charAt(0).toUpperCase() + tone.slice(1);
}
