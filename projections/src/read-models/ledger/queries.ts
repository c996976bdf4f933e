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

const GROUP_KEY = {
  day: sql<string>`to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD')`,
  month: sql<string>`to_char(occurred_at at time zone 'UTC', 'YYYY-MM')`,
  plan: sql<string>`plan_type`,
  network: sql<string>`network`,
  discount: sql<string>`coalesce(discount_code, '')`,
} as const;

/** Gross, refunds and net per group, in key order (dates ascending). */
export async function revenue(db: Kysely<ReadModels>, grouping: RevenueGrouping, filters: LedgerFilters) {
  const key = GROUP_KEY[grouping];
  const rows = await matching(db, filters)
    .where('ledger_entries.kind', 'in', ['payment', 'refund'])
    .select([
      key.as('key'),
      sums.grossCents.as('grossCents'),
      sums.refundsCents.as('refundsCents'),
      sums.netCents.as('netCents'),
      sums.payments.as('payments'),
      sums.refunds.as('refunds'),
    ])
    .groupBy(key)
    .orderBy(key)
    .execute();
  return rows.map((row) => ({ key: row.key, ...toTotals(row) }));
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
