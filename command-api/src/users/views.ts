// The user as the API shows it (spec §3 User): never a password hash, never a token.
import type { ActiveUser } from '@shop/domain';
import type { UserRow } from '@shop/projections';
import type { UserView } from '../contracts/users.js';

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
  };
}
