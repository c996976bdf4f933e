// The admin's account list at scale: for each sort it offers, an index of the accounts still listed in
// that order (with the roles, so the role filter needs no table read), and trigram indexes so a search by
// any part of a username or email (here, and in the licence and order lists) reads only what matches.
import { type Kysely, sql } from 'kysely';
import { trigramOps } from './0020-trigram-search.js';
import { createIndexes, dropIndexes, type SqlIndex } from './sql-indexes.js';

/** The list's sort keys; the role's expression is the list's own (read-models/users/admin-list.ts). */
const SORTED_BY = {
  users_listed_by_username: sql`username`,
  users_listed_by_email: sql`email`,
  users_listed_by_creation: sql`created_at`,
  users_listed_by_last_login: sql`last_login_at`,
  users_listed_by_role: sql`(case when 'admin' = any(users.roles) then 'admin' else 'user' end)`,
};

const PAGE_INDEXES: SqlIndex[] = Object.entries(SORTED_BY).map(([name, key]) => ({
  name,
  table: 'users',
  definition: sql`(${key}, user_id) include (roles) where deleted_at is null`,
}));

const TRIGRAM_INDEXES = ['users_username_trigrams', 'users_email_trigrams'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexes(db, PAGE_INDEXES);
  const trigrams = await trigramOps(db);
  await createIndexes(db, [
    { name: 'users_username_trigrams', table: 'users', definition: sql`using gin (username ${trigrams})` },
    { name: 'users_email_trigrams', table: 'users', definition: sql`using gin (email ${trigrams})` },
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, [...PAGE_INDEXES.map((index) => index.name), ...TRIGRAM_INDEXES]);
}
