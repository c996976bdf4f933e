// Usernames and email addresses: what is accepted, and how two spellings are found to be the same.

export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$/;
// Deliberately simple: one @, no spaces, a dot in the domain. The verification mail proves the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export const IDENTITY_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username must be 3-30 characters: letters, numbers, dots, hyphens or underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
} as const;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/** Emails compare case-insensitively (spec: one account per address, whatever its case). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
