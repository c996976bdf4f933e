// Licence keys: 20 characters from an alphabet without look-alikes (no 0/O, 1/I/L), in groups of
// five for reading aloud: ~99 bits, unguessable. The random source is given, never taken here.

export const LICENSE_KEY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 5;
export const LICENSE_KEY_PATTERN = new RegExp(
  `^[${LICENSE_KEY_ALPHABET}]{${GROUP_LENGTH}}(-[${LICENSE_KEY_ALPHABET}]{${GROUP_LENGTH}}){${GROUPS - 1}}$`,
);

/** Builds a key from random bytes (at least 20); bytes beyond the alphabet's range are skipped to avoid bias. */
export function licenceKeyFromRandom(randomBytes: Uint8Array): string | undefined {
  const limit = 256 - (256 % LICENSE_KEY_ALPHABET.length);
  const characters: string[] = [];
  for (const byte of randomBytes) {
    if (byte >= limit) continue;
    characters.push(LICENSE_KEY_ALPHABET[byte % LICENSE_KEY_ALPHABET.length]!);
    if (characters.length === GROUPS * GROUP_LENGTH) break;
  }
  if (characters.length < GROUPS * GROUP_LENGTH) return undefined;
  const groups = Array.from({ length: GROUPS }, (_, i) =>
    characters.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(''),
  );
  return groups.join('-');
}

const NOT_KEY_CHARACTER = /[^A-Z0-9]/g;
const GROUP = new RegExp(`.{1,${GROUP_LENGTH}}`, 'g');

/** Accepts what people type: lower case, spaces, missing dashes. */
export function normalizeLicenceKey(input: string): string {
  const compact = input.toUpperCase().replace(NOT_KEY_CHARACTER, '');
  return compact.match(GROUP)?.join('-') ?? '';
}

export function isLicenceKey(key: string): boolean {
  return LICENSE_KEY_PATTERN.test(key);
}
