// The users export's file name and columns (spec §9 CSV exports): username, email, roles, created, last
// login. Roles are separated by semicolons (the cell is then quoted, so semicolon locales keep it whole).
import type { UserView } from '../contracts/users.js';
import type { CsvColumn } from '../http/csv-stream.js';

export const USERS_CSV_NAME = 'users';

export const USER_CSV_COLUMNS: readonly CsvColumn<UserView>[] = [
  { header: 'Username', cell: (user) => user.username },
  { header: 'Email', cell: (user) => user.email },
  { header: 'Roles', cell: (user) => user.roles.join('; ') },
  { header: 'Created', cell: (user) => user.createdAt },
  { header: 'Last Login', cell: (user) => user.lastLoginAt ?? 'Never logged in' },
];
