// Public surface of the licence module.
export type * from './commands.js';
export {
  changesRemaining,
  DEFAULT_ACCOUNT_CHANGE_ALLOWANCE,
  DEFAULT_LICENCE_DAYS,
  decideLicence,
  isAccountNumber,
  licenceDecider,
} from './decide.js';
export { LICENCE_MESSAGES, type LicenceErrorCode, licenceError } from './errors.js';
export type * from './events.js';
export * from './licence-key.js';
export { type RenewalTarget, renews, renewsChosen } from './renewal.js';
export { effectiveStatus, evolveLicence, type IssuedLicence, initialLicence, type Licence } from './state.js';
