// What the account use cases share: their dependencies, a command on a user's stream, the email
// tokens whose hash a command records, and the password policy's refusal.
import { DomainError, type UserCommand, userDecider, userStream } from '@shop/domain';
import {
  type AppKeys,
  type EmailTokenPurpose,
  type EventMetadata,
  type EventStore,
  handleCommand,
  issueEmailToken,
  newId,
} from '@shop/infra';
import { ACCOUNT_MESSAGES } from '../contracts/users.js';
import { checkPasswordOnServer } from './password-estimate.js';
import type { PasswordHasher } from './passwords.js';
import type { SessionTokens } from './sessions.js';

/** One set for every account use case (registration, password reset, sign-in); each takes what it needs. */
export interface AccountDependencies {
  store: EventStore;
  passwords: PasswordHasher;
  keys: AppKeys;
  sessions: SessionTokens;
  clock: () => Date;
}

export function runOnUser(store: EventStore, userId: string, command: UserCommand, metadata: EventMetadata) {
  return handleCommand(store, userStream(userId), userDecider, command, { metadata });
}

/** A new single-use email token: its id travels in the link, only its hash is recorded. */
export function newEmailToken(keys: AppKeys, purpose: EmailTokenPurpose, userId: string) {
  const tokenId = newId();
  return { tokenId, tokenHash: issueEmailToken(keys.emailTokenKey, purpose, userId, tokenId).tokenHash };
}

export function passwordProblem(password: string): DomainError | undefined {
  const check = checkPasswordOnServer(password);
  if (check.isValid) return undefined;
  return new DomainError(
    'PASSWORD_REQUIREMENTS',
    `${ACCOUNT_MESSAGES.passwordRequirements}${check.errors.join(', ')}`,
    'validation',
    { passwordErrors: check.errors, passwordStrength: check.strength },
  );
}
