// Registration: a new account (with a password or from Google), verifying its email address with
// the link's token, and sending that link again. Email and username are unique through reservations.
import { DomainError, type Role } from '@shop/domain';
import {
  type EventMetadata,
  emailReservation,
  newId,
  parseEmailToken,
  releaseReservation,
  usernameReservation,
} from '@shop/infra';
import { ACCOUNT_MESSAGES } from '../contracts/users.js';
import { type AccountDependencies, newEmailToken, passwordProblem, runOnUser } from './accounts.js';
import { claimForUser, findByEmail, loadUser } from './directory.js';

export interface NewAccount {
  username: string;
  email: string;
  /** null for a Google account. */
  password: string | null;
  roles?: Role[];
  googleSubject?: string | null;
  emailVerified?: boolean;
  /** False only for an admin password chosen by the operator (ADMIN_PASSWORD). */
  enforcePasswordPolicy?: boolean;
}

export function createRegistration({ store, passwords, keys, clock }: AccountDependencies) {
  const now = () => clock().toISOString();

  async function register(account: NewAccount, metadata: EventMetadata) {
    if (account.password !== null && account.enforcePasswordPolicy !== false) {
      const problem = passwordProblem(account.password);
      if (problem) throw problem;
    }
    const passwordHash = account.password === null ? null : await passwords.hash(account.password);
    const userId = newId();
    const at = clock();
    const email = emailReservation(account.email);
    if (!(await claimForUser(store, email, userId, metadata, at))) {
      throw new DomainError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken, 'rule');
    }
    if (!(await claimForUser(store, usernameReservation(account.username), userId, metadata, at))) {
      await releaseReservation(store, email, userId, metadata);
      throw new DomainError('USERNAME_TAKEN', ACCOUNT_MESSAGES.usernameTaken, 'rule');
    }
    const emailVerified = account.emailVerified ?? false;
    const result = await runOnUser(
      store,
      userId,
      {
        type: 'RegisterUser',
        data: {
          userId,
          username: account.username.trim(),
          email: account.email.trim(),
          passwordHash,
          method: account.password === null ? 'google' : 'password',
          googleSubject: account.googleSubject ?? null,
          roles: account.roles ?? ['user'],
          emailVerified,
          verification: emailVerified ? null : newEmailToken(keys, 'verify-email', userId),
          now: now(),
        },
      },
      { ...metadata, actor: metadata.actor === 'anonymous' ? `user:${userId}` : metadata.actor },
    );
    return { userId, position: result.position };
  }

  async function verifyEmail(token: string, metadata: EventMetadata) {
    const parsed = parseEmailToken(token);
    if (!parsed)
      throw new DomainError(
        'INVALID_VERIFICATION_TOKEN',
        'Invalid or expired verification link',
        'validation',
      );
    await runOnUser(
      store,
      parsed.userId,
      { type: 'VerifyEmail', data: { tokenHash: parsed.tokenHash, now: now() } },
      metadata,
    );
  }

  /** Quietly does nothing for unknown or verified addresses: the caller answers the same either way. */
  async function resendVerification(email: string, metadata: EventMetadata) {
    const userId = await findByEmail(store, email);
    const user = userId ? await loadUser(store, userId) : undefined;
    if (!userId || user?.status !== 'active' || user.emailVerified) return;
    await runOnUser(
      store,
      userId,
      {
        type: 'RequestEmailVerification',
        data: { ...newEmailToken(keys, 'verify-email', userId), now: now() },
      },
      metadata,
    );
  }

  /**
   * Someone tried to sign up with a registered address: its owner gets an email about it (through
   * the event), and nothing else changes. Quietly does nothing when the account is gone.
   */
  async function tellOwnerOfSignUpAttempt(email: string, metadata: EventMetadata) {
    const userId = await findByEmail(store, email);
    if (!userId || (await loadUser(store, userId)).status !== 'active') return;
    await runOnUser(store, userId, { type: 'NoteSignUpAttempt', data: { now: now() } }, metadata);
  }

  return { register, verifyEmail, resendVerification, tellOwnerOfSignUpAttempt };
}

export type Registration = ReturnType<typeof createRegistration>;
