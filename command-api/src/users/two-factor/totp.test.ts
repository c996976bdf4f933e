// Authenticator-app codes against RFC 6238's own test vectors, the drift a code is accepted within, and
// the recovery codes' count, shape and the spellings of one code that hash alike.
import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes.js';
import { matchingStep, newTotpSecret, otpauthUrl, stepAt, TOTP_PERIOD_SECONDS, totpCode } from './totp.js';

/** RFC 6238 Appendix B's SHA-1 seed, ASCII "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
/** Appendix B, SHA-1: time in seconds and its 8-digit TOTP; apps show the last 6 digits. */
const RFC_VECTORS: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

const at = (seconds: number) => new Date(seconds * 1000);

describe('authenticator-app codes', () => {
  it("the base32 secret is RFC 6238's ASCII seed", () => {
    expect(Secret.fromLatin1('12345678901234567890').base32).toBe(RFC_SECRET);
  });

  it.each(RFC_VECTORS)('at %i s the code is the last 6 digits of %s', (seconds, eightDigits) => {
    const code = eightDigits.slice(-6);
    expect(totpCode(RFC_SECRET, at(seconds))).toBe(code);
    expect(matchingStep(RFC_SECRET, code, at(seconds))).toBe(Math.floor(seconds / TOTP_PERIOD_SECONDS));
  });

  it('accepts the code of the step either side and names that step; refuses two steps away', () => {
    const now = at(1234567890);
    const step = stepAt(now);
    const codeOf = (offset: number) => totpCode(RFC_SECRET, at((step + offset) * TOTP_PERIOD_SECONDS));
    expect(matchingStep(RFC_SECRET, codeOf(0), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, codeOf(-1), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, codeOf(1), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, codeOf(-2), now)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, codeOf(2), now)).toBeUndefined();
  });

  it('refuses anything but six digits, even when its digits hold the right code', () => {
    const now = at(1234567890);
    const code = totpCode(RFC_SECRET, now);
    for (const typed of [
      '89005924',
      `0${code}`,
      code.slice(1),
      ` ${code}`,
      `${code.slice(0, 3)} ${code.slice(3)}`,
      'abcdef',
      '',
    ])
      expect(matchingStep(RFC_SECRET, typed, now), typed).toBeUndefined();
  });

  it('refuses a code made from another secret', () => {
    const now = at(1234567890);
    const other = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    expect(totpCode(other, now)).not.toBe(totpCode(RFC_SECRET, now));
    expect(matchingStep(RFC_SECRET, totpCode(other, now), now)).toBeUndefined();
  });

  it('makes new secrets of 160 random bits in base32', () => {
    const secrets = [newTotpSecret(), newTotpSecret()];
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  it('puts the issuer, the account and the secret in the QR code', () => {
    const url = otpauthUrl(RFC_SECRET, 'trader@example.com', 'MT5 Robot');
    expect(url).toMatch(/^otpauth:\/\/totp\/MT5%20Robot:trader%40example\.com\?/);
    const query = new URL(url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      issuer: 'MT5 Robot',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('are ten different codes of two groups of five letters and digits, without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(RECOVERY_CODE_COUNT).toBe(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hash alike whatever the case, dashes and spaces they are typed with, and only then', () => {
    const hash = recoveryCodeHash('abcde-fghjk');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const typed of ['ABCDE-FGHJK', 'abcdefghjk', ' abcde fghjk ', 'AbCdE - fGhJk', 'ab-cde-fg-hjk'])
      expect(recoveryCodeHash(typed), typed).toBe(hash);
    expect(recoveryCodeHash('abcde-fghjm')).not.toBe(hash);
    expect(recoveryCodeHash('abcde-fghj')).not.toBe(hash);
  });
});
