// The role rules of spec §4: granting admin puts it first, before the roles the user already has;
// removing it leaves the user role alone.
import type { UserView } from '@shop/command-api/contracts';

export type Role = UserView['roles'][number];

export function isAdminUser(user: Pick<UserView, 'roles'>): boolean {
  return user.roles.includes('admin');
}

/** The roles after granting admin: admin first, then the others as they were. */
export function rolesWithAdmin(roles: readonly Role[]): Role[] {
  return ['admin', ...roles.filter((role) => role !== 'admin')];
}

/** The roles after removing admin: user only. */
export function rolesWithoutAdmin(): Role[] {
  return ['user'];
}

/** `admin, user` */
export function describeRoles(roles: readonly Role[]): string {
  return roles.join(', ');
}
