// The admin's licence list filtered (status as shown, ending soon, a search), sorted and, when a page is
// asked for, paged in SQL with the matching total.
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

export type LicenceListStatus = 'active' | 'expired' | 'revoked';
export type LicenceListSort =
  | 'key'
  | 'user'
  | 'email'
  | 'status'
  | 'accountNumber'
  | 'issuedAt'
  | 'expiresAt';

export interface LicenceListFilters {
  /** The status as the list shows it: an active licence past its end reads expired. */
  status?: LicenceListStatus;
  /** Active licences ending within this many days from now. */
  expiringWithinDays?: number;
  /** A licence key's beginning, part of a username or email, or an account number. */
  search?: string;
}

export interface LicenceListOrder {
  /** None: the soonest to end first, as the unpaged list. */
  sort?: LicenceListSort;
  direction?: 'asc' | 'desc';
}

/** A page of the list: `page` from 1, `limit` rows. */
export type LicenceListPage = PageWanted;

const DAY_MS = 86_400_000;

/** The status the list shows, at `now`. */
const shownStatus = (now: Date) =>
  sql<string>`(case when licences.status = 'active' and licences.expires_at <= ${now} then 'expired' else licences.status end)`;

/** The accounts whose username or email holds `search`, as an array the licence's owner is looked up in. */
const ownersMatching = (search: string) =>
  sql<boolean>`licences.user_id = any(array(select users.user_id from users
    where users.username ilike ${`%${likeText(search)}%`} or users.email ilike ${`%${likeText(search)}%`}))`;

/** The licences matching `filters`, from the licences table alone (the owner's names through `ownersMatching`). */
function matchingLicences(db: Kysely<ReadModels>, filters: LicenceListFilters, now: Date) {
  const search = filters.search?.trim();
  const days = filters.expiringWithinDays;
  return db
    .selectFrom('licences')
    .$if(filters.status === 'active', (query) =>
      query
        .where('licences.status', '=', 'active')
        .where((eb) => eb.or([eb('licences.expires_at', 'is', null), eb('licences.expires_at', '>', now)])),
    )
    .$if(filters.status === 'expired', (query) =>
      query.where((eb) =>
        eb.or([
          eb('licences.status', '=', 'expired'),
          eb.and([eb('licences.status', '=', 'active'), eb('licences.expires_at', '<=', now)]),
        ]),
      ),
    )
    .$if(filters.status === 'revoked', (query) => query.where('licences.status', '=', 'revoked'))
    .$if(days !== undefined, (query) =>
      query
        .where('licences.status', '=', 'active')
        .where('licences.expires_at', '>', now)
        .where('licences.expires_at', '<=', new Date(now.getTime() + days! * DAY_MS)),
    )
    .$if(Boolean(search), (query) =>
      query.where((eb) =>
        eb.or([
          eb('licences.license_key', 'like', `${likeText(search!.toUpperCase())}%`),
          ownersMatching(search!),
          ...(/^\d{1,15}$/.test(search!) ? [eb('licences.account_number', '=', search!)] : []),
        ]),
      ),
    );
}

const SORT_COLUMNS = {
  key: 'licences.license_key',
  user: 'users.username',
  email: 'users.email',
  accountNumber: 'licences.account_number',
  issuedAt: 'licences.issued_at',
  /** PostgreSQL's default puts licences without an end last going up, first going down: the latest to end. */
  expiresAt: 'licences.expires_at',
} as const;

/** The list's order (the licence id breaks ties), as keys both the page's ids and its rows sort by. */
function sortKeys(order: LicenceListOrder, now: Date): SortKey[] {
  if (order.sort === undefined)
    return [
      [sql.ref('licences.expires_at'), 'asc'],
      [sql.ref('licences.licence_id'), 'asc'],
    ];
  const direction = order.direction ?? 'asc';
  const key = order.sort === 'status' ? shownStatus(now) : sql.ref(SORT_COLUMNS[order.sort]);
  return [
    [key, direction],
    [sql.ref('licences.licence_id'), direction],
  ];
}

/** The owners' names and robots' counts beside each licence of `query`. */
function withOwnersAndRobots(query: ReturnType<typeof matchingLicences>) {
  return query
    .innerJoin('users', 'users.user_id', 'licences.user_id')
    .leftJoin('robot_status', 'robot_status.licence_id', 'licences.licence_id')
    .selectAll('licences')
    .select([
      'users.username',
      'users.email',
      'robot_status.deal_count',
      'robot_status.equity_count',
      'robot_status.ea_version as robot_version',
    ]);
}

/**
 * The licences matching `filters` with their owners and robots' counts, in the order asked for (the
 * licence id breaks ties); with `page`, that page only. `total` counts every match.
 */
export async function adminLicenceList(
  db: Kysely<ReadModels>,
  filters: LicenceListFilters,
  order: LicenceListOrder,
  now: Date,
  page?: LicenceListPage,
) {
  if (page === undefined) {
    const rows = await sortedLicences(db, filters, order, now).execute();
    return { rows, total: rows.length };
  }
  const keys = sortKeys(order, now);
  const byOwner = order.sort === 'user' || order.sort === 'email';
  // The page and its total from one snapshot, so they agree whatever is issued meanwhile.
  return inOneSnapshot(db, async (tx) => {
    const pageIds = pageOf(
      orderedBy(
        matchingLicences(tx, filters, now)
          .$if(byOwner, (query) => query.innerJoin('users', 'users.user_id', 'licences.user_id'))
          .select('licences.licence_id'),
        keys,
      ),
      page,
    );
    const rows = await orderedBy(
      withOwnersAndRobots(tx.selectFrom('licences')).where('licences.licence_id', 'in', pageIds),
      keys,
    ).execute();
    return { rows, total: await countRows(matchingLicences(tx, filters, now)) };
  });
}

/** Every matching licence in the order asked for, unpaged and unexecuted (the unpaged list, the CSV export). */
export function sortedLicences(
  db: Kysely<ReadModels>,
  filters: LicenceListFilters,
  order: LicenceListOrder,
  now: Date,
) {
  return orderedBy(withOwnersAndRobots(matchingLicences(db, filters, now)), sortKeys(order, now));
}

export type AdminLicenceRow = Awaited<ReturnType<typeof adminLicenceList>>['rows'][number];
