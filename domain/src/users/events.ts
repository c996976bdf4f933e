// Everything that can happen to a user account. Token values never appear: only their SHA-256.
import type { Event } from '../core/message.js';

export type Role = 'admin' | 'user';
export type SignInMethod = 'password' | 'google';

export type UserRegistered = Event<
  'UserRegistered',
  {
    userId: string;
    username: string;
    email: string;
    /** bcrypt hash; null for an account created through Google. */
    passwordHash: string | null;
    method: SignInMethod;
    googleSubject: string | null;
    roles: Role[];
    /** Google vouches for its addresses; admins created at start-up are trusted too. */
    emailVerified: boolean;
    registeredAt: string;
  }
>;
export type EmailVerificationRequested = Event<
  'EmailVerificationRequested',
  { tokenId: string; tokenHash: string; requestedAt: string; expiresAt: string }
>;
export type EmailVerified = Event<'EmailVerified', { verifiedAt: string }>;
export type PasswordResetRequested = Event<
  'PasswordResetRequested',
  { tokenId: string; tokenHash: string; requestedAt: string; expiresAt: string }
>;
export type PasswordResetCompleted = Event<
  'PasswordResetCompleted',
  { passwordHash: string; completedAt: string }
>;
export type GoogleAccountLinked = Event<
  'GoogleAccountLinked',
  {
    googleSubject: string;
    linkedAt: string;
    /**
     * The account's email had never been verified, so its password may be someone else's: it is removed
     * (the owner can set one through a reset). Absent on links recorded before this rule: nothing removed.
     */
    passwordRemoved?: boolean;
    /** Every session issued before the link ends. Absent on links recorded before this rule: none ended. */
    sessionsEnded?: boolean;
  }
>;
export type UserLoggedIn = Event<'UserLoggedIn', { method: SignInMethod; loggedInAt: string }>;
/** Ends every session issued before it. */
export type UserLoggedOut = Event<'UserLoggedOut', { loggedOutAt: string }>;
export type UserRolesChanged = Event<'UserRolesChanged', { roles: Role[]; changedAt: string }>;
export type UserDeleted = Event<'UserDeleted', { deletedAt: string }>;
/** A sign-up was tried with the account's email address; the owner gets an email, nothing else changes. */
export type SignUpAttempted = Event<'SignUpAttempted', { attemptedAt: string }>;
/** The owner turned the licence reminder emails on or off. */
export type ReminderEmailsChanged = Event<'ReminderEmailsChanged', { enabled: boolean; changedAt: string }>;

export type UserEvent =
  | UserRegistered
  | EmailVerificationRequested
  | EmailVerified
  | PasswordResetRequested
  | PasswordResetCompleted
  | GoogleAccountLinked
  | UserLoggedIn
  | UserLoggedOut
  | UserRolesChanged
  | UserDeleted
  | SignUpAttempted
  | ReminderEmailsChanged;
