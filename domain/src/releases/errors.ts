// The release module's broken rules, with the messages people read.
import { DomainError } from '../core/domain-error.js';

export type ReleaseErrorCode =
  | 'RELEASE_EXISTS'
  | 'RELEASE_NOT_FOUND'
  | 'RELEASE_WITHDRAWN'
  | 'INVALID_VERSION'
  | 'INVALID_RELEASE';

export const RELEASE_MESSAGES = {
  exists: (version: string) => `Version ${version} is already published`,
  notFound: 'Release not found',
  withdrawn: 'This release has been withdrawn',
  invalidVersion: 'Version must look like 1.2.0 (MAJOR.MINOR.PATCH, optionally -beta.1)',
  changelogTooLong: 'The changelog may be at most 20,000 characters',
  invalidBuild: 'The minimum MT5 build must be a whole number from 1 to 99999',
} as const;

export const releaseError = {
  exists: (version: string) =>
    new DomainError<ReleaseErrorCode>('RELEASE_EXISTS', RELEASE_MESSAGES.exists(version)),
  notFound: () =>
    new DomainError<ReleaseErrorCode>('RELEASE_NOT_FOUND', RELEASE_MESSAGES.notFound, 'not_found'),
  withdrawn: () => new DomainError<ReleaseErrorCode>('RELEASE_WITHDRAWN', RELEASE_MESSAGES.withdrawn),
  invalid: (message: string) => new DomainError<ReleaseErrorCode>('INVALID_RELEASE', message, 'validation'),
  invalidVersion: () =>
    new DomainError<ReleaseErrorCode>('INVALID_VERSION', RELEASE_MESSAGES.invalidVersion, 'validation'),
};
