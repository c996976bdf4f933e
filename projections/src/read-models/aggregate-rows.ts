// One row per aggregate, folded in memory: a set-based projector reads the rows a batch touches with
// one query, applies the batch's events to them and writes the changed ones back with one statement.
// Rows travel as JSON read into the table's own row type (json_populate_recordset), so each table's
// columns and types are written down once, in its migration (unnest-rows.ts serves the few tables
// written row by row in bulk, where its speed pays for the column list).
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import type { ReadModelTransaction } from '../runtime/projector.js';

export type TableName = keyof ReadModels & string;
export type RowOf<Table extends TableName> = Selectable<ReadModels[Table]>;
type ColumnOf<Table extends TableName> = keyof RowOf<Table> & string;

/** The stored rows whose uuid `key` is among `ids`, by key. */
export async function rowsByKey<Table extends TableName>(
  trx: ReadModelTransaction,
  table: Table,
  key: ColumnOf<Table>,
  ids: Iterable<string>,
): Promise<Map<string, RowOf<Table>>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const { rows } = await sql<RowOf<Table>>`
    select * from ${sql.table(table)} where ${sql.ref(key)} = any(${sql.val(wanted)}::uuid[])`.execute(trx);
  return new Map(rows.map((row) => [row[key] as string, row]));
}

/**
 * Inserts the rows, or replaces the stored ones with the same key; with `revision` only a stored row
 * of an older stream revision is replaced, so a replay never moves a row back.
 */
export async function writeRows<Table extends TableName>(
  trx: ReadModelTransaction,
  table: Table,
  rows: readonly RowOf<Table>[],
  options: { key: ColumnOf<Table>; guard: 'revision' | 'none' },
): Promise<void> {
  if (rows.length === 0) return;
  const columns = columnsOf(rows);
  const replaced = columns
    .filter((column) => column !== options.key)
    .map((column) => sql`${sql.id(column)} = excluded.${sql.id(column)}`);
  const newer =
    options.guard === 'revision' ? sql`where ${sql.table(table)}.revision < excluded.revision` : sql``;
  await sql`
    insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.id(column)))}) ${fromJson(table, rows, columns)}
    on conflict (${sql.ref(options.key)}) do update set ${sql.join(replaced)} ${newer}`.execute(trx);
}

/** Inserts the rows whose unique keys are not taken yet; the others stay as they are. */
export async function insertNewRows<Table extends TableName>(
  trx: ReadModelTransaction,
  table: Table,
  rows: readonly RowOf<Table>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = columnsOf(rows);
  await sql`
    insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.id(column)))}) ${fromJson(table, rows, columns)}
    on conflict do nothing`.execute(trx);
}

function columnsOf(rows: readonly object[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row)))];
}

function fromJson(table: string, rows: readonly object[], columns: readonly string[]) {
  return sql`select ${sql.join(columns.map((column) => sql.id(column)))}
    from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`;
}
