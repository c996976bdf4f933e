// One row per account: what the API shows and checks (roles, session generation) without reading streams.
import type { Generated, Selectable } from 'kysely';

export interface UsersTable {
  user_id: string;
  username: string;
  email: string;
  roles: string[];
  email_verified: boolean;
  auth_method: 'password' | 'google';
  session_generation: number;
  created_at: Date;
  last_login_at: Date | null;
  deleted_at: Date | null;
  /** Whether the licence reminder emails go out (ReminderEmailsChanged). */
  licence_reminders: Generated<boolean>;
  /** Whether an authenticator app is set up (TotpEnabled, TotpDisabled, SecondFactorsReset). */
  totp_enabled: Generated<boolean>;
  /** How many passkeys the account has registered. */
  passkeys: Generated<number>;
  /** Stream revision of the last event applied: replays never move a row backwards. */
  revision: string;
}

export type UserRow = Selectable<UsersTable>;
