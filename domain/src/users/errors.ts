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
  | 'INVALID_ROLES'
  | 'TWO_FACTOR_REQUIRED'
  | 'TWO_FACTOR_CODE_USED'
  | 'RECOVERY_CODE_INVALID'
  | 'TOTP_NOT_ENABLED'
  | 'TOTP_ALREADY_ENABLED'
  | 'PASSKEY_NOT_FOUND'
  | 'PASSKEY_INVALID'
  | 'PASSKEY_EXISTS'
  | 'PASSKEY_LIMIT'
  | 'SECOND_FACTOR_REQUIRED_FOR_ADMINS';

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
  secondFactorMissing: 'This sign-in needs your second factor',
  codeUsed: 'This code has already been used. Wait for the next one.',
  recoveryCodeInvalid: 'Invalid recovery code',
  totpNotEnabled: 'Two-factor authentication is not enabled',
  totpAlreadyEnabled: 'Two-factor authentication is already enabled',
  passkeyNotFound: 'Passkey not found',
  passkeyInvalid: 'Passkey verification failed',
  passkeyExists: 'This passkey is already registered',
  passkeyLimit: 'You can register up to 10 passkeys',
  secondFactorRequiredForAdmins: 'Admins must keep at least one second factor',
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
  secondFactorMissing: () =>
    new DomainError<UserErrorCode>(
      'TWO_FACTOR_REQUIRED',
      USER_MESSAGES.secondFactorMissing,
      'unauthenticated',
    ),
  codeUsed: () =>
    new DomainError<UserErrorCode>('TWO_FACTOR_CODE_USED', USER_MESSAGES.codeUsed, 'unauthenticated'),
  recoveryCodeInvalid: () =>
    new DomainError<UserErrorCode>(
      'RECOVERY_CODE_INVALID',
      USER_MESSAGES.recoveryCodeInvalid,
      'unauthenticated',
    ),
  totpNotEnabled: () => new DomainError<UserErrorCode>('TOTP_NOT_ENABLED', USER_MESSAGES.totpNotEnabled),
  totpAlreadyEnabled: () =>
    new DomainError<UserErrorCode>('TOTP_ALREADY_ENABLED', USER_MESSAGES.totpAlreadyEnabled),
  passkeyNotFound: () =>
    new DomainError<UserErrorCode>('PASSKEY_NOT_FOUND', USER_MESSAGES.passkeyNotFound, 'not_found'),
  passkeyInvalid: () =>
    new DomainError<UserErrorCode>('PASSKEY_INVALID', USER_MESSAGES.passkeyInvalid, 'unauthenticated'),
  passkeyExists: () => new DomainError<UserErrorCode>('PASSKEY_EXISTS', USER_MESSAGES.passkeyExists),
  passkeyLimit: () => new DomainError<UserErrorCode>('PASSKEY_LIMIT', USER_MESSAGES.passkeyLimit),
  secondFactorRequiredForAdmins: () =>
    new DomainError<UserErrorCode>(
      'SECOND_FACTOR_REQUIRED_FOR_ADMINS',
      USER_MESSAGES.secondFactorRequiredForAdmins,
    ),
};
