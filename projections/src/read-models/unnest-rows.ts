// Many rows as one array parameter per column (`unnest($1::uuid[], $2::text[], …)`), for the tables a
// replay fills by the hundred thousand (telemetry, the audit trail): a batch of any size is one short
// statement, its values parsed straight into their types (aggregate-rows.ts writes the others).
import { type RawBuilder, sql } from 'kysely';

/** Each column's PostgreSQL type (a scalar: unnest flattens arrays), in the statement's column order. */
export type ColumnTypes<Row> = { readonly [Column in keyof Row & string]: string };

/** `unnest(…) as batch_rows(<columns>)`, a FROM item: the rows in their order under the columns' names. */
export function unnestRows<Row extends object>(
  rows: readonly Row[],
  types: ColumnTypes<Row>,
): RawBuilder<Row> {
  const columns = Object.keys(types) as (keyof Row & string)[];
  const arrays = columns.map(
    (column) => sql`${arrayLiteral(rows.map((row) => row[column]))}::${sql.raw(types[column])}[]`,
  );
  const names = columns.map((column) => sql.id(column));
  return sql<Row>`unnest(${sql.join(arrays)}) as batch_rows(${sql.join(names)})`;
}

/** `select * from unnest(…)`, for `insert into t (<columnList>) <selectRows>`. */
export function selectRows<Row extends object>(
  rows: readonly Row[],
  types: ColumnTypes<Row>,
): RawBuilder<Row> {
  return sql<Row>`select * from ${unnestRows(rows, types)}`;
}

/** The columns of `types`, for an INSERT's column list. */
export function columnList<Row>(types: ColumnTypes<Row>): RawBuilder<unknown> {
  return sql.join(Object.keys(types).map((column) => sql.id(column)));
}

/**
 * The text of a PostgreSQL array, built here rather than by the driver (which quotes every element
 * and writes dates in local time): numbers, booleans and ISO times need no quotes, strings are quoted.
 */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(element).join(',')}}`;
}

function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return `"${String(value).replace(/["\\]/g, '\\$&')}"`;
}
