// The admin's licence list filtered (status as shown, ending soon, a search), sorted and, when a page is
// asked for, paged in SQL with the matching total.
import { type Kysely, sql } from 'kysely';
import { likeText } from '../../db/like.js';
import { countRows, inOneSnapshot } from '../../db/paged.js';
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

export interface LicenceListPage {
  page: number;
  limit: number;
}

const DAY_MS = 86_400_000;

/** The status the list shows, at `now`. */
const shownStatus = (now: Date) =>
  sql<string>`(case when licences.status = 'active' and licences.expires_at <= ${now} then 'expired' else licences.status end)`;

function matchingLicences(db: Kysely<ReadModels>, filters: LicenceListFilters, now: Date) {
  const search = filters.search?.trim();
  const days = filters.expiringWithinDays;
  return db
    .selectFrom('licences')
    .innerJoin('users', 'users.user_id', 'licences.user_id')
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
          eb('users.username', 'ilike', `%${likeText(search!)}%`),
          eb('users.email', 'ilike', `%${likeText(search!)}%`),
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
  // The page and its total from one snapshot, so they agree whatever is issued meanwhile.
  return inOneSnapshot(db, async (tx) => {
    const rows = await sortedLicences(tx, filters, order, now)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    return { rows, total: await countRows(matchingLicences(tx, filters, now)) };
  });
}

/** Every matching licence in the order asked for, unpaged and unexecuted (the page above, the CSV export). */
export function sortedLicences(
  db: Kysely<ReadModels>,
  filters: LicenceListFilters,
  order: LicenceListOrder,
  now: Date,
) {
  const direction = order.direction ?? 'asc';
  return matchingLicences(db, filters, now)
    .leftJoin('robot_status', 'robot_status.licence_id', 'licences.licence_id')
    .selectAll('licences')
    .select(['users.username', 'users.email', 'robot_status.deal_count', 'robot_status.equity_count'])
    .$call((query) => {
      if (order.sort === undefined) return query.orderBy('licences.expires_at', 'asc');
      if (order.sort === 'status') return query.orderBy(shownStatus(now), direction);
      return query.orderBy(SORT_COLUMNS[order.sort], direction);
    })
    .orderBy('licences.licence_id', order.sort === undefined ? 'asc' : direction);
}

export type AdminLicenceRow = Awaited<ReturnType<typeof adminLicenceList>>['rows'][number];
