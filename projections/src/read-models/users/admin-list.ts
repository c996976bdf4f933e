// The admin's account list filtered (role, a search), sorted and, when a page is asked for, paged in SQL
// with the matching total.
import { type Kysely, sql } from 'kysely';
import { likeText } from '../../db/like.js';
import { countRows, inOneSnapshot } from '../../db/paged.js';
import type { ReadModels } from '../../db/schema.js';

export type UserListRole = 'admin' | 'user';
export type UserListSort = 'username' | 'email' | 'createdAt' | 'lastLoginAt' | 'role';

export interface UserListFilters {
  /** admin: accounts holding the admin role; user: accounts without it. */
  role?: UserListRole;
  /** Part of a username or email, in any case. */
  search?: string;
}

export interface UserListOrder {
  /** None: the oldest account first, as the unpaged list. */
  sort?: UserListSort;
  direction?: 'asc' | 'desc';
}

export interface UserListPage {
  page: number;
  limit: number;
}

const isAdmin = sql<boolean>`('admin' = any(users.roles))`;
/** The role the list shows: admin for an admin, user otherwise. */
const shownRole = sql<string>`(case when 'admin' = any(users.roles) then 'admin' else 'user' end)`;

function matchingUsers(db: Kysely<ReadModels>, filters: UserListFilters) {
  const search = filters.search?.trim();
  return db
    .selectFrom('users')
    .where('users.deleted_at', 'is', null)
    .$if(filters.role === 'admin', (query) => query.where(isAdmin))
    .$if(filters.role === 'user', (query) => query.where(sql<boolean>`not ${isAdmin}`))
    .$if(Boolean(search), (query) =>
      query.where((eb) =>
        eb.or([
          eb('users.username', 'ilike', `%${likeText(search!)}%`),
          eb('users.email', 'ilike', `%${likeText(search!)}%`),
        ]),
      ),
    );
}

const SORT_COLUMNS = {
  username: 'users.username',
  email: 'users.email',
  createdAt: 'users.created_at',
  /** PostgreSQL's default puts accounts never signed in last going up, first going down. */
  lastLoginAt: 'users.last_login_at',
} as const;

/**
 * The accounts matching `filters` in the order asked for (the user id breaks ties); with `page`, that
 * page only. `total` counts every match.
 */
export async function adminUserList(
  db: Kysely<ReadModels>,
  filters: UserListFilters,
  order: UserListOrder,
  page?: UserListPage,
) {
  if (page === undefined) {
    const rows = await sortedUsers(db, filters, order).execute();
    return { rows, total: rows.length };
  }
  // The page and its total from one snapshot, so they agree whatever signs up meanwhile.
  return inOneSnapshot(db, async (tx) => {
    const rows = await sortedUsers(tx, filters, order)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    return { rows, total: await countRows(matchingUsers(tx, filters)) };
  });
}

/** Every matching account in the order asked for, unpaged and unexecuted (the page above, the CSV export). */
export function sortedUsers(db: Kysely<ReadModels>, filters: UserListFilters, order: UserListOrder) {
  const direction = order.direction ?? 'asc';
  return matchingUsers(db, filters)
    .selectAll('users')
    .$call((query) => {
      if (order.sort === undefined) return query.orderBy('users.created_at', 'asc');
      if (order.sort === 'role') return query.orderBy(shownRole, direction);
      return query.orderBy(SORT_COLUMNS[order.sort], direction);
    })
    .orderBy('users.user_id', order.sort === undefined ? 'asc' : direction);
}
