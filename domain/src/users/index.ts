// Public surface of the user module.

export * from './admin-roster.js';
export type * from './commands.js';
export {
  decideUser,
  normalizeRoles,
  RESET_TOKEN_HOURS,
  userDecider,
  VERIFICATION_TOKEN_HOURS,
} from './decide.js';
export { USER_MESSAGES, type UserErrorCode, userError } from './errors.js';
export type * from './events.js';
export * from './identity.js';
export * from './password-policy.js';
export {
  hasSecondFactor,
  PASSKEYS_PER_ACCOUNT,
  type Passkey,
  type SessionRecord,
  secondFactorMethods,
} from './second-factors.js';
export { type ActiveUser, evolveUser, initialUser, type PendingToken, type User } from './state.js';
