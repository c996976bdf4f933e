// The admin table's order (spec §9): each key, both directions, no expiry counting as latest, ties kept.
import { describe, expect, it } from 'vitest';
import { aLicence } from '../testing/licence-fixtures';
import { DEFAULT_LICENCE_SORT, nextSort, sortLicences } from './sort-licences';

const owner = (username: string, email: string) => ({ _id: username, username, email });
const a = aLicence({
  _id: 'a',
  licenseKey: 'KEY-B',
  userId: owner('Zoe', 'a@example.com'),
  status: 'revoked',
  accountNumber: 9,
  issuedAt: '2026-01-03T12:00:00.000Z',
  expiresAt: '2026-03-01T12:00:00.000Z',
});
const b = aLicence({
  _id: 'b',
  licenseKey: 'KEY-C',
  userId: owner('adam', 'C@example.com'),
  status: 'active',
  accountNumber: 10,
  issuedAt: '2026-01-01T12:00:00.000Z',
  expiresAt: undefined,
});
const c = aLicence({
  _id: 'c',
  licenseKey: 'KEY-A',
  userId: owner('mia', 'b@example.com'),
  status: 'expired',
  accountNumber: 100,
  issuedAt: '2026-01-02T12:00:00.000Z',
  expiresAt: '2026-01-15T12:00:00.000Z',
});
const ids = (list: { _id: string }[]) => list.map((licence) => licence._id);

describe('sortLicences', () => {
  it('defaults to expiry, soonest first, with no expiration last', () => {
    expect(DEFAULT_LICENCE_SORT).toEqual({ key: 'expiresAt', direction: 'ascending' });
    expect(ids(sortLicences([a, b, c], DEFAULT_LICENCE_SORT))).toEqual(['c', 'a', 'b']);
    expect(ids(sortLicences([a, b, c], { key: 'expiresAt', direction: 'descending' }))).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  it.each([
    ['username', ['b', 'c', 'a']],
    ['email', ['a', 'c', 'b']],
    ['status', ['b', 'c', 'a']],
    ['accountNumber', ['a', 'b', 'c']],
    ['issuedAt', ['b', 'c', 'a']],
    ['licenseKey', ['c', 'a', 'b']],
  ] as const)('sorts by %s (case-insensitive text, numbers as numbers)', (key, expected) => {
    expect(ids(sortLicences([a, b, c], { key, direction: 'ascending' }))).toEqual(expected);
    expect(ids(sortLicences([a, b, c], { key, direction: 'descending' }))).toEqual([...expected].reverse());
  });

  it('keeps equal licences in the order they came, and leaves its input alone', () => {
    const first = aLicence({ _id: '1' });
    const second = aLicence({ _id: '2' });
    const input = [first, second];

    expect(ids(sortLicences(input, { key: 'status', direction: 'ascending' }))).toEqual(['1', '2']);
    expect(ids(sortLicences(input, { key: 'status', direction: 'descending' }))).toEqual(['1', '2']);
    sortLicences([a, b, c], DEFAULT_LICENCE_SORT);
    expect(ids(input)).toEqual(['1', '2']);
  });
});

describe('nextSort', () => {
  it('turns the sorted column around, and starts another ascending', () => {
    expect(nextSort(DEFAULT_LICENCE_SORT, 'expiresAt')).toEqual({
      key: 'expiresAt',
      direction: 'descending',
    });
    expect(nextSort({ key: 'expiresAt', direction: 'descending' }, 'expiresAt')).toEqual(
      DEFAULT_LICENCE_SORT,
    );
    expect(nextSort({ key: 'email', direction: 'descending' }, 'username')).toEqual({
      key: 'username',
      direction: 'ascending',
    });
  });
});
