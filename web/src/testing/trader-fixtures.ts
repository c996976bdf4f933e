// A trader's account as the API sends it, for every screen's tests: the user, their licences, the
// /api/users/me answer and their orders' history. Times are at noon UTC so the shown date is the same in
// any time zone a test runs in.
import type { LicenceView, OrderView, UserView } from '@shop/command-api/contracts';

export const TRADER = {
  _id: '0b6f1d52-7c1a-4d33-9a57-1f0c2e9d4a01',
  username: 'trader1',
  email: 'trader1@example.com',
};

export const TRADER_SESSION = {
  success: true,
  user: { ...TRADER, roles: ['user'] },
};

export { ADMIN_SESSION } from './sessions';

export function aLicence(overrides: Partial<LicenceView> = {}): LicenceView {
  return {
    _id: '5a3e7f10-2b4c-4d6e-8f90-a1b2c3d4e5f6',
    licenseKey: 'ABCDE-FGHJK-MNPQR-STUVW',
    userId: TRADER,
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

export function aUser(overrides: Partial<UserView> = {}): UserView {
  return {
    ...TRADER,
    roles: ['user'],
    emailVerified: true,
    authMethod: 'password',
    createdAt: '2026-01-01T12:00:00.000Z',
    lastLoginAt: null,
    twoFactorEnabled: false,
    ...overrides,
  };
}

/** The /api/users/me answer for the trader, holding `licenses`. */
export function meWith(licenses: LicenceView[]) {
  return { status: 200, body: { ...TRADER_SESSION, licenses } };
}

/** The answer to GET /api/payments/history. */
export function historyReply(payments: OrderView[]) {
  return { status: 200, body: { success: true, payments } };
}
