// The password rules and strength score of spec §5, shared by the server and the browser, and the
// refusal of guessable passwords when a guess estimate (the server's zxcvbn) is at hand.

/** Every character counted as "special"; shown in its rule's message. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{}|;:\'",.<>/?~`\\';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_REPEATED = 3;
/** bcrypt reads at most 72 bytes of UTF-8; longer passwords would be silently cut. */
export const PASSWORD_MAX_LENGTH = 72;
const PASSWORD_MAX_BYTES = 72;

/**
 * A password an attacker's list reaches within 10^4 guesses is among the most common ones, whatever
 * its capitals, digits and symbols (P@ssw0rd, Qwerty123): refused with the spec's "too common".
 */
export const PASSWORD_MIN_GUESSES_LOG10 = 4;

/** What a strength estimator says of a password: log10 of the guesses it would take. */
export interface PasswordGuessEstimate {
  guessesLog10: number;
}

const COMMON_PASSWORDS = new Set([
  'password',
  '123456',
  '123456789',
  'qwerty',
  'abc123',
  'password123',
  'admin',
  'letmein',
  'welcome',
  'monkey',
]);

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  length: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  tooManyBytes: `Password must be at most ${PASSWORD_MAX_BYTES} bytes long: letters outside A–Z, such as accented or Cyrillic letters, take 2 to 4 bytes each`,
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  common: 'Password is too common, please choose a more secure password',
  repeated: `Password should not contain more than ${PASSWORD_MAX_REPEATED} consecutive identical characters`,
} as const;

export type StrengthLabel = 'Very Weak' | 'Weak' | 'Medium' | 'Strong' | 'Very Strong';

export interface PasswordStrength {
  score: number;
  strength: StrengthLabel;
  color: string;
}

export interface PasswordCheck {
  isValid: boolean;
  errors: string[];
  strength: PasswordStrength;
}

const hasUppercase = (password: string) => /\p{Lu}/u.test(password);
const hasLowercase = (password: string) => /\p{Ll}/u.test(password);
const hasDigit = (password: string) => /\d/.test(password);
const hasSpecial = (password: string) => [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c));
const repeatsTooOften = (password: string) =>
  new RegExp(`(.)\\1{${PASSWORD_MAX_REPEATED}}`, 'su').test(password);

/** How many bytes the password takes in UTF-8, which is what bcrypt reads. */
function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Too many characters gets the plain message; few enough characters but too many bytes gets the byte one. */
function lengthProblem(password: string): string | undefined {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (utf8ByteLength(password) > PASSWORD_MAX_BYTES) return PASSWORD_MESSAGES.tooManyBytes;
  return undefined;
}

const BANDS: ReadonlyArray<readonly [number, StrengthLabel, string]> = [
  [7, 'Very Strong', '#15803d'],
  [5, 'Strong', '#16a34a'],
  [3, 'Medium', '#ca8a04'],
  [1, 'Weak', '#ea580c'],
  [0, 'Very Weak', '#dc2626'],
];

/** One point each: length ≥ 8, ≥ 12, ≥ 16, lowercase, uppercase, digit, special, and all four classes. */
export function passwordStrength(password: string): PasswordStrength {
  const classes = [hasLowercase, hasUppercase, hasDigit, hasSpecial].map((test) => test(password));
  const score =
    [password.length >= 8, password.length >= 12, password.length >= 16, ...classes].filter(Boolean).length +
    (classes.every(Boolean) ? 1 : 0);
  const [, strength, color] = BANDS.find(([minimum]) => score >= minimum)!;
  return { score, strength, color };
}

/** Common when it is on the spec's list, or when the estimate says an attacker would guess it early. */
function isCommon(password: string, estimate: PasswordGuessEstimate | undefined): boolean {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return true;
  return estimate !== undefined && estimate.guessesLog10 < PASSWORD_MIN_GUESSES_LOG10;
}

/** The spec's rules; with `estimate` (the server passes one), guessable passwords are refused too. */
export function checkPassword(password: string, estimate?: PasswordGuessEstimate): PasswordCheck {
  if (password.length === 0) {
    return { isValid: false, errors: [PASSWORD_MESSAGES.required], strength: passwordStrength(password) };
  }
  const tooLong = lengthProblem(password);
  const broken: Array<[boolean, string]> = [
    [password.length < PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.length],
    [tooLong !== undefined, tooLong ?? ''],
    [!hasUppercase(password), PASSWORD_MESSAGES.uppercase],
    [!hasLowercase(password), PASSWORD_MESSAGES.lowercase],
    [!hasDigit(password), PASSWORD_MESSAGES.number],
    [!hasSpecial(password), PASSWORD_MESSAGES.special],
    [isCommon(password, estimate), PASSWORD_MESSAGES.common],
    [repeatsTooOften(password), PASSWORD_MESSAGES.repeated],
  ];
  const errors = broken.filter(([fails]) => fails).map(([, message]) => message);
  return { isValid: errors.length === 0, errors, strength: passwordStrength(password) };
}
