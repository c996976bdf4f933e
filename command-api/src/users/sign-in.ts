// Signing in and out: a password login (the same answer for unknown accounts and wrong passwords,
// at the same cost); an account with a second factor gets a short-lived challenge instead of a
// session, and the session once the factor is proved; logging out of every session.
import {
  type ActiveUser,
  DomainError,
  hasSecondFactor,
  type LoginMethod,
  type SecondFactorMethod,
  type SecondFactorProof,
  secondFactorMethods,
  type User,
} from '@shop/domain';
import { type EventMetadata, emailReservation, usernameReservation } from '@shop/infra';
import { ACCOUNT_MESSAGES } from '../contracts/users.js';
import { type AccountDependencies, runOnUser } from './accounts.js';
import { findOwner, loadUser } from './directory.js';
import { createSessionStart } from './session-start.js';
import {
  challengeExpired,
  proofOfAnswer,
  type SecondFactorAnswer,
  wrongAnswer,
} from './two-factor/answers.js';
import type { SignInChallenges } from './two-factor/sign-in-challenges.js';

const invalidCredentials = () =>
  new DomainError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials, 'unauthenticated');

export interface SignInDependencies extends AccountDependencies {
  challenges: SignInChallenges;
}

/** A session, or the challenge an account with a second factor must answer first. */
export type SignInOutcome =
  | { kind: 'session'; token: string; user: ActiveUser }
  | { kind: 'challenge'; challengeToken: string; methods: SecondFactorMethod[]; expiresAt: Date };

export function createSignIn(deps: SignInDependencies) {
  const { store, passwords, clock, challenges } = deps;
  const now = () => clock().toISOString();
  const startSession = createSessionStart(deps);

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
  async function login(
    userId: string | undefined,
    password: string,
    metadata: EventMetadata,
    userAgent: string | null,
  ): Promise<SignInOutcome> {
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
    return beginSession(user, 'password', metadata, userAgent);
  }

  /** After the first factor: the session, or a challenge when the account has a second factor. */
  async function beginSession(
    user: ActiveUser,
    method: LoginMethod,
    metadata: EventMetadata,
    userAgent: string | null,
  ): Promise<SignInOutcome> {
    if (hasSecondFactor(user)) {
      const { token, expiresAt } = await challenges.issue({
        kind: 'second-factor',
        userId: user.userId,
        method,
        userAgent,
      });
      return { kind: 'challenge', challengeToken: token, methods: secondFactorMethods(user), expiresAt };
    }
    const session = await startSession(
      user.userId,
      method,
      { ...metadata, actor: `user:${user.userId}` },
      { userAgent },
    );
    return { kind: 'session', ...session };
  }

  /** The account waiting on a sign-in challenge, while the challenge lives. */
  async function challengedAccount(challengeToken: string) {
    const challenge = await challenges.find(challengeToken, 'second-factor');
    const user = challenge?.userId ? await loadUser(store, challenge.userId) : undefined;
    if (!challenge || user?.status !== 'active') throw challengeExpired();
    return { challenge, user };
  }

  /**
   * Finishes a sign-in with a code from the authenticator app or a recovery code; `user` is the account
   * `challengedAccount` found for the challenge (the caller reads it once, to count attempts against it).
   */
  async function finishWithAnswer(
    challengeToken: string,
    user: ActiveUser,
    answer: SecondFactorAnswer,
    metadata: EventMetadata,
  ) {
    const proof = proofOfAnswer(user, answer, clock());
    if (!proof) throw wrongAnswer(answer, await challenges.recordFailure(challengeToken));
    return finishWithProof(challengeToken, user.userId, proof, metadata);
  }

  /** Finishes a sign-in whose second factor was proved (a code, a recovery code, a passkey): once. */
  async function finishWithProof(
    challengeToken: string,
    userId: string,
    proof: SecondFactorProof,
    metadata: EventMetadata,
  ) {
    const challenge = await challenges.consume(challengeToken, 'second-factor');
    if (!challenge || challenge.userId !== userId || !challenge.method) throw challengeExpired();
    return startSession(
      userId,
      challenge.method,
      { ...metadata, actor: `user:${userId}` },
      { userAgent: challenge.userAgent, secondFactor: proof },
    );
  }

  /** Ends every session; `position` is where the users read model (which sessions are checked against) must be. */
  async function logout(userId: string, metadata: EventMetadata) {
    const { position } = await runOnUser(store, userId, { type: 'LogOut', data: { now: now() } }, metadata);
    return { position };
  }

  return {
    accountOf,
    login,
    beginSession,
    startSession,
    challengedAccount,
    finishWithAnswer,
    finishWithProof,
    logout,
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
