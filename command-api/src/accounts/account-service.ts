// Account use cases: each parses nothing (routes did), decides through the user aggregate and
// appends; uniqueness goes through reservation streams, lookups through the event store.
import {
  checkPassword,
  DomainError,
  type DomainErrorKind,
  type Role,
  type User,
  type UserCommand,
  userDecider,
  userStream,
} from '@shop/domain';
import {
  type AppKeys,
  type EmailTokenPurpose,
  type EventMetadata,
  type EventStore,
  emailReservation,
  handleCommand,
  issueEmailToken,
  newId,
  parseEmailToken,
  releaseReservation,
  usernameReservation,
} from '@shop/infra';
import { ACCOUNT_MESSAGES } from '../contracts/users.js';
import { claimForUser, findOwner, loadUser } from './directory.js';
import type { PasswordHasher } from './passwords.js';
import type { SessionTokens } from './sessions.js';

export interface AccountDependencies {
  store: EventStore;
  passwords: PasswordHasher;
  keys: AppKeys;
  sessions: SessionTokens;
  clock: () => Date;
}

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

export interface GoogleProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

/** `Jane Doe` / `jane.doe@gmail.com` → `jane.doe`, then `jane.doe4821` when taken. */
export function usernameFromProfile(profile: GoogleProfile, attempt: number): string {
  const source = profile.email.split('@')[0] ?? profile.name ?? 'trader';
  let base = source
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 24);
  if (base.length < 3) base = `trader${base}`;
  return attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
}

const fail = (code: string, message: string, kind: DomainErrorKind, details = {}) =>
  new DomainError(code, message, kind, details);

export function passwordProblem(password: string): DomainError | undefined {
  const check = checkPassword(password);
  if (check.isValid) return undefined;
  return fail(
    'PASSWORD_REQUIREMENTS',
    `${ACCOUNT_MESSAGES.passwordRequirements}${check.errors.join(', ')}`,
    'validation',
    {
      passwordErrors: check.errors,
      passwordStrength: check.strength,
    },
  );
}

export function createAccountService(deps: AccountDependencies) {
  const { store, passwords, keys, sessions, clock } = deps;
  const now = () => clock().toISOString();
  const run = (userId: string, command: UserCommand, metadata: EventMetadata) =>
    handleCommand(store, userStream(userId), userDecider, command, { metadata });

  function newToken(purpose: EmailTokenPurpose, userId: string) {
    const tokenId = newId();
    return { tokenId, tokenHash: issueEmailToken(keys.emailTokenKey, purpose, userId, tokenId).tokenHash };
  }

  async function findByEmail(email: string): Promise<string | undefined> {
    return findOwner(store, emailReservation(email));
  }

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
      throw fail('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken, 'rule');
    }
    if (!(await claimForUser(store, usernameReservation(account.username), userId, metadata, at))) {
      await releaseReservation(store, email, userId, metadata);
      throw fail('USERNAME_TAKEN', ACCOUNT_MESSAGES.usernameTaken, 'rule');
    }
    const emailVerified = account.emailVerified ?? false;
    const result = await run(
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
          verification: emailVerified ? null : newToken('verify-email', userId),
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
      throw fail('INVALID_VERIFICATION_TOKEN', 'Invalid or expired verification link', 'validation');
    await run(
      parsed.userId,
      { type: 'VerifyEmail', data: { tokenHash: parsed.tokenHash, now: now() } },
      metadata,
    );
  }

  /** Quietly does nothing for unknown or verified addresses: the caller answers the same either way. */
  async function resendVerification(email: string, metadata: EventMetadata) {
    const userId = await findByEmail(email);
    const user = userId ? await loadUser(store, userId) : undefined;
    if (!userId || user?.status !== 'active' || user.emailVerified) return;
    await run(
      userId,
      { type: 'RequestEmailVerification', data: { ...newToken('verify-email', userId), now: now() } },
      metadata,
    );
  }

  async function forgotPassword(email: string, metadata: EventMetadata) {
    const userId = await findByEmail(email);
    const user = userId ? await loadUser(store, userId) : undefined;
    if (!userId || user?.status !== 'active' || user.passwordHash === null) return;
    await run(
      userId,
      { type: 'RequestPasswordReset', data: { ...newToken('reset-password', userId), now: now() } },
      metadata,
    );
  }

  async function resetPassword(token: string, newPassword: string, metadata: EventMetadata) {
    const parsed = parseEmailToken(token);
    if (!parsed)
      throw fail(
        'INVALID_RESET_TOKEN',
        'Invalid or expired reset link. Please request a new one.',
        'validation',
      );
    const problem = passwordProblem(newPassword);
    if (problem) throw problem;
    const passwordHash = await passwords.hash(newPassword);
    const { position } = await run(
      parsed.userId,
      { type: 'ResetPassword', data: { tokenHash: parsed.tokenHash, passwordHash, now: now() } },
      metadata,
    );
    return { position };
  }

  /** Checks the password and records the login; answers the same for unknown accounts and wrong passwords. */
  async function login(
    identifier: { email?: string; username?: string },
    password: string,
    metadata: EventMetadata,
  ) {
    const reservation = identifier.email
      ? emailReservation(identifier.email)
      : usernameReservation(identifier.username ?? '');
    const userId = await findOwner(store, reservation);
    const user: User = userId ? await loadUser(store, userId) : { status: 'none' };
    if (user.status !== 'active') {
      await passwords.verify(password, null);
      throw fail('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials, 'unauthenticated');
    }
    if (user.passwordHash === null) {
      await passwords.verify(password, null);
      throw fail(
        'GOOGLE_ACCOUNT',
        "This account was created with Google. Please use the 'Continue with Google' button below to sign in.",
        'validation',
        { isGoogleUser: true },
      );
    }
    if (!(await passwords.verify(password, user.passwordHash))) {
      throw fail('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials, 'unauthenticated');
    }
    if (!user.emailVerified) {
      throw fail('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified, 'forbidden', {
        emailVerificationRequired: true,
        email: user.email,
      });
    }
    return startSession(user.userId, 'password', { ...metadata, actor: `user:${user.userId}` });
  }

  async function startSession(userId: string, method: 'password' | 'google', metadata: EventMetadata) {
    const result = await run(userId, { type: 'RecordLogin', data: { method, now: now() } }, metadata);
    if (result.state.status !== 'active')
      throw fail('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials, 'unauthenticated');
    const token = await sessions.issue({ userId, generation: result.state.sessionGeneration }, clock());
    return { token, user: result.state };
  }

  /**
   * Google sign-in: an existing account with this email is linked (Google vouches for the
   * address), otherwise a Google account is created with a username made from the profile.
   */
  async function signInWithGoogle(profile: GoogleProfile, metadata: EventMetadata) {
    if (!profile.emailVerified)
      throw fail('GOOGLE_EMAIL_NOT_VERIFIED', 'Your Google email address is not verified', 'forbidden');
    const existing = await findByEmail(profile.email);
    if (existing) {
      const link: UserCommand = {
        type: 'LinkGoogleAccount',
        data: { googleSubject: profile.subject, now: now() },
      };
      await run(existing, link, { ...metadata, actor: `user:${existing}` });
      return startSession(existing, 'google', { ...metadata, actor: `user:${existing}` });
    }
    for (let attempt = 0; ; attempt += 1) {
      const username = usernameFromProfile(profile, attempt);
      try {
        const { userId } = await register(
          {
            username,
            email: profile.email,
            password: null,
            googleSubject: profile.subject,
            emailVerified: true,
          },
          metadata,
        );
        return startSession(userId, 'google', { ...metadata, actor: `user:${userId}` });
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'USERNAME_TAKEN' && attempt < 5)) throw error;
      }
    }
  }

  /** Ends every session; `position` is where the users read model (which sessions are checked against) must be. */
  async function logout(userId: string, metadata: EventMetadata) {
    const { position } = await run(userId, { type: 'LogOut', data: { now: now() } }, metadata);
    return { position };
  }

  return {
    register,
    verifyEmail,
    resendVerification,
    forgotPassword,
    resetPassword,
    login,
    signInWithGoogle,
    startSession,
    logout,
    findByEmail,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
