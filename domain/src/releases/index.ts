// Public surface of the release module.
export type * from './commands.js';
export {
  CHANGELOG_MAX_LENGTH,
  decideRelease,
  MAX_MT5_BUILD,
  type Release,
  releaseDecider,
} from './decide.js';
export { RELEASE_MESSAGES, type ReleaseErrorCode, releaseError } from './errors.js';
export type * from './events.js';
export * from './versions.js';
