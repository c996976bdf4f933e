// The admin's account list filtered (role, a search), sorted and, when a page is asked for, paged in SQL
// with the matching total.
import { type Kysely, sql } from 'kysely';
import { likeText } from '../../db/like.js';
import {
  countRows,
  inOneSnapshot,
  orderedBy,
  type PageWanted,
  pageOf,
  type SortKey,
} from '../../db/paged.js';
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

/** A page of the list: `page` from 1, `limit` rows. */
export type UserListPage = PageWanted;

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

/** The list's order (the user id breaks ties), as keys both the page's ids and its rows sort by. */
function sortKeys(order: UserListOrder): SortKey[] {
  if (order.sort === undefined)
    return [
      [sql.ref('users.created_at'), 'asc'],
      [sql.ref('users.user_id'), 'asc'],
    ];
  const direction = order.direction ?? 'asc';
  const key = order.sort === 'role' ? shownRole : sql.ref(SORT_COLUMNS[order.sort]);
  return [
    [key, direction],
    [sql.ref('users.user_id'), direction],
  ];
}

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
  const keys = sortKeys(order);
  // The page and its total from one snapshot, so they agree whatever signs up meanwhile.
  return inOneSnapshot(db, async (tx) => {
    const pageIds = pageOf(orderedBy(matchingUsers(tx, filters).select('users.user_id'), keys), page);
    const rows = await orderedBy(
      tx.selectFrom('users').selectAll('users').where('users.user_id', 'in', pageIds),
      keys,
    ).execute();
    return { rows, total: await countRows(matchingUsers(tx, filters)) };
  });
}

/** Every matching account in the order asked for, unpaged and unexecuted (the unpaged list, the CSV export). */
export function sortedUsers(db: Kysely<ReadModels>, filters: UserListFilters, order: UserListOrder) {
  return orderedBy(matchingUsers(db, filters).selectAll('users'), sortKeys(order));
}
