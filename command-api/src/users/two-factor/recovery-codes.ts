// Recovery codes: ten single-use codes shown once, kept only as their SHA-256 (each holds 50 random
// bits, so a fast hash is enough). Typed codes are compared without case, spaces or dashes.
import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

function randomHalf(): string {
  return Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** `xxxxx-xxxxx`, ten of them. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomHalf()}-${randomHalf()}`);
}

export function recoveryCodeHash(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
