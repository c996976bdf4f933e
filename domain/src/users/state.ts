// A user account folded from its events.
import type { Role, SignInMethod, UserEvent } from './events.js';
import { evolveSecondFactors, noSecondFactors, type SecondFactors } from './second-factors.js';

export interface PendingToken {
  tokenHash: string;
  expiresAt: string;
}

export interface ActiveUser extends SecondFactors {
  status: 'active';
  userId: string;
  username: string;
  email: string;
  passwordHash: string | null;
  method: SignInMethod;
  googleSubject: string | null;
  roles: Role[];
  emailVerified: boolean;
  /** Only the latest token of each kind is valid; using it clears it (single use). */
  verification: PendingToken | null;
  reset: PendingToken | null;
  /** Sessions carry the generation they were issued in; logging out or a reset moves it on. */
  sessionGeneration: number;
  createdAt: string;
  lastLoginAt: string | null;
  /** Whether the licence reminder emails go out (on until the owner turns them off). */
  licenceReminders: boolean;
}

export type User = { status: 'none' } | ActiveUser | { status: 'deleted'; userId: string };

export const initialUser: User = { status: 'none' };

export function evolveUser(state: User, event: UserEvent): User {
  if (event.type === 'UserRegistered') {
    const { data } = event;
    return {
      status: 'active',
      userId: data.userId,
      username: data.username,
      email: data.email,
      passwordHash: data.passwordHash,
      method: data.method,
      googleSubject: data.googleSubject,
      roles: data.roles,
      emailVerified: data.emailVerified,
      verification: null,
      reset: null,
      sessionGeneration: 0,
      createdAt: data.registeredAt,
      lastLoginAt: null,
      licenceReminders: true,
      ...noSecondFactors,
    };
  }
  if (state.status !== 'active') return state;
  return evolveAccount({ ...state, ...evolveSecondFactors(state, event) }, event);
}

function evolveAccount(state: ActiveUser, event: UserEvent): User {
  switch (event.type) {
    case 'EmailVerificationRequested':
      return { ...state, verification: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'EmailVerified':
      return { ...state, emailVerified: true, verification: null };
    case 'PasswordResetRequested':
      return { ...state, reset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'PasswordResetCompleted':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        reset: null,
        // Receiving the reset mail proves the address, too.
        emailVerified: true,
        sessionGeneration: state.sessionGeneration + 1,
      };
    case 'GoogleAccountLinked':
      return {
        ...state,
        googleSubject: event.data.googleSubject,
        emailVerified: true,
        verification: null,
        passwordHash: event.data.passwordRemoved ? null : state.passwordHash,
        sessionGeneration: state.sessionGeneration + (event.data.sessionsEnded ? 1 : 0),
      };
    case 'UserLoggedIn':
      return { ...state, lastLoginAt: event.data.loggedInAt };
    case 'UserLoggedOut':
      return { ...state, sessionGeneration: state.sessionGeneration + 1 };
    case 'UserRolesChanged':
      return { ...state, roles: event.data.roles };
    case 'PasswordChanged':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        sessionGeneration: state.sessionGeneration + 1,
      };
    case 'OtherSessionsEnded':
    case 'SecondFactorsReset':
      return { ...state, sessionGeneration: state.sessionGeneration + 1 };
    case 'ReminderEmailsChanged':
      return { ...state, licenceReminders: event.data.enabled };
    case 'UserDeleted':
      return { status: 'deleted', userId: state.userId };
    default:
      return state;
  }
}
