// Writes a folded telemetry batch with a handful of set-based statements, whatever its size. Each is
// idempotent on its own: deals and samples are inserted once (by ticket, by time) and only those
// inserted are counted; a heartbeat never moves last-seen back; positions take the batch's final state.
import { sql } from 'kysely';
import type { ReadModelTransaction } from '../../runtime/projector.js';
import { type ColumnTypes, columnList, selectRows, unnestRows } from '../unnest-rows.js';
import type { DealRow, HeartbeatRow, PositionRow, RobotReportBatch, SampleRow } from './fold-batch.js';

const DEAL_COLUMNS: ColumnTypes<DealRow> = {
  licence_id: 'uuid',
  ticket: 'text',
  time: 'timestamptz',
  symbol: 'text',
  type: 'text',
  volume: 'float8',
  price: 'float8',
  profit: 'float8',
  commission: 'float8',
  swap: 'float8',
  comment: 'text',
  open_time: 'timestamptz',
};
const SAMPLE_COLUMNS: ColumnTypes<SampleRow> = {
  licence_id: 'uuid',
  time: 'timestamptz',
  balance: 'float8',
  equity: 'float8',
};
const HEARTBEAT_COLUMNS: ColumnTypes<HeartbeatRow> = {
  licence_id: 'uuid',
  last_seen: 'timestamptz',
  ea_version: 'text',
  active_positions: 'int4',
  balance: 'float8',
  equity: 'float8',
};
const POSITION_COLUMNS: ColumnTypes<PositionRow> = {
  licence_id: 'uuid',
  ticket: 'text',
  status: 'text',
  symbol: 'text',
  type: 'text',
  volume: 'float8',
  open_price: 'float8',
  current_price: 'float8',
  profit: 'float8',
  open_time: 'timestamptz',
  updated_at: 'timestamptz',
};

export async function writeRobotReports(trx: ReadModelTransaction, batch: RobotReportBatch): Promise<void> {
  await insertCounted(
    trx,
    { table: 'robot_deals', columns: DEAL_COLUMNS, counter: 'deal_count' },
    batch.deals,
  );
  await insertCounted(
    trx,
    { table: 'robot_equity', columns: SAMPLE_COLUMNS, counter: 'equity_count' },
    batch.samples,
  );
  await writeHeartbeats(trx, [...batch.heartbeats.values()]);
  await closeUnnamedPositions(trx, batch.firstSnapshots);
  await writePositions(trx, batch.positions);
}

/** Inserts the rows not there yet and adds how many were, per licence, to its status counter. */
async function insertCounted<Row extends { licence_id: string }>(
  trx: ReadModelTransaction,
  into: { table: string; columns: ColumnTypes<Row>; counter: 'deal_count' | 'equity_count' },
  rows: readonly Row[],
) {
  if (rows.length === 0) return;
  const counter = sql.ref(into.counter);
  await sql`
    with inserted as (
      insert into ${sql.table(into.table)} (${columnList(into.columns)}) ${selectRows(rows, into.columns)}
      on conflict do nothing returning licence_id)
    insert into robot_status (licence_id, ${counter})
    select licence_id, count(*) from inserted group by licence_id
    on conflict (licence_id) do update set ${counter} = robot_status.${counter} + excluded.${counter}`.execute(
    trx,
  );
}

async function writeHeartbeats(trx: ReadModelTransaction, heartbeats: readonly HeartbeatRow[]) {
  if (heartbeats.length === 0) return;
  await sql`
    insert into robot_status (${columnList(HEARTBEAT_COLUMNS)}) ${selectRows(heartbeats, HEARTBEAT_COLUMNS)}
    on conflict (licence_id) do update set
      last_seen = excluded.last_seen, ea_version = excluded.ea_version,
      active_positions = excluded.active_positions, balance = excluded.balance, equity = excluded.equity
    where robot_status.last_seen is null or robot_status.last_seen <= excluded.last_seen`.execute(trx);
}

/** A position open before the batch closes at the licence's first snapshot; writePositions then reopens the named ones. */
async function closeUnnamedPositions(trx: ReadModelTransaction, firstSnapshots: ReadonlyMap<string, Date>) {
  if (firstSnapshots.size === 0) return;
  const snapshots = [...firstSnapshots].map(([licence_id, first_at]) => ({ licence_id, first_at }));
  await sql`
    update robot_positions set status = 'CLOSED', updated_at = batch_rows.first_at
    from ${unnestRows(snapshots, { licence_id: 'uuid', first_at: 'timestamptz' })}
    where robot_positions.licence_id = batch_rows.licence_id and robot_positions.status = 'OPEN'`.execute(
    trx,
  );
}

/** What a position first opened with stays; its state, prices and time are the batch's last. */
async function writePositions(trx: ReadModelTransaction, positions: readonly PositionRow[]) {
  if (positions.length === 0) return;
  await sql`
    insert into robot_positions (${columnList(POSITION_COLUMNS)}) ${selectRows(positions, POSITION_COLUMNS)}
    on conflict (licence_id, ticket) do update set
      status = excluded.status, current_price = excluded.current_price, profit = excluded.profit,
      volume = excluded.volume, updated_at = excluded.updated_at`.execute(trx);
}
