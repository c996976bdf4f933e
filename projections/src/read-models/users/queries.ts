// Reads of the users table used by the API.
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';

export function findUserById(db: Kysely<ReadModels>, userId: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function listUsers(db: Kysely<ReadModels>) {
  return db.selectFrom('users').selectAll().where('deleted_at', 'is', null).orderBy('created_at').execute();
}
