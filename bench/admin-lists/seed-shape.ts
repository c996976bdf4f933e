// Checks that the bulk seed wrote rows of the shape the real path writes: for each read-model table,
// every pattern of filled (non-null) columns among the seeded rows must be one the projectors produced
// for the entities made through the API, kind by kind; and each seeded event type must carry the same
// data and metadata keys as the real event of that type. Throws, naming every difference, if not.
import type { Pool } from '@shop/infra';

interface ShapeQuery {
  table: string;
  /** What kind of row it is, as SQL over `t` (rows of one kind must fill the same columns). */
  kind: string;
}

const READ_MODELS: ShapeQuery[] = [
  { table: 'users', kind: `'user'` },
  { table: 'licences', kind: `'licence'` },
  { table: 'orders', kind: `case when t.status = 'completed' then 'paid' else 'unpaid' end` },
  { table: 'licence_history', kind: 't.type' },
  { table: 'audit_log', kind: 't.type' },
  { table: 'stream_heads', kind: 't.category' },
];

/** `kind: filled columns` of every distinct pattern in the table (a null test per column: no row copies). */
async function fillPatterns(pool: Pool, query: ShapeQuery): Promise<Set<string>> {
  const { rows: columns } = await pool.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = $1 order by column_name`,
    [query.table],
  );
  const filled = columns.map(({ name }) => `case when t.${name} is not null then '${name}' end`);
  const { rows } = await pool.query<{ pattern: string }>(
    `select distinct ${query.kind} || ': ' || concat_ws(',', ${filled.join(', ')}) as pattern from ${query.table} t`,
  );
  return new Set(rows.map((row) => row.pattern));
}

/** `type: data keys | metadata keys` of every distinct event shape. */
async function eventShapes(pool: Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ shape: string }>(
    `select distinct type || ': ' || (select string_agg(k, ',' order by k) from jsonb_object_keys(data) k)
              || ' | ' || (select string_agg(k, ',' order by k) from jsonb_object_keys(metadata) k) as shape
       from events`,
  );
  return new Set(rows.map((row) => row.shape));
}

export interface RealShapes {
  tables: Map<string, Set<string>>;
  events: Set<string>;
}

/** The shapes of the rows the real path wrote, taken before the bulk seed. */
export async function realShapes(pool: Pool): Promise<RealShapes> {
  const tables = new Map<string, Set<string>>();
  for (const query of READ_MODELS) tables.set(query.table, await fillPatterns(pool, query));
  return { tables, events: await eventShapes(pool) };
}

const kindOf = (pattern: string) => pattern.slice(0, pattern.indexOf(': '));

/** Patterns seen now that the real path never made; those of kinds it never made are listed apart. */
function compare(label: string, real: Set<string>, now: Set<string>) {
  const realKinds = new Set([...real].map(kindOf));
  const novel = [...now].filter((pattern) => !real.has(pattern));
  return {
    mismatches: novel.filter((pattern) => realKinds.has(kindOf(pattern))).map((p) => `${label} ${p}`),
    unchecked: novel.filter((pattern) => !realKinds.has(kindOf(pattern))).map((p) => `${label} ${kindOf(p)}`),
  };
}

/** Throws if a seeded row or event differs in shape from the real ones; returns the kinds it could not check. */
export async function assertSeedShape(pool: Pool, real: RealShapes): Promise<string[]> {
  const results = [compare('events', real.events, await eventShapes(pool))];
  for (const query of READ_MODELS) {
    results.push(compare(query.table, real.tables.get(query.table)!, await fillPatterns(pool, query)));
  }
  const mismatches = results.flatMap((result) => result.mismatches);
  if (mismatches.length > 0) {
    throw new Error(
      `The seeded rows differ from what the real path writes (kind: filled columns, or type: keys):\n  ${mismatches.join('\n  ')}\nReal shapes:\n  ${[...real.events, ...[...real.tables.values()].flatMap((set) => [...set])].join('\n  ')}`,
    );
  }
  return [...new Set(results.flatMap((result) => result.unchecked))];
}
