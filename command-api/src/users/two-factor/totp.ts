// Authenticator-app codes (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits, as the apps expect) through
// otpauth. A code is accepted for the step it names and the steps either side (clock drift); which step
// matched is what the account records, so the same code is never accepted twice.
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of the server's own that a code may come from. */
const DRIFT_STEPS = 1;

function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** 160 random bits (RFC 4226's recommended length), base32 without padding. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the QR code holds: `otpauth://totp/<issuer>:<account>?secret=…`. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return totpOf(secret, account, issuer).toString();
}

export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The step whose code `code` is, within the drift allowed around `now`; undefined when it matches none. */
export function matchingStep(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? undefined : stepAt(now) + delta;
}

/** The code of the step `at` falls in (scripts signing in as an admin, tests). */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}
