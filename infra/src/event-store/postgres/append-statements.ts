// The SQL of appends to the `events` table: one statement per append (named, so each connection
// parses and plans it once), for one event or several, durable or relaxed, and for appendMany.
import type { AppendOptions, AppendResult } from '../event-store.js';

const UNIQUE_VIOLATION = '23505';

// The events of one append as rows e(id, type, data, metadata, n): from arrays, or for the usual
// single event from plain parameters (cheaper to send and to parse than one-element arrays).
const INPUT = {
  many: `unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality as e(id, type, data, metadata, n)`,
  one: `(values ($3::uuid, $4::text, $5::jsonb, $6::jsonb, 1::bigint)) as e(id, type, data, metadata, n)`,
} as const;
const COLUMNS = 'stream_id, stream_revision, event_id, type, data, metadata';
const RETURNING = 'returning stream_revision, transaction_id::text as commit, global_position';

export type Durability = NonNullable<AppendOptions['durability']>;
type Shape = keyof typeof INPUT;

// Named statements are parsed and planned once per connection. $2 is the first new revision.
// Relaxed ones also turn synchronous_commit off for their own one-statement transaction, which is
// then acknowledged before its WAL reaches the disk (PostgreSQL's asynchronous commit).
function appendStatements(durability: Durability, shape: Shape) {
  const relaxed = durability === 'relaxed';
  const name = (kind: string) => `events_append_${kind}_${shape}${relaxed ? '_relaxed' : ''}`;
  const input = relaxed
    ? `(select set_config('synchronous_commit', 'off', true)) relaxed, ${INPUT[shape]}`
    : INPUT[shape];
  return {
    no_stream: {
      name: name('no_stream'),
      text: `insert into events (${COLUMNS}) select $1, $2::bigint + e.n - 1, e.id, e.type, e.data, e.metadata from ${input} ${RETURNING}`,
    },
    expected: {
      name: name('expected'),
      text: `insert into events (${COLUMNS}) select $1, $2::bigint + e.n - 1, e.id, e.type, e.data, e.metadata from ${input}
        where exists (select 1 from events where stream_id = $1 and stream_revision = $2::bigint - 1) ${RETURNING}`,
    },
    any: {
      name: name('any'),
      text: `insert into events (${COLUMNS}) select $1, h.first + e.n - 1, e.id, e.type, e.data, e.metadata
        from (select coalesce(max(stream_revision) + 1, $2::bigint) as first from events where stream_id = $1) h, ${input} ${RETURNING}`,
    },
  } as const;
}
export const APPEND_SQL = {
  durable: { one: appendStatements('durable', 'one'), many: appendStatements('durable', 'many') },
  relaxed: { one: appendStatements('relaxed', 'one'), many: appendStatements('relaxed', 'many') },
} as const;

// appendMany: every stream's events go after that stream's last revision as the statement sees it
// (rows it inserts are not visible to its own subquery), in the order given. $1 durability.
export const APPEND_MANY_SQL = {
  name: 'events_append_many',
  text: `insert into events (${COLUMNS})
    select e.stream_id, h.first + e.n - 1, e.id, e.type, e.data, e.metadata
      from (select case when $1 then set_config('synchronous_commit', 'off', true) end) relaxed,
           unnest($2::text[], $3::bigint[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])
             with ordinality as e(stream_id, n, id, type, data, metadata, ord)
           cross join lateral (select coalesce(max(stream_revision) + 1, 0) as first
                                 from events where stream_id = e.stream_id) h
     order by e.ord
    returning stream_id, ${RETURNING.replace('returning ', '')}`,
};

export interface AppendedRow {
  stream_revision: string;
  commit: string;
  global_position: string;
}

export function appended(rows: AppendedRow[]): AppendResult {
  const last = rows.at(-1)!;
  return {
    ok: true,
    nextRevision: BigInt(last.stream_revision),
    position: { commit: BigInt(last.commit), prepare: BigInt(last.global_position) },
  };
}

export function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return (error as { code?: unknown })?.code === UNIQUE_VIOLATION;
}
