// A licence folded from its events.
import type { LicenceEvent } from './events.js';

export interface IssuedLicence {
  status: 'active' | 'expired' | 'revoked';
  licenceId: string;
  licenseKey: string;
  userId: string;
  accountNumber: number;
  issuedAt: string;
  expiresAt: string | null;
  /** Every change, by anyone ("times changed"). */
  accountNumberChanges: number;
  /** Changes made by the owner, counted against the allowance. */
  userChanges: number;
  updatedAt: string;
}

export type Licence = { status: 'none' } | IssuedLicence;

export const initialLicence: Licence = { status: 'none' };

export function evolveLicence(state: Licence, event: LicenceEvent): Licence {
  if (event.type === 'LicenceIssued') {
    const { data } = event;
    return {
      status: 'active',
      licenceId: data.licenceId,
      licenseKey: data.licenseKey,
      userId: data.userId,
      accountNumber: data.accountNumber,
      issuedAt: data.issuedAt,
      expiresAt: data.expiresAt,
      accountNumberChanges: 0,
      userChanges: 0,
      updatedAt: data.issuedAt,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'AccountNumberChanged':
      return {
        ...state,
        accountNumber: event.data.to,
        accountNumberChanges: state.accountNumberChanges + 1,
        userChanges: state.userChanges + (event.data.changedBy === 'user' ? 1 : 0),
        updatedAt: event.data.changedAt,
      };
    case 'LicenceRevoked':
      return { ...state, status: 'revoked', updatedAt: event.data.revokedAt };
    case 'LicenceExpired':
      return state.status === 'revoked'
        ? state
        : { ...state, status: 'expired', updatedAt: event.data.expiredAt };
    case 'LicenceShortened':
      return { ...state, expiresAt: event.data.expiresAt, updatedAt: event.data.shortenedAt };
    case 'LicenceExtended':
      return {
        ...state,
        status: 'active',
        expiresAt: event.data.expiresAt,
        updatedAt: event.data.extendedAt,
      };
    default:
      return state;
  }
}

/** The status as of `now`: an active licence past its expiry is expired even before the reactor records it. */
export function effectiveStatus(
  licence: Pick<IssuedLicence, 'status' | 'expiresAt'>,
  now: string,
): IssuedLicence['status'] {
  if (licence.status === 'active' && licence.expiresAt !== null && licence.expiresAt <= now) return 'expired';
  return licence.status;
}
