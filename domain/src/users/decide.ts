// The user decider: one small function per command.
import type { Decider } from '../core/decider.js';
import type { UserCommand } from './commands.js';
import { userError } from './errors.js';
import type { Role, UserEvent } from './events.js';
import { decideSecondFactors, hasSecondFactor, secondFactorUsed } from './second-factors.js';
import { type ActiveUser, evolveUser, initialUser, type PendingToken, type User } from './state.js';

export const VERIFICATION_TOKEN_HOURS = 24;
export const RESET_TOKEN_HOURS = 1;

function requireActive(state: User): ActiveUser {
  if (state.status !== 'active') throw userError.notFound();
  return state;
}

const isLive = (token: PendingToken | null, tokenHash: string, now: string): token is PendingToken =>
  token !== null && token.tokenHash === tokenHash && now < token.expiresAt;

/** Roles always include user; admin comes first when present (spec §4 Role change). */
export function normalizeRoles(roles: readonly Role[]): Role[] {
  if (!roles.includes('user')) throw userError.invalidRoles();
  return roles.includes('admin') ? ['admin', 'user'] : ['user'];
}

export function decideUser(command: UserCommand, state: User): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status !== 'none') throw userError.exists();
      const { verification, now, ...account } = command.data;
      const registered: UserEvent = {
        type: 'UserRegistered',
        data: { ...account, roles: normalizeRoles(account.roles), registeredAt: now },
      };
      if (!verification || account.emailVerified) return [registered];
      return [registered, verificationRequested(verification, now)];
    }
    case 'RequestEmailVerification': {
      const user = requireActive(state);
      if (user.emailVerified) throw userError.alreadyVerified();
      return [verificationRequested(command.data, command.data.now)];
    }
    case 'VerifyEmail': {
      const user = state.status === 'active' ? state : undefined;
      if (!user || !isLive(user.verification, command.data.tokenHash, command.data.now)) {
        throw userError.invalidVerification();
      }
      return [{ type: 'EmailVerified', data: { verifiedAt: command.data.now } }];
    }
    case 'RequestPasswordReset': {
      const user = requireActive(state);
      // An account made through Google has no password to reset; one whose password a Google link
      // removed may set a new one (the link goes to the address Google vouched for).
      if (user.passwordHash === null && user.method === 'google') throw userError.googleAccount();
      const { tokenId, tokenHash, now } = command.data;
      return [
        {
          type: 'PasswordResetRequested',
          data: { tokenId, tokenHash, requestedAt: now, expiresAt: addHours(now, RESET_TOKEN_HOURS) },
        },
      ];
    }
    case 'ResetPassword': {
      const user = state.status === 'active' ? state : undefined;
      if (!user || !isLive(user.reset, command.data.tokenHash, command.data.now))
        throw userError.invalidReset();
      return [
        {
          type: 'PasswordResetCompleted',
          data: { passwordHash: command.data.passwordHash, completedAt: command.data.now },
        },
      ];
    }
    case 'LinkGoogleAccount': {
      const user = requireActive(state);
      if (user.googleSubject === command.data.googleSubject) return [];
      if (user.googleSubject !== null) throw userError.googleMismatch();
      // Whoever set a password on an address they never proved may not be its owner: only Google's
      // sign-in proves it now, so that password goes. Either way the sessions before the link end.
      return [
        {
          type: 'GoogleAccountLinked',
          data: {
            googleSubject: command.data.googleSubject,
            linkedAt: command.data.now,
            passwordRemoved: !user.emailVerified && user.passwordHash !== null,
            sessionsEnded: true,
          },
        },
      ];
    }
    case 'RecordLogin': {
      const user = requireActive(state);
      const { method, now, sessionId, userAgent, secondFactor } = command.data;
      const loggedIn: UserEvent = {
        type: 'UserLoggedIn',
        data: {
          method,
          loggedInAt: now,
          ...(sessionId ? { sessionId } : {}),
          ...(userAgent ? { userAgent } : {}),
          ...(secondFactor ? { secondFactor: secondFactor.method } : {}),
        },
      };
      if (!secondFactor) {
        // A passkey alone proves two factors, so only the password and Google ask for another.
        if (hasSecondFactor(user)) throw userError.secondFactorMissing();
        return [loggedIn];
      }
      return [secondFactorUsed(user, secondFactor, 'sign-in', sessionId ?? null, now), loggedIn];
    }
    case 'LogOut':
      requireActive(state);
      return [{ type: 'UserLoggedOut', data: { loggedOutAt: command.data.now } }];
    case 'ChangeRoles': {
      const user = requireActive(state);
      const roles = normalizeRoles(command.data.roles);
      if (roles.join() === user.roles.join()) return [];
      return [{ type: 'UserRolesChanged', data: { roles, changedAt: command.data.now } }];
    }
    case 'DeleteUser':
      requireActive(state);
      return [{ type: 'UserDeleted', data: { deletedAt: command.data.now } }];
    case 'NoteSignUpAttempt':
      requireActive(state);
      return [{ type: 'SignUpAttempted', data: { attemptedAt: command.data.now } }];
    case 'SetReminderEmails': {
      const { enabled, now } = command.data;
      if (requireActive(state).licenceReminders === enabled) return [];
      return [{ type: 'ReminderEmailsChanged', data: { enabled, changedAt: now } }];
    }
    case 'EnableTotp':
    case 'DisableTotp':
    case 'RegenerateRecoveryCodes':
    case 'ProveSecondFactor':
    case 'RegisterPasskey':
    case 'RenamePasskey':
    case 'RemovePasskey':
    case 'ResetSecondFactors':
      return decideSecondFactors(command, requireActive(state));
    case 'ChangePassword': {
      requireActive(state);
      const { passwordHash, keptSessionId, now } = command.data;
      return [{ type: 'PasswordChanged', data: { passwordHash, keptSessionId, changedAt: now } }];
    }
    case 'EndOtherSessions': {
      requireActive(state);
      const { keptSessionId, now } = command.data;
      return [{ type: 'OtherSessionsEnded', data: { keptSessionId, endedAt: now } }];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

function verificationRequested(token: { tokenId: string; tokenHash: string }, now: string): UserEvent {
  return {
    type: 'EmailVerificationRequested',
    data: {
      tokenId: token.tokenId,
      tokenHash: token.tokenHash,
      requestedAt: now,
      expiresAt: addHours(now, VERIFICATION_TOKEN_HOURS),
    },
  };
}

/** ISO timestamps compare as strings when both are in UTC with milliseconds, as `toISOString` writes them. */
function addHours(iso: string, hours: number): string {
  return new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
}

export const userDecider: Decider<User, UserCommand, UserEvent> = {
  initialState: initialUser,
  evolve: evolveUser,
  decide: decideUser,
};
