// Accounts as GET /api/users and GET /api/users/{id} send them, for the Users tab's tests. Times are at
// noon UTC so the shown date is the same in any time zone a test runs in.
import type { LicenceView, UserView } from '@shop/command-api/contracts';
import { ADMIN_SESSION } from '../../../testing/sessions';

export { ADMIN_SESSION };

export function aUser(overrides: Partial<UserView> = {}): UserView {
  return {
    _id: '0b6f1d52-7c1a-4d33-9a57-1f0c2e9d4a01',
    username: 'trader1',
    email: 'trader1@example.com',
    roles: ['user'],
    emailVerified: true,
    authMethod: 'password',
    createdAt: '2026-01-01T12:00:00.000Z',
    lastLoginAt: null,
    twoFactorEnabled: false,
    ...overrides,
  };
}

/** The signed-in admin of ADMIN_SESSION as the user list shows them. */
export const BOSS = aUser({
  _id: ADMIN_SESSION.user._id,
  username: ADMIN_SESSION.user.username,
  email: ADMIN_SESSION.user.email,
  roles: ['admin', 'user'],
  createdAt: '2025-12-01T12:00:00.000Z',
  lastLoginAt: '2026-03-15T12:00:00.000Z',
});

export function aLicenceOf(user: UserView, overrides: Partial<LicenceView> = {}): LicenceView {
  return {
    _id: '5a3e7f10-2b4c-4d6e-8f90-a1b2c3d4e5f6',
    licenseKey: 'ABCDE-FGHJK-MNPQR-STUVW',
    userId: { _id: user._id, username: user.username, email: user.email },
    status: 'active',
    accountNumber: 12345678,
    accountNumberChanges: 0,
    changesRemaining: 3,
    changesAllowed: 3,
    issuedAt: '2026-01-10T12:00:00.000Z',
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-12T12:00:00.000Z',
    expiresAt: '2026-02-09T12:00:00.000Z',
    dealCount: 0,
    equityCount: 0,
    robotVersion: null,
    ...overrides,
  };
}
