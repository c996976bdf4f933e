// What may be asked of a user account. `now` and every id or hash arrive from outside.
import type { Command } from '../core/message.js';
import type { Role, SignInMethod } from './events.js';

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
export type RecordLogin = Command<'RecordLogin', { method: SignInMethod; now: string }>;
export type LogOut = Command<'LogOut', { now: string }>;
export type ChangeRoles = Command<'ChangeRoles', { roles: Role[]; now: string }>;
export type DeleteUser = Command<'DeleteUser', { now: string }>;
/** Someone tried to sign up with this account's email address: its owner is told. */
export type NoteSignUpAttempt = Command<'NoteSignUpAttempt', { now: string }>;
/** Turns the licence reminder emails on or off (the owner's choice, or a one-click unsubscribe). */
export type SetReminderEmails = Command<'SetReminderEmails', { enabled: boolean; now: string }>;

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
  | SetReminderEmails;
