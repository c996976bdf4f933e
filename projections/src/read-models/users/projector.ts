// users: the account list and the facts every authenticated request checks.
import type { UserEvent } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { sql, type UpdateObject } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';
import { DELETED_USER_NAME } from '../erasure.js';

type UserChanges = UpdateObject<ReadModels, 'users'>;

function changesFor(event: UserEvent): UserChanges | undefined {
  switch (event.type) {
    case 'EmailVerified':
    case 'GoogleAccountLinked':
      return { email_verified: true };
    case 'PasswordResetCompleted':
      return { email_verified: true, session_generation: sql`session_generation + 1` };
    case 'UserLoggedIn':
      return { last_login_at: new Date(event.data.loggedInAt) };
    case 'UserLoggedOut':
      return { session_generation: sql`session_generation + 1` };
    case 'UserRolesChanged':
      return { roles: event.data.roles };
    case 'UserDeleted':
      return { deleted_at: new Date(event.data.deletedAt), username: DELETED_USER_NAME, email: '' };
    default:
      return undefined;
  }
}

async function apply(trx: ReadModelTransaction, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as UserEvent;
  const revision = recorded.revision.toString();
  if (event.type === 'UserRegistered') {
    const { data } = event;
    await trx
      .insertInto('users')
      .values({
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
        revision,
      })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    return;
  }
  const changes = changesFor(event);
  if (!changes) return;
  await trx
    .updateTable('users')
    .set({ ...changes, revision })
    .where('user_id', '=', recorded.streamId.slice('user-'.length))
    .where('revision', '<', revision)
    .execute();
}

export const usersProjector: Projector = {
  id: 'users',
  tables: ['users'],
  async project(trx, events) {
    for (const event of events) {
      if (event.streamId.startsWith('user-')) await apply(trx, event);
    }
  },
};
