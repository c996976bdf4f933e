// Who hears of a new release: accounts still open, with the licence reminders on, holding a licence
// that is active now (not revoked, not past its end).
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../../db/schema.js';

export function releaseRecipients(db: Kysely<ReadModels>, now: Date) {
  return db
    .selectFrom('users')
    .select(['users.user_id', 'users.username', 'users.email'])
    .where('users.deleted_at', 'is', null)
    .where('users.licence_reminders', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('licences')
          .select(sql`1`.as('held'))
          .whereRef('licences.user_id', '=', 'users.user_id')
          .where('licences.status', '=', 'active')
          .where((eb) => eb.or([eb('licences.expires_at', 'is', null), eb('licences.expires_at', '>', now)])),
      ),
    )
    .orderBy('users.user_id')
    .execute();
}
