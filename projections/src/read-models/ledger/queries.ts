// Reads of the finance ledger: entries with their totals, revenue grouped by day, month, plan, network
// or discount code, and the open problems. `asOf` shows the ledger as it stood at that moment: its
// entries are facts that are only ever added, so leaving out those recorded later is the replay up to
// then. `from` and `to` are about when things happened (the deciding command's time). A page is newest
// first unless sorted by date, user, kind, network or amount.
import { type Kysely, sql } from 'kysely';
import { countRows, inOneSnapshot } from '../../db/paged.js';
import type { ReadModels } from '../../db/schema.js';
import type { LedgerEntryKind } from '../../db/tables/ledger.js';

export interface LedgerFilters {
  from?: Date;
  to?: Date;
  asOf?: Date;
  kind?: LedgerEntryKind;
  network?: string;
  planType?: string;
  discountCode?: string;
}

export type LedgerSort = 'at' | 'user' | 'kind' | 'network' | 'amount';

/** None: newest first. */
export interface LedgerOrder {
  sort?: LedgerSort;
  direction?: 'asc' | 'desc';
}

const LEDGER_SORT_COLUMNS = {
  at: 'ledger_entries.occurred_at',
  user: 'users.username',
  kind: 'ledger_entries.kind',
  network: 'ledger_entries.network',
  amount: 'ledger_entries.amount_cents',
} as const;

export type RevenueGrouping = 'day' | 'month' | 'plan' | 'network' | 'discount';

function matching(db: Kysely<ReadModels>, filters: LedgerFilters) {
  return db
    .selectFrom('ledger_entries')
    .$if(filters.from !== undefined, (query) =>
      query.where('ledger_entries.occurred_at', '>=', filters.from!),
    )
    .$if(filters.to !== undefined, (query) => query.where('ledger_entries.occurred_at', '<', filters.to!))
    .$if(filters.asOf !== undefined, (query) =>
      query.where('ledger_entries.recorded_at', '<=', filters.asOf!),
    )
    .$if(filters.kind !== undefined, (query) => query.where('ledger_entries.kind', '=', filters.kind!))
    .$if(filters.network !== undefined, (query) =>
      query.where('ledger_entries.network', '=', filters.network!),
    )
    .$if(filters.planType !== undefined, (query) =>
      query.where('ledger_entries.plan_type', '=', filters.planType!),
    )
    .$if(filters.discountCode !== undefined, (query) =>
      query.where('ledger_entries.discount_code', '=', filters.discountCode!),
    );
}

const sums = {
  grossCents: sql<string>`coalesce(sum(amount_cents) filter (where kind = 'payment'), 0)`,
  refundsCents: sql<string>`coalesce(-sum(amount_cents) filter (where kind = 'refund'), 0)`,
  netCents: sql<string>`coalesce(sum(amount_cents), 0)`,
  payments: sql<string>`count(*) filter (where kind = 'payment')`,
  refunds: sql<string>`count(*) filter (where kind = 'refund')`,
};

export type LedgerTotals = {
  grossCents: number;
  refundsCents: number;
  netCents: number;
  payments: number;
  refunds: number;
};
const toTotals = (row: Record<keyof LedgerTotals, string>): LedgerTotals => ({
  grossCents: Number(row.grossCents),
  refundsCents: Number(row.refundsCents),
  netCents: Number(row.netCents),
  payments: Number(row.payments),
  refunds: Number(row.refunds),
});

/** The totals of every matching entry: the figures the ledger's totals and the admin overview show. */
export async function ledgerTotals(db: Kysely<ReadModels>, filters: LedgerFilters): Promise<LedgerTotals> {
  const row = await matching(db, filters)
    .select([
      sums.grossCents.as('grossCents'),
      sums.refundsCents.as('refundsCents'),
      sums.netCents.as('netCents'),
      sums.payments.as('payments'),
      sums.refunds.as('refunds'),
    ])
    .executeTakeFirstOrThrow();
  return toTotals(row);
}

/**
 * One page of entries in the chosen order (newest first by default), with each one's username, and the
 * totals of every matching entry. Ties fall back to the newest first, then the entry's id.
 */
export function ledgerPage(
  db: Kysely<ReadModels>,
  filters: LedgerFilters,
  page: { page: number; limit: number },
  order: LedgerOrder = {},
) {
  return inOneSnapshot(db, async (tx) => {
    const rows = await sortedLedgerEntries(tx, filters, order)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    const totals = await ledgerTotals(tx, filters);
    return { rows, totals, total: await countRows(matching(tx, filters)) };
  });
}

/** Every matching entry with its username, in the page's order, unpaged (the page above, the CSV export). */
function sortedLedgerEntries(db: Kysely<ReadModels>, filters: LedgerFilters, order: LedgerOrder = {}) {
  return matching(db, filters)
    .leftJoin('users', 'users.user_id', 'ledger_entries.user_id')
    .selectAll('ledger_entries')
    .select('users.username')
    .$if(order.sort !== undefined, (query) =>
      query.orderBy(LEDGER_SORT_COLUMNS[order.sort!], order.direction ?? 'asc'),
    )
    .orderBy('ledger_entries.occurred_at', 'desc')
    .orderBy('ledger_entries.entry_id');
}

/** The entries as sortedLedgerEntries orders them, each with the username of the admin who decided it. */
export function ledgerEntriesWithDeciders(
  db: Kysely<ReadModels>,
  filters: LedgerFilters,
  order: LedgerOrder = {},
) {
  return sortedLedgerEntries(db, filters, order)
    .leftJoin('users as deciders', (join) =>
      join.on(sql`deciders.user_id::text`, '=', sql.ref('ledger_entries.decided_by')),
    )
    .select('deciders.username as decided_by_name');
}

/** A second grouping within each day or month: one row per bucket and plan, or bucket and network. */
export type RevenueSplit = 'plan' | 'network';

const SPLIT_KEY = { plan: sql<string>`plan_type`, network: sql<string>`network` } as const;

/** The group's key: a day or month is the date in `timeZone` of when the entry happened. */
function groupKey(grouping: RevenueGrouping, timeZone: string) {
  switch (grouping) {
    case 'day':
      return sql<string>`to_char(occurred_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
    case 'month':
      return sql<string>`to_char(occurred_at at time zone ${timeZone}, 'YYYY-MM')`;
    case 'plan':
      return sql<string>`plan_type`;
    case 'network':
      return sql<string>`network`;
    case 'discount':
      return sql<string>`coalesce(discount_code, '')`;
  }
}

export interface RevenueOptions {
  /** IANA zone (or 'UTC') whose calendar buckets days and months; the caller checks it is one. */
  timeZone?: string;
  /** Also per plan or per network within each group. */
  split?: RevenueSplit;
}

/**
 * Gross, refunds and net per group, in key order (dates ascending), and with `split` per group and
 * plan or network (then ordered by key, then split). Days are 'YYYY-MM-DD', months 'YYYY-MM', in
 * `timeZone` (UTC by default): a payment at 23:30 UTC on 28 March is on 29 March in Europe/Berlin.
 */
export async function revenue(
  db: Kysely<ReadModels>,
  grouping: RevenueGrouping,
  filters: LedgerFilters,
  { timeZone = 'UTC', split }: RevenueOptions = {},
) {
  const entries = matching(db, filters)
    .where('ledger_entries.kind', 'in', ['payment', 'refund'])
    .select([
      groupKey(grouping, timeZone).as('key'),
      (split ? SPLIT_KEY[split] : sql<string | null>`null`).as('split'),
      'ledger_entries.kind',
      'ledger_entries.amount_cents',
    ]);
  // Grouped outside, by name: the zone is a parameter, so the key's expression is not repeated.
  const rows = await db
    .selectFrom(entries.as('entries'))
    .select([
      'key',
      'split',
      sums.grossCents.as('grossCents'),
      sums.refundsCents.as('refundsCents'),
      sums.netCents.as('netCents'),
      sums.payments.as('payments'),
      sums.refunds.as('refunds'),
    ])
    .groupBy(['key', 'split'])
    .orderBy('key')
    .orderBy('split')
    .execute();
  return rows.map(({ key, split, ...totals }) => ({
    key,
    ...(split !== null ? { split } : {}),
    ...toTotals(totals),
  }));
}

/** Orders waiting on someone: payments held (underpaid, late) and refunds asked for, oldest first. */
export function openProblems(db: Kysely<ReadModels>) {
  return db
    .selectFrom('ledger_orders')
    .leftJoin('users', 'users.user_id', 'ledger_orders.user_id')
    .selectAll('ledger_orders')
    .select(['users.username', 'users.email'])
    .where('ledger_orders.problem', 'is not', null)
    .orderBy('ledger_orders.problem_since')
    .execute();
}
