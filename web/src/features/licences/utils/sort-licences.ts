// The admin table's order (spec §9): by one of seven keys, ascending by default on expiresAt. A licence
// without an expiry never ends, so it sorts after every dated one.
import type { LicenceView } from '@shop/command-api/contracts';

export const LICENCE_SORT_KEYS = [
  'licenseKey',
  'username',
  'email',
  'status',
  'accountNumber',
  'issuedAt',
  'expiresAt',
] as const;
export type LicenceSortKey = (typeof LICENCE_SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export type LicenceSort = { key: LicenceSortKey; direction: SortDirection };

export const DEFAULT_LICENCE_SORT: LicenceSort = { key: 'expiresAt', direction: 'ascending' };

function sortValue(licence: LicenceView, key: LicenceSortKey): string | number {
  switch (key) {
    case 'username':
      return licence.userId.username.toLowerCase();
    case 'email':
      return licence.userId.email.toLowerCase();
    case 'accountNumber':
      return licence.accountNumber;
    case 'issuedAt':
      return Date.parse(licence.issuedAt);
    case 'expiresAt':
      return licence.expiresAt ? Date.parse(licence.expiresAt) : Number.POSITIVE_INFINITY;
    default:
      return licence[key];
  }
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  return String(a).localeCompare(String(b));
}

/** A sorted copy; ties keep the order they came in. */
export function sortLicences(
  licences: readonly LicenceView[],
  { key, direction }: LicenceSort,
): LicenceView[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...licences].sort((a, b) => sign * compare(sortValue(a, key), sortValue(b, key)));
}

/** Clicking the sorted column turns it around; another column starts ascending. */
export function nextSort(current: LicenceSort, key: LicenceSortKey): LicenceSort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
