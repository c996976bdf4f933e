// The account security summary and the authenticator setup as the server sends them, for the settings' tests.
import type { AccountSecurity } from '../../../lib/account-security';

export function aSecurity(overrides: Partial<AccountSecurity> = {}): AccountSecurity {
  return {
    totpEnabled: false,
    recoveryCodesLeft: 0,
    passkeys: [],
    secondFactorRequired: false,
    sessions: [
      {
        id: 's1',
        method: 'password',
        startedAt: '2026-11-27T12:00:00.000Z',
        secondFactorAt: null,
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        current: true,
      },
    ],
    hasPassword: true,
    ...overrides,
  };
}

export const securityReply = (security: AccountSecurity) => ({
  status: 200,
  body: { success: true, security },
});

export const TOTP_SETUP = {
  success: true,
  enrolmentToken: 'enrolment-1',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUrl: 'otpauth://totp/MT5%20Robot:trader1?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=MT5%20Robot',
  expiresAt: '2026-11-27T12:10:00.000Z',
};

export const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `code${index}-${String(index).padStart(5, '0')}`,
);
