// Reads a page of rows and the count it was cut from (and any other figure) from one snapshot.
import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';

/**
 * Runs `read` in one read-only REPEATABLE READ transaction: all its statements see the snapshot taken
 * by the first one, whatever commits meanwhile, so a page's rows and its total always agree. Chosen
 * over one statement with `count(*) over ()`, which makes PostgreSQL build every matching row (joins
 * and all) before the limit, still needs a separate count for a page past the end, and cannot carry
 * reads that are not a count (the ledger's totals, the tickets' owners). The price: BEGIN and COMMIT,
 * and the statements run one after another on a single connection instead of two in parallel.
 */
export function inOneSnapshot<DB, T>(db: Kysely<DB>, read: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
}

/** How many rows `query` (a select with nothing selected yet) matches. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select(sql<string>`count(*)`.as('total'))
    .$castTo<{ total: string }>()
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One key of a list's order: what it sorts by and which way. */
export type SortKey = readonly [key: Expression<unknown>, direction: 'asc' | 'desc'];

/** `query` ordered by `keys`, the first deciding first. */
export function orderedBy<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: readonly SortKey[],
): SelectQueryBuilder<DB, TB, O> {
  return keys.reduce((ordered, [key, direction]) => ordered.orderBy(key, direction), query);
}

export interface PageWanted {
  /** From 1. */
  page: number;
  limit: number;
}

/**
 * `query` (sorted) cut to one page. The lists cut a narrow query of ids on the list's own table, so that
 * PostgreSQL walks the OFFSET in an index (often without reading the table) and joins owners, payments
 * and names for the page's rows only; the page's rows are then read by those ids and sorted again.
 */
export function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, limit }: PageWanted,
): SelectQueryBuilder<DB, TB, O> {
  return query.limit(limit).offset((page - 1) * limit);
}
