// Compares a live read-model table with its rebuilt copy in another schema, row by row both ways
// (EXCEPT ALL), leaving out what a replay cannot reproduce: sequence numbers, now() defaults and the
// REPLAY_LIMITS. Runs inside the caller's transaction, so both sides are read in one snapshot.
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { REPLAY_LIMITS } from './replay-limits.js';

export interface TableComparison {
  table: string;
  projector: string;
  rowsLive: number;
  rowsRebuilt: number;
  /** Rows of the live table that the rebuilt one lacks (or holds with other values). */
  onlyLive: number;
  onlyRebuilt: number;
  examplesOnlyLive: Record<string, unknown>[];
  examplesOnlyRebuilt: Record<string, unknown>[];
  /** Columns and rows left out of the comparison, and why. */
  leftOut: string[];
}

export interface CompareTableOptions {
  table: string;
  projector: string;
  liveSchema: string;
  rebuiltSchema: string;
  examples: number;
}

interface Column {
  name: string;
  default: string | null;
  identity: boolean;
}

const SEQUENCE = /^nextval\(/i;
const CLOCK =
  /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp)\(\)|current_timestamp|localtimestamp/i;

export async function compareTable(
  trx: Transaction<ReadModels>,
  options: CompareTableOptions,
): Promise<TableComparison> {
  const { table, liveSchema, rebuiltSchema } = options;
  const { compared, rows, leftOut } = await comparison(trx, options);
  const side = (schema: string) =>
    sql`select ${sql.join(compared)} from ${sql.id(schema, table)} where ${rows}`;
  const liveRows = side(liveSchema);
  const rebuiltRows = side(rebuiltSchema);
  const onlyLive = sql`${liveRows} except all ${rebuiltRows}`;
  const onlyRebuilt = sql`${rebuiltRows} except all ${liveRows}`;
  const { rows: counts } = await sql<Record<'live' | 'rebuilt' | 'only_live' | 'only_rebuilt', string>>`
    select (select count(*) from (${liveRows}) l) as live, (select count(*) from (${rebuiltRows}) r) as rebuilt,
      (select count(*) from (${onlyLive}) d) as only_live, (select count(*) from (${onlyRebuilt}) d) as only_rebuilt`.execute(
    trx,
  );
  const count = counts[0]!;
  const examples = async (difference: RawBuilder<unknown>, found: string) =>
    Number(found) === 0 ? [] : sampleRows(trx, difference, options.examples);
  return {
    table,
    projector: options.projector,
    rowsLive: Number(count.live),
    rowsRebuilt: Number(count.rebuilt),
    onlyLive: Number(count.only_live),
    onlyRebuilt: Number(count.only_rebuilt),
    examplesOnlyLive: await examples(onlyLive, count.only_live),
    examplesOnlyRebuilt: await examples(onlyRebuilt, count.only_rebuilt),
    leftOut,
  };
}

/** The columns (or the expressions standing for them) and the rows compared, and what is left out. */
async function comparison(trx: Transaction<ReadModels>, options: CompareTableOptions) {
  const { table } = options;
  const live = await columnsOf(trx, options.liveSchema, table);
  const rebuilt = await columnsOf(trx, options.rebuiltSchema, table);
  const names = (columns: Column[]) => columns.map((column) => column.name).join(', ');
  if (live.length === 0 || names(live) !== names(rebuilt)) {
    throw new Error(
      `Table ${table} differs in shape: live (${names(live) || 'missing'}) vs rebuilt (${names(rebuilt)}); migrate the live read models first`,
    );
  }
  const limit = REPLAY_LIMITS[table];
  const leftOut = limit ? [limit.why] : [];
  const compared: RawBuilder<unknown>[] = [];
  for (const column of live) {
    const why = notReproducible(column);
    if (why) {
      leftOut.push(`${column.name} left out: ${why}`);
      continue;
    }
    const replaced = limit?.columns?.[column.name];
    compared.push(
      replaced ? sql`${sql.raw(replaced)} as ${sql.id(column.name)}` : sql`${sql.id(column.name)}`,
    );
  }
  return { compared, rows: sql.raw(limit?.rows ?? 'true'), leftOut };
}

function notReproducible(column: Column): string | undefined {
  if (column.identity || SEQUENCE.test(column.default ?? '')) return 'a sequence number';
  if (CLOCK.test(column.default ?? '')) return 'defaults to the time of writing';
  return undefined;
}

async function sampleRows(
  trx: Transaction<ReadModels>,
  rows: RawBuilder<unknown>,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const { rows: found } = await sql<{ row: string }>`
    select row_to_json(d)::text as row from (${rows}) d order by 1 limit ${limit}`.execute(trx);
  return found.map((sample) => JSON.parse(sample.row) as Record<string, unknown>);
}

async function columnsOf(trx: Transaction<ReadModels>, schema: string, table: string): Promise<Column[]> {
  const { rows } = await sql<{ name: string; default: string | null; identity: string }>`
    select column_name as name, column_default as default, is_identity as identity
    from information_schema.columns where table_schema = ${schema} and table_name = ${table}
    order by ordinal_position`.execute(trx);
  return rows.map((row) => ({ name: row.name, default: row.default, identity: row.identity === 'YES' }));
}
