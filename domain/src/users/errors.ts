// The user module's broken rules, with the messages people read.
import { DomainError } from '../core/domain-error.js';

export type UserErrorCode =
  | 'USER_EXISTS'
  | 'USER_NOT_FOUND'
  | 'INVALID_VERIFICATION_TOKEN'
  | 'EMAIL_ALREADY_VERIFIED'
  | 'INVALID_RESET_TOKEN'
  | 'GOOGLE_ACCOUNT'
  | 'GOOGLE_ACCOUNT_MISMATCH'
  | 'INVALID_ROLES';

export const USER_MESSAGES = {
  exists: 'This account already exists',
  notFound: 'User not found',
  invalidVerification: 'Invalid or expired verification link',
  alreadyVerified: 'Email is already verified',
  invalidReset: 'Invalid or expired reset link. Please request a new one.',
  googleAccount:
    "This account was created with Google. Please use the 'Continue with Google' button below to sign in.",
  googleMismatch: 'This email is linked to a different Google account',
  invalidRoles: 'Roles must include user',
} as const;

export const userError = {
  exists: () => new DomainError<UserErrorCode>('USER_EXISTS', USER_MESSAGES.exists),
  notFound: () => new DomainError<UserErrorCode>('USER_NOT_FOUND', USER_MESSAGES.notFound, 'not_found'),
  invalidVerification: () =>
    new DomainError<UserErrorCode>(
      'INVALID_VERIFICATION_TOKEN',
      USER_MESSAGES.invalidVerification,
      'validation',
    ),
  alreadyVerified: () =>
    new DomainError<UserErrorCode>('EMAIL_ALREADY_VERIFIED', USER_MESSAGES.alreadyVerified),
  invalidReset: () =>
    new DomainError<UserErrorCode>('INVALID_RESET_TOKEN', USER_MESSAGES.invalidReset, 'validation'),
  googleAccount: () =>
    new DomainError<UserErrorCode>('GOOGLE_ACCOUNT', USER_MESSAGES.googleAccount, 'validation', {
      isGoogleUser: true,
    }),
  googleMismatch: () =>
    new DomainError<UserErrorCode>('GOOGLE_ACCOUNT_MISMATCH', USER_MESSAGES.googleMismatch, 'forbidden'),
  invalidRoles: () =>
    new DomainError<UserErrorCode>('INVALID_ROLES', USER_MESSAGES.invalidRoles, 'validation'),
};
