// The users export (spec §9 CSV exports): username, email, roles, created, last login; named with the
// current date. Cells a spreadsheet would run as formulas are neutralised by lib/csv.
import type { UserView } from '@shop/command-api/contracts';
import { datedCsvFileName, toCsv } from '../../../lib/csv';
import { USER_SCREEN_MESSAGES } from '../messages';

export const USERS_CSV_HEADER = ['Username', 'Email', 'Roles', 'Created', 'Last Login'];

/** Roles are separated by semicolons (the cell is quoted, so semicolon locales keep it whole); dates stay ISO 8601. */
export function buildUsersCsv(users: readonly UserView[]): string {
  return toCsv(
    USERS_CSV_HEADER,
    users.map((user) => [
      user.username,
      user.email,
      user.roles.join('; '),
      user.createdAt,
      user.lastLoginAt ?? USER_SCREEN_MESSAGES.neverLoggedIn,
    ]),
  );
}

export function usersCsvFileName(now: Date): string {
  return datedCsvFileName('users', now);
}
