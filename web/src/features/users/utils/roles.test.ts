// The role rules of spec §4: admin granted first, before the existing roles; removed, leaving user only.
import { describe, expect, it } from 'vitest';
import { describeRoles, isAdminUser, rolesWithAdmin, rolesWithoutAdmin } from './roles';

describe('role changes', () => {
  it('grants admin first, keeping the roles the user had', () => {
    expect(rolesWithAdmin(['user'])).toEqual(['admin', 'user']);
    expect(rolesWithAdmin([])).toEqual(['admin']);
  });

  it('does not list admin twice when it is granted again', () => {
    expect(rolesWithAdmin(['user', 'admin'])).toEqual(['admin', 'user']);
  });

  it('leaves the user role alone when admin is removed', () => {
    expect(rolesWithoutAdmin()).toEqual(['user']);
  });

  it('tells admins by their roles, and lists roles in words', () => {
    expect(isAdminUser({ roles: ['admin', 'user'] })).toBe(true);
    expect(isAdminUser({ roles: ['user'] })).toBe(false);
    expect(describeRoles(['admin', 'user'])).toBe('admin, user');
  });
});
