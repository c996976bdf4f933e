// What may be asked of a user account. `now` and every id or hash arrive from outside.
import type { Command } from '../core/message.js';
import type { LoginMethod, Role, SecondFactorPurpose, SignInMethod } from './events.js';

export interface IssuedToken {
  tokenId: string;
  tokenHash: string;
}

export type RegisterUser = Command<
  'RegisterUser',
  {
    userId: string;
    username: string;
    email: string;
    passwordHash: string | null;
    method: SignInMethod;
    googleSubject: string | null;
    roles: Role[];
    emailVerified: boolean;
    /** The first verification token, for password accounts whose email is not yet trusted. */
    verification: IssuedToken | null;
    now: string;
  }
>;
export type RequestEmailVerification = Command<'RequestEmailVerification', IssuedToken & { now: string }>;
export type VerifyEmail = Command<'VerifyEmail', { tokenHash: string; now: string }>;
export type RequestPasswordReset = Command<'RequestPasswordReset', IssuedToken & { now: string }>;
export type ResetPassword = Command<
  'ResetPassword',
  { tokenHash: string; passwordHash: string; now: string }
>;
export type LinkGoogleAccount = Command<'LinkGoogleAccount', { googleSubject: string; now: string }>;
/** What the API checked before asking: the step a TOTP code matched, a recovery code's hash, a passkey's new counter. */
export type SecondFactorProof =
  | { method: 'totp'; step: number }
  | { method: 'recovery'; recoveryCodeHash: string }
  | { method: 'passkey'; passkeyId: string; signCount: number };

export type RecordLogin = Command<
  'RecordLogin',
  {
    method: LoginMethod;
    now: string;
    sessionId?: string;
    userAgent?: string | null;
    /** Required once the account has a second factor; refused if it does not hold. */
    secondFactor?: SecondFactorProof;
  }
>;
export type LogOut = Command<'LogOut', { now: string }>;
export type ChangeRoles = Command<'ChangeRoles', { roles: Role[]; now: string }>;
export type DeleteUser = Command<'DeleteUser', { now: string }>;
/** Someone tried to sign up with this account's email address: its owner is told. */
export type NoteSignUpAttempt = Command<'NoteSignUpAttempt', { now: string }>;
/** Turns the licence reminder emails on or off (the owner's choice, or a one-click unsubscribe). */
export type SetReminderEmails = Command<'SetReminderEmails', { enabled: boolean; now: string }>;

export type EnableTotp = Command<
  'EnableTotp',
  { secret: string; recoveryCodeHashes: string[]; step: number; now: string }
>;
export type DisableTotp = Command<'DisableTotp', { proof: SecondFactorProof; now: string }>;
export type RegenerateRecoveryCodes = Command<
  'RegenerateRecoveryCodes',
  { proof: SecondFactorProof; recoveryCodeHashes: string[]; now: string }
>;
/** A second factor proved outside sign-in: a step-up before a dangerous action. */
export type ProveSecondFactor = Command<
  'ProveSecondFactor',
  { proof: SecondFactorProof; purpose: SecondFactorPurpose; sessionId: string | null; now: string }
>;
export type RegisterPasskey = Command<
  'RegisterPasskey',
  {
    passkeyId: string;
    credentialId: string;
    publicKey: string;
    signCount: number;
    transports: string[];
    name: string;
    now: string;
  }
>;
export type RenamePasskey = Command<'RenamePasskey', { passkeyId: string; name: string; now: string }>;
export type RemovePasskey = Command<'RemovePasskey', { passkeyId: string; now: string }>;
export type ResetSecondFactors = Command<'ResetSecondFactors', { resetBy: string; now: string }>;
/** The API checked the current password; the new one arrives hashed. */
export type ChangePassword = Command<
  'ChangePassword',
  { passwordHash: string; keptSessionId: string | null; now: string }
>;
export type EndOtherSessions = Command<'EndOtherSessions', { keptSessionId: string | null; now: string }>;

export type UserCommand =
  | RegisterUser
  | RequestEmailVerification
  | VerifyEmail
  | RequestPasswordReset
  | ResetPassword
  | LinkGoogleAccount
  | RecordLogin
  | LogOut
  | ChangeRoles
  | DeleteUser
  | NoteSignUpAttempt
  | SetReminderEmails
  | EnableTotp
  | DisableTotp
  | RegenerateRecoveryCodes
  | ProveSecondFactor
  | RegisterPasskey
  | RenamePasskey
  | RemovePasskey
  | ResetSecondFactors
  | ChangePassword
  | EndOtherSessions;
