// Signing in and out: a password login (the same answer for unknown accounts and wrong passwords,
// at the same cost), a session for an account that proved itself, and logging out of every session.
import { DomainError, type User } from '@shop/domain';
import { type EventMetadata, emailReservation, usernameReservation } from '@shop/infra';
import { ACCOUNT_MESSAGES } from '../contracts/users.js';
import { type AccountDependencies, runOnUser } from './accounts.js';
import { findOwner, loadUser } from './directory.js';

const invalidCredentials = () =>
  new DomainError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials, 'unauthenticated');

export function createSignIn({ store, passwords, sessions, clock }: AccountDependencies) {
  const now = () => clock().toISOString();

  /**
   * Which account the typed email or username names, and the key its failed logins are counted
   * under: the account's, whichever identifier was typed, or the identifier's (normalised and hashed)
   * when no account has it, so probing unknown names is limited too.
   */
  async function accountOf(identifier: { email?: string; username?: string }) {
    const reservation = identifier.email
      ? emailReservation(identifier.email)
      : usernameReservation(identifier.username ?? '');
    const userId = await findOwner(store, reservation);
    return { userId, attemptKey: userId ? `account:${userId}` : reservation };
  }

  /** A password login to the account `accountOf` found (none: answered like a wrong password). */
  async function login(userId: string | undefined, password: string, metadata: EventMetadata) {
    const user: User = userId ? await loadUser(store, userId) : { status: 'none' };
    if (user.status !== 'active') {
      await passwords.verify(password, null);
      throw invalidCredentials();
    }
    if (user.passwordHash === null) {
      await passwords.verify(password, null);
      throw new DomainError(
        'GOOGLE_ACCOUNT',
        "This account was created with Google. Please use the 'Continue with Google' button below to sign in.",
        'validation',
        { isGoogleUser: true },
      );
    }
    if (!(await passwords.verify(password, user.passwordHash))) throw invalidCredentials();
    if (!user.emailVerified) {
      throw new DomainError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified, 'forbidden', {
        emailVerificationRequired: true,
        email: user.email,
      });
    }
    return startSession(user.userId, 'password', { ...metadata, actor: `user:${user.userId}` });
  }

  /** Records the login and issues a session token bound to the account's session generation. */
  async function startSession(userId: string, method: 'password' | 'google', metadata: EventMetadata) {
    const result = await runOnUser(
      store,
      userId,
      { type: 'RecordLogin', data: { method, now: now() } },
      metadata,
    );
    if (result.state.status !== 'active') throw invalidCredentials();
    const token = await sessions.issue({ userId, generation: result.state.sessionGeneration }, clock());
    return { token, user: result.state };
  }

  /** Ends every session; `position` is where the users read model (which sessions are checked against) must be. */
  async function logout(userId: string, metadata: EventMetadata) {
    const { position } = await runOnUser(store, userId, { type: 'LogOut', data: { now: now() } }, metadata);
    return { position };
  }

  return { accountOf, login, startSession, logout };
}

export type SignIn = ReturnType<typeof createSignIn>;
