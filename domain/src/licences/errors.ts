// The licence module's broken rules, with the messages people read.
import { DomainError } from '../core/domain-error.js';

export type LicenceErrorCode =
  | 'LICENCE_EXISTS'
  | 'LICENCE_NOT_FOUND'
  | 'LICENCE_NOT_ACTIVE'
  | 'LICENCE_REVOKED'
  | 'INVALID_ACCOUNT_NUMBER'
  | 'SAME_ACCOUNT_NUMBER'
  | 'NO_CHANGES_LEFT'
  | 'INVALID_DURATION'
  | 'INVALID_LICENSE_KEY';

export const LICENCE_MESSAGES = {
  exists: 'This license already exists',
  notFound: 'License not found',
  notActive: 'Only active licenses can have their account number changed',
  revoked: 'License is revoked',
  invalidAccountNumber: 'Please enter a valid account number',
  sameAccountNumber: 'New account number must be different from current account number',
  noChangesLeft: 'You have used all your account number changes. Please contact an admin to change it again.',
  invalidDuration: 'Duration must be a whole number of days, at least 1',
  invalidKey: 'Invalid license key',
} as const;

const error = (
  code: LicenceErrorCode,
  message: string,
  kind: 'validation' | 'not_found' | 'rule' = 'rule',
  details = {},
) => new DomainError<LicenceErrorCode>(code, message, kind, details);

export const licenceError = {
  exists: () => error('LICENCE_EXISTS', LICENCE_MESSAGES.exists),
  notFound: () => error('LICENCE_NOT_FOUND', LICENCE_MESSAGES.notFound, 'not_found'),
  notActive: () => error('LICENCE_NOT_ACTIVE', LICENCE_MESSAGES.notActive),
  revoked: () => error('LICENCE_REVOKED', LICENCE_MESSAGES.revoked),
  invalidAccountNumber: () =>
    error('INVALID_ACCOUNT_NUMBER', LICENCE_MESSAGES.invalidAccountNumber, 'validation'),
  sameAccountNumber: () => error('SAME_ACCOUNT_NUMBER', LICENCE_MESSAGES.sameAccountNumber, 'validation'),
  noChangesLeft: () =>
    error('NO_CHANGES_LEFT', LICENCE_MESSAGES.noChangesLeft, 'rule', { changesRemaining: 0 }),
  invalidDuration: () => error('INVALID_DURATION', LICENCE_MESSAGES.invalidDuration, 'validation'),
  invalidKey: () => error('INVALID_LICENSE_KEY', LICENCE_MESSAGES.invalidKey, 'validation'),
};
