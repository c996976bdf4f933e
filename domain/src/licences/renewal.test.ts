import { describe, expect, it } from 'vitest';
import { renews } from './renewal.js';
import type { IssuedLicence } from './state.js';

const licence: IssuedLicence = {
  status: 'active',
  licenceId: 'l1',
  licenseKey: 'KEY',
  userId: 'u1',
  accountNumber: 1234567,
  issuedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-02-01T00:00:00.000Z',
  accountNumberChanges: 0,
  userChanges: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const order = { userId: 'u1', accountNumber: 1234567 };

describe('renews', () => {
  it('renews the buyer’s active or expired licence for the same account', () => {
    expect(renews(licence, order)).toBe(true);
    expect(renews({ ...licence, status: 'expired' }, order)).toBe(true);
  });

  it('issues a new licence instead for a revoked licence, another user, another account, or no end date', () => {
    expect(renews({ status: 'none' }, order)).toBe(false);
    expect(renews({ ...licence, status: 'revoked' }, order)).toBe(false);
    expect(renews({ ...licence, userId: 'u2' }, order)).toBe(false);
    expect(renews({ ...licence, accountNumber: 7654321 }, order)).toBe(false);
    expect(renews({ ...licence, expiresAt: null }, order)).toBe(false);
  });
});
