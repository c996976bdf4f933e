// The admin's list of every order with its payment: filtered by status, network, text and placing date,
// sorted and paged in SQL, the payments waiting for a decision first unless another order is asked for.
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

/** The statuses of payments an admin may confirm or reject: today's decision list. */
export const NEEDS_DECISION_STATUSES = ['verifying', 'underpaid', 'late'] as const;

/** An order status, `refunded` (its refund verified on chain) or `needs_decision` (any of the above). */
export type AdminOrderStatusFilter =
  | 'pending'
  | 'verifying'
  | 'confirmed'
  | 'completed'
  | 'underpaid'
  | 'late'
  | 'failed'
  | 'expired'
  | 'refunded'
  | 'needs_decision';

export type AdminOrderSort = 'placedAt' | 'amount' | 'status';

export interface AdminOrderFilters {
  status?: AdminOrderStatusFilter;
  network?: 'TRC20' | 'BEP20';
  /** An order id's beginning, a username or email (any part), or a transaction hash. */
  search?: string;
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  to?: Date;
}

export interface AdminOrderPage extends PageWanted {
  sort?: AdminOrderSort;
  direction?: 'asc' | 'desc';
}

// Literal SQL (constants only), so the ordering matches the expression index of migration 0016.
const needsDecisionList = NEEDS_DECISION_STATUSES.map((status) => `'${status}'`).join(', ');
const decisionRank = sql.raw(`(case when orders.status in (${needsDecisionList}) then 0 else 1 end)`);
/** Refunded orders keep their status (completed); the list shows and filters them as refunded. */
const listedStatus = sql<string>`(case when orders.refund_status = 'approved' then 'refunded' else orders.status end)`;
/** The order's life, from waiting for payment to its ends. */
const statusRank = sql<number>`(case ${listedStatus}
  when 'pending' then 0 when 'verifying' then 1 when 'underpaid' then 2 when 'late' then 3
  when 'confirmed' then 4 when 'completed' then 5 when 'refunded' then 6 when 'failed' then 7
  else 8 end)`;

export function adminOrderList(db: Kysely<ReadModels>, filters: AdminOrderFilters, page: AdminOrderPage) {
  const keys = sortKeys(filters, page);
  return inOneSnapshot(db, async (tx) => {
    const pageIds = pageOf(orderedBy(matchingOrders(tx, filters).select('orders.order_id'), keys), page);
    const rows = await orderedBy(
      withBuyersAndChecks(tx.selectFrom('orders')).where('orders.order_id', 'in', pageIds),
      keys,
    ).execute();
    return { rows, total: await countRows(matchingOrders(tx, filters)) };
  });
}

/** The buyers whose username or email holds `search`, as an array the order's buyer is looked up in. */
const buyersMatching = (search: string) =>
  sql<boolean>`orders.user_id = any(array(select users.user_id from users
    where users.username ilike ${`%${likeText(search)}%`} or users.email ilike ${`%${likeText(search)}%`}))`;

/** The orders matching `filters`, from the orders table alone (the buyer's names through `buyersMatching`). */
function matchingOrders(db: Kysely<ReadModels>, filters: AdminOrderFilters) {
  const search = filters.search?.trim();
  const status = filters.status;
  return db
    .selectFrom('orders')
    .$if(status === 'needs_decision', (query) =>
      query.where('orders.status', 'in', [...NEEDS_DECISION_STATUSES]),
    )
    .$if(status === 'refunded', (query) => query.where('orders.refund_status', '=', 'approved'))
    .$if(status !== undefined && status !== 'needs_decision' && status !== 'refunded', (query) =>
      query
        .where('orders.status', '=', status!)
        .where((eb) =>
          eb.or([eb('orders.refund_status', 'is', null), eb('orders.refund_status', '!=', 'approved')]),
        ),
    )
    .$if(filters.network !== undefined, (query) => query.where('orders.network', '=', filters.network!))
    .$if(filters.from !== undefined, (query) => query.where('orders.placed_at', '>=', filters.from!))
    .$if(filters.to !== undefined, (query) => query.where('orders.placed_at', '<', filters.to!))
    .$if(Boolean(search), (query) =>
      query.where((eb) =>
        eb.or([
          eb(sql<string>`orders.order_id::text`, 'like', `${likeText(search!.toLowerCase())}%`),
          buyersMatching(search!),
          eb('orders.transaction_hash', '=', search!.toLowerCase()),
          eb('orders.transaction_hash', '=', search!),
        ]),
      ),
    );
}

/**
 * The list's order (the order id breaks ties), as keys both the page's ids and its rows sort by. The
 * default puts payments waiting for a decision first, unless the status filter leaves one kind only
 * (a single order status, or the decision list): then the rank is the same for every row and is left out,
 * so an index on the status and placing time gives the order.
 */
function sortKeys(filters: AdminOrderFilters, order: Pick<AdminOrderPage, 'sort' | 'direction'>): SortKey[] {
  const direction = order.direction ?? 'desc';
  const newestFirst: SortKey = [sql.ref('orders.placed_at'), 'desc'];
  const tieBreak: SortKey = [sql.ref('orders.order_id'), direction];
  switch (order.sort) {
    case 'amount':
      return [[sql.ref('orders.amount_cents'), direction], newestFirst, tieBreak];
    case 'status':
      return [[statusRank, direction], newestFirst, tieBreak];
    case 'placedAt':
      return [[sql.ref('orders.placed_at'), direction], tieBreak];
    default:
      return filters.status === undefined || filters.status === 'refunded'
        ? [[decisionRank, 'asc'], newestFirst, tieBreak]
        : [newestFirst, tieBreak];
  }
}

/** Each order of `query` with its buyer's names and its payment's last confirmation count. */
function withBuyersAndChecks(query: ReturnType<typeof matchingOrders>) {
  return query
    .innerJoin('users', 'users.user_id', 'orders.user_id')
    .leftJoin('payment_checks', (join) =>
      join
        .onRef('payment_checks.order_id', '=', 'orders.order_id')
        .onRef('payment_checks.transaction_hash', '=', 'orders.transaction_hash'),
    )
    .selectAll('orders')
    .select([
      'users.username',
      'users.email',
      'payment_checks.confirmations as checked_confirmations',
      'payment_checks.required as checked_required',
    ]);
}

/** Every matching order with its payment, in the order asked for, unpaged (the CSV export). */
export function sortedOrders(
  db: Kysely<ReadModels>,
  filters: AdminOrderFilters,
  order: Pick<AdminOrderPage, 'sort' | 'direction'>,
) {
  return orderedBy(withBuyersAndChecks(matchingOrders(db, filters)), sortKeys(filters, order));
}

export type AdminOrderRow = Awaited<ReturnType<typeof adminOrderList>>['rows'][number];
