// The user as the API shows it (spec §3 User): never a password hash, never a token.
import { type ActiveUser, hasSecondFactor } from '@shop/domain';
import type { UserRow } from '@shop/projections';
import type { UserView } from '../contracts/users.js';
import type { SignInOutcome } from './sign-in.js';

export function userViewFromRow(row: UserRow): UserView {
  return {
    _id: row.user_id,
    username: row.username,
    email: row.email,
    roles: row.roles as UserView['roles'],
    emailVerified: row.email_verified,
    authMethod: row.auth_method,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    twoFactorEnabled: row.totp_enabled || row.passkeys > 0,
  };
}

export function userViewFromState(user: ActiveUser): UserView {
  return {
    _id: user.userId,
    username: user.username,
    email: user.email,
    roles: user.roles,
    emailVerified: user.emailVerified,
    authMethod: user.passwordHash === null ? 'google' : 'password',
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    twoFactorEnabled: hasSecondFactor(user),
  };
}

/** A sign-in's answer: the session (spec §7 login), or the challenge of an account with a second factor. */
export function signInAnswer(outcome: SignInOutcome) {
  if (outcome.kind === 'session')
    return { success: true as const, token: outcome.token, user: userViewFromState(outcome.user) };
  return {
    success: true as const,
    twoFactorRequired: true as const,
    challengeToken: outcome.challengeToken,
    methods: outcome.methods,
    expiresAt: outcome.expiresAt.toISOString(),
  };
}
