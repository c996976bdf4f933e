// The renewal rule: which licence a paid order extends instead of issuing a new one.

import type { IssuedLicence, Licence } from './state.js';

/** Who an order is for: the buyer and the MT5 account the licence must serve. */
export interface RenewalTarget {
  userId: string;
  accountNumber: number;
}

/**
 * An order renews a licence of the same user bound to the same account number that is not revoked
 * and has an end date (a licence without one never needs renewing); otherwise it issues a new one.
 */
export function renews(licence: Licence, order: RenewalTarget): licence is IssuedLicence {
  return (
    licence.status !== 'none' &&
    licence.status !== 'revoked' &&
    licence.userId === order.userId &&
    licence.accountNumber === order.accountNumber &&
    licence.expiresAt !== null
  );
}

/**
 * A licence the buyer chose to renew: theirs, not revoked, with an end date. Its account number may
 * have changed since the order was placed; the choice stands.
 */
export function renewsChosen(licence: Licence, userId: string): licence is IssuedLicence {
  return (
    licence.status !== 'none' &&
    licence.status !== 'revoked' &&
    licence.userId === userId &&
    licence.expiresAt !== null
  );
}
