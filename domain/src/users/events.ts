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
/** How a session began: a password, Google, or a passkey alone (which proves two factors itself). */
export type LoginMethod = SignInMethod | 'passkey';
export type UserLoggedIn = Event<
  'UserLoggedIn',
  {
    method: LoginMethod;
    loggedInAt: string;
    /** The session this login started (in its token as `sid`). Absent on logins recorded before sessions had ids. */
    sessionId?: string;
    /** The browser's user agent as it announced itself, for the owner's list of sessions. */
    userAgent?: string | null;
    /** The second factor this login proved, if any. */
    secondFactor?: SecondFactorMethod;
  }
>;
/** Ends every session issued before it. */
export type UserLoggedOut = Event<'UserLoggedOut', { loggedOutAt: string }>;
export type UserRolesChanged = Event<'UserRolesChanged', { roles: Role[]; changedAt: string }>;
export type UserDeleted = Event<'UserDeleted', { deletedAt: string }>;
/** A sign-up was tried with the account's email address; the owner gets an email, nothing else changes. */
export type SignUpAttempted = Event<'SignUpAttempted', { attemptedAt: string }>;
/** The owner turned the licence reminder emails on or off. */
export type ReminderEmailsChanged = Event<'ReminderEmailsChanged', { enabled: boolean; changedAt: string }>;

export type SecondFactorMethod = 'totp' | 'recovery' | 'passkey';
/** Why a second factor was asked: to finish a sign-in, to confirm a dangerous action, to change the factors. */
export type SecondFactorPurpose = 'sign-in' | 'step-up' | 'change';

/** An authenticator app (RFC 6238) was confirmed with its first code; `secret` is sealed personal data. */
export type TotpEnabled = Event<
  'TotpEnabled',
  {
    /** Base32, as the authenticator app holds it. */
    secret: string;
    /** SHA-256 of each recovery code, hex; empty for an app set up from ADMIN_TOTP_SECRET. */
    recoveryCodeHashes: string[];
    /** The 30-second step of the confirming code: it may not be used again. */
    step: number;
    enabledAt: string;
  }
>;
export type TotpDisabled = Event<'TotpDisabled', { disabledAt: string }>;
/** A new set of recovery codes replaces every earlier one. */
export type RecoveryCodesGenerated = Event<
  'RecoveryCodesGenerated',
  { recoveryCodeHashes: string[]; generatedAt: string }
>;
/** A second factor was proved: a TOTP step, a recovery code (now spent) or a passkey (its new counter). */
export type SecondFactorUsed = Event<
  'SecondFactorUsed',
  {
    method: SecondFactorMethod;
    purpose: SecondFactorPurpose;
    /** The session it was proved in (sign-in: the one it starts). */
    sessionId: string | null;
    step?: number;
    recoveryCodeHash?: string;
    passkeyId?: string;
    signCount?: number;
    usedAt: string;
  }
>;
export type PasskeyRegistered = Event<
  'PasskeyRegistered',
  {
    passkeyId: string;
    /** WebAuthn credential id, base64url. */
    credentialId: string;
    /** COSE public key, base64url. */
    publicKey: string;
    signCount: number;
    transports: string[];
    /** The owner's name for it ("Work laptop"): sealed personal data. */
    name: string;
    registeredAt: string;
  }
>;
export type PasskeyRenamed = Event<'PasskeyRenamed', { passkeyId: string; name: string; renamedAt: string }>;
export type PasskeyRemoved = Event<'PasskeyRemoved', { passkeyId: string; removedAt: string }>;
/** An admin removed every second factor of the account (authenticator, recovery codes, passkeys); its sessions end. */
export type SecondFactorsReset = Event<'SecondFactorsReset', { resetBy: string; resetAt: string }>;
/** The owner changed the password knowing the old one; every session but `keptSessionId` ends. */
export type PasswordChanged = Event<
  'PasswordChanged',
  { passwordHash: string; keptSessionId: string | null; changedAt: string }
>;
/** The owner signed out every session but `keptSessionId`. */
export type OtherSessionsEnded = Event<
  'OtherSessionsEnded',
  { keptSessionId: string | null; endedAt: string }
>;

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
  | ReminderEmailsChanged
  | TotpEnabled
  | TotpDisabled
  | RecoveryCodesGenerated
  | SecondFactorUsed
  | PasskeyRegistered
  | PasskeyRenamed
  | PasskeyRemoved
  | SecondFactorsReset
  | PasswordChanged
  | OtherSessionsEnded;
