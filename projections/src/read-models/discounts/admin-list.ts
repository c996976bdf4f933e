// The admin's discount-code list filtered (the code's state now, a search), sorted and, when a page is
// asked for, paged in SQL with the matching total.
import { type Kysely, sql } from 'kysely';
import { likePattern } from '../../db/like.js';
import { countRows, inOneSnapshot } from '../../db/paged.js';
import type { ReadModels } from '../../db/schema.js';

/**
 * The one state a code is in at `now`: inactive (disabled, whatever its dates), else expired (past its
 * end), else scheduled (before its start), else active.
 */
export type DiscountListStatus = 'active' | 'inactive' | 'expired' | 'scheduled';
export type DiscountListSort =
  | 'code'
  | 'value'
  | 'usage'
  | 'validFrom'
  | 'validUntil'
  | 'createdAt'
  | 'status';

export interface DiscountListFilters {
  status?: DiscountListStatus;
  /** Part of the code or of its description, in any case. */
  search?: string;
}

export interface DiscountListOrder {
  /** None: the newest code first, as the unpaged list. */
  sort?: DiscountListSort;
  direction?: 'asc' | 'desc';
}

export interface DiscountListPage {
  page: number;
  limit: number;
}

/** The state's place when sorting by status: active, scheduled, expired, inactive. */
const statusRank = (now: Date) => sql<number>`(case
  when not discounts.is_active then 3
  when discounts.valid_until <= ${now} then 2
  when discounts.valid_from > ${now} then 1
  else 0 end)`;

function matchingDiscounts(db: Kysely<ReadModels>, filters: DiscountListFilters, now: Date) {
  const search = filters.search?.trim();
  const enabled = (query: ReturnType<typeof allDiscounts>) => query.where('discounts.is_active', '=', true);
  return allDiscounts(db)
    .$if(filters.status === 'inactive', (query) => query.where('discounts.is_active', '=', false))
    .$if(filters.status === 'expired', (query) => enabled(query).where('discounts.valid_until', '<=', now))
    .$if(filters.status === 'scheduled', (query) =>
      enabled(query).where('discounts.valid_until', '>', now).where('discounts.valid_from', '>', now),
    )
    .$if(filters.status === 'active', (query) =>
      enabled(query).where('discounts.valid_until', '>', now).where('discounts.valid_from', '<=', now),
    )
    .$if(Boolean(search), (query) =>
      query.where((eb) =>
        eb.or([
          eb('discounts.code', 'ilike', likePattern(search!)),
          eb('discounts.description', 'ilike', likePattern(search!)),
        ]),
      ),
    );
}

const allDiscounts = (db: Kysely<ReadModels>) => db.selectFrom('discounts');

const SORT_COLUMNS = {
  code: 'discounts.code',
  usage: 'discounts.usage_count',
  validFrom: 'discounts.valid_from',
  validUntil: 'discounts.valid_until',
  createdAt: 'discounts.created_at',
} as const;

/**
 * The codes matching `filters` with their creators' names, in the order asked for (the code's id breaks
 * ties); with `page`, that page only. `total` counts every match.
 */
export async function adminDiscountList(
  db: Kysely<ReadModels>,
  filters: DiscountListFilters,
  order: DiscountListOrder,
  now: Date,
  page?: DiscountListPage,
) {
  if (page === undefined) {
    const rows = await sortedDiscounts(db, filters, order, now).execute();
    return { rows, total: rows.length };
  }
  // The page and its total from one snapshot, so they agree whatever is created meanwhile.
  return inOneSnapshot(db, async (tx) => {
    const rows = await sortedDiscounts(tx, filters, order, now)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    return { rows, total: await countRows(matchingDiscounts(tx, filters, now)) };
  });
}

/** Every matching code with its creator's name in the order asked for, unexecuted (the pages, the CSV export). */
export function sortedDiscounts(
  db: Kysely<ReadModels>,
  filters: DiscountListFilters,
  order: DiscountListOrder,
  now: Date,
) {
  const direction = order.direction ?? 'asc';
  return matchingDiscounts(db, filters, now)
    .leftJoin('users', 'users.user_id', 'discounts.created_by')
    .selectAll('discounts')
    .select('users.username as created_by_username')
    .$call((query) => {
      if (order.sort === undefined) return query.orderBy('discounts.created_at', 'desc');
      if (order.sort === 'status') return query.orderBy(statusRank(now), direction);
      // Percentages and fixed amounts are different measures: each kind together, then by its value.
      if (order.sort === 'value')
        return query.orderBy('discounts.type', direction).orderBy('discounts.value', direction);
      return query.orderBy(SORT_COLUMNS[order.sort], direction);
    })
    .orderBy('discounts.discount_id', order.sort === undefined ? 'asc' : direction);
}
