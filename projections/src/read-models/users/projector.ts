// users: the account list and the facts every authenticated request checks. Set-based: a batch reads
// the rows of the accounts it touches, folds their events in memory (each guarded by the row's stream
// revision, so a replay changes nothing) and writes the changed rows back in one statement.
import { type UserEvent, userStreams } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import type { UserRow } from '../../db/tables/users.js';
import type { Projector } from '../../runtime/projector.js';
import { rowsByKey, writeRows } from '../aggregate-rows.js';
import { DELETED_USER_NAME } from '../erasure.js';

function changesFor(event: UserEvent, row: UserRow): Partial<UserRow> | undefined {
  switch (event.type) {
    case 'EmailVerified':
      return { email_verified: true };
    case 'GoogleAccountLinked':
      return {
        email_verified: true,
        session_generation: row.session_generation + (event.data.sessionsEnded ? 1 : 0),
      };
    case 'PasswordResetCompleted':
      return { email_verified: true, session_generation: row.session_generation + 1 };
    case 'UserLoggedIn':
      return { last_login_at: new Date(event.data.loggedInAt) };
    case 'UserLoggedOut':
    case 'PasswordChanged':
    case 'OtherSessionsEnded':
      return { session_generation: row.session_generation + 1 };
    case 'TotpEnabled':
      return { totp_enabled: true };
    case 'TotpDisabled':
      return { totp_enabled: false };
    case 'PasskeyRegistered':
      return { passkeys: row.passkeys + 1 };
    case 'PasskeyRemoved':
      return { passkeys: Math.max(0, row.passkeys - 1) };
    case 'SecondFactorsReset':
      return { totp_enabled: false, passkeys: 0, session_generation: row.session_generation + 1 };
    case 'UserRolesChanged':
      return { roles: event.data.roles };
    case 'ReminderEmailsChanged':
      return { licence_reminders: event.data.enabled };
    case 'UserDeleted':
      return { deleted_at: new Date(event.data.deletedAt), username: DELETED_USER_NAME, email: '' };
    default:
      return undefined;
  }
}

function registeredRow(
  data: Extract<UserEvent, { type: 'UserRegistered' }>['data'],
  revision: string,
): UserRow {
  return {
    user_id: data.userId,
    username: data.username,
    email: data.email,
    roles: data.roles,
    email_verified: data.emailVerified,
    auth_method: data.method,
    session_generation: 0,
    created_at: new Date(data.registeredAt),
    last_login_at: null,
    deleted_at: null,
    licence_reminders: true,
    totp_enabled: false,
    passkeys: 0,
    revision,
  };
}

/** Applies the events to `rows` (the accounts as stored), returning the ids of the rows they changed. */
function fold(rows: Map<string, UserRow>, events: readonly RecordedEvent[]): Set<string> {
  const changed = new Set<string>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    const revision = recorded.revision.toString();
    if (event.type === 'UserRegistered') {
      if (rows.has(event.data.userId)) continue;
      rows.set(event.data.userId, registeredRow(event.data, revision));
      changed.add(event.data.userId);
      continue;
    }
    const userId = userIdOf(recorded);
    const row = rows.get(userId);
    if (!row || BigInt(row.revision) >= recorded.revision) continue;
    const changes = changesFor(event, row);
    if (!changes) continue;
    Object.assign(row, changes, { revision });
    changed.add(userId);
  }
  return changed;
}

/** The account an event is about: a registration names it, the others are on its stream. */
function userIdOf(event: RecordedEvent): string {
  return event.type === 'UserRegistered'
    ? (event.data as { userId: string }).userId
    : userStreams.idOf(event.streamId);
}

export const usersProjector: Projector = {
  id: 'users',
  tables: ['users'],
  async project(trx, events) {
    const userEvents = events.filter((event) => userStreams.has(event.streamId));
    if (userEvents.length === 0) return;
    const rows = await rowsByKey(trx, 'users', 'user_id', userEvents.map(userIdOf));
    const changed = fold(rows, userEvents);
    const written = [...changed].map((userId) => rows.get(userId)!);
    await writeRows(trx, 'users', written, { key: 'user_id', guard: 'revision' });
  },
};
