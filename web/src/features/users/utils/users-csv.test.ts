// The users export: its five columns (spec §9), 'Never logged in', formula-injection neutralising, quoting
// and the dated file name.
import { describe, expect, it } from 'vitest';
import { aUser, BOSS } from '../testing/user-fixtures';
import { buildUsersCsv, usersCsvFileName } from './users-csv';

describe('buildUsersCsv', () => {
  it('writes username, email, roles, created and last login, one user per line', () => {
    const csv = buildUsersCsv([BOSS, aUser()]);

    expect(csv.split('\r\n')).toEqual([
      'Username,Email,Roles,Created,Last Login',
      'boss,boss@example.com,"admin; user",2025-12-01T12:00:00.000Z,2026-03-15T12:00:00.000Z',
      'trader1,trader1@example.com,user,2026-01-01T12:00:00.000Z,Never logged in',
    ]);
  });

  it.each([
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    ['+1+1', "'+1+1"],
    ['-2-2', "'-2-2"],
    ['@x', "'@x"],
    ['\t=1+1', `"'\t=1+1"`],
    ['x;=1+1@e.co', '"x;=1+1@e.co"'],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises the username %o so a spreadsheet shows it as text: %s', (username, cell) => {
    const row = buildUsersCsv([aUser({ username })])
      .split('\r\n')
      .slice(1)
      .join('\r\n');

    expect(row).toBe(`${cell},trader1@example.com,user,2026-01-01T12:00:00.000Z,Never logged in`);
  });

  it('neutralises an email that starts like a formula, and quotes one with a comma', () => {
    const csv = buildUsersCsv([
      aUser({ email: '=HYPERLINK("http://x")@evil.test' }),
      aUser({ email: 'a,b@c.d' }),
    ]);

    expect(csv.split('\r\n').slice(1)).toEqual([
      `trader1,"'=HYPERLINK(""http://x"")@evil.test",user,2026-01-01T12:00:00.000Z,Never logged in`,
      'trader1,"a,b@c.d",user,2026-01-01T12:00:00.000Z,Never logged in',
    ]);
  });

  it('is only the header for no users', () => {
    expect(buildUsersCsv([])).toBe('Username,Email,Roles,Created,Last Login');
  });
});

describe('usersCsvFileName', () => {
  it('is users-YYYY-MM-DD.csv for the local date', () => {
    expect(usersCsvFileName(new Date(2026, 10, 24, 18))).toBe('users-2026-11-24.csv');
    expect(usersCsvFileName(new Date(2027, 0, 5))).toBe('users-2027-01-05.csv');
  });
});
