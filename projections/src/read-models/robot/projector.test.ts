import type { DealRecord, PositionRecord, RobotHistoryEvent, RobotLiveEvent } from '@shop/domain';
import { createKysely, type RecordedEvent } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../../db/migrate.js';
import type { ReadModels } from '../../db/schema.js';
import {
  projectInBatches,
  rowsBeforeAndAfterReplay,
  rowsPerBatchSize,
} from '../../testing/batch-equivalence.js';
import { robotProjector } from './projector.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

let database: TestDatabase;
let db: Kysely<ReadModels>;

beforeAll(async () => {
  database = await createTestDatabase(4);
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
});
afterAll(async () => database?.drop());

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, seconds)).toISOString();
const revisions = new Map<string, bigint>();
let position = 0n;

function recorded(stream: string, event: RobotLiveEvent | RobotHistoryEvent): RecordedEvent {
  const revision = revisions.get(stream) ?? 0n;
  revisions.set(stream, revision + 1n);
  position += 1n;
  return {
    id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
    streamId: stream,
    revision,
    type: event.type,
    data: event.data,
    metadata: { actor: 'robot:x', correlationId: 'c', causationId: null, occurredAt: at(0) },
    position: { commit: position, prepare: position },
    recordedAt: new Date(at(0)),
  };
}

const heartbeat = (licence: string, seconds: number, eaVersion: string) =>
  recorded(`robotlive-${licence}`, {
    type: 'RobotHeartbeatReceived',
    data: {
      eaVersion,
      activePositions: 1,
      balance: 1000 + seconds,
      equity: 990 + seconds,
      receivedAt: at(seconds),
    },
  });
const snapshot = (licence: string, seconds: number, positions: PositionRecord[]) =>
  recorded(`robotlive-${licence}`, {
    type: 'RobotPositionsReported',
    data: { positions, receivedAt: at(seconds) },
  });
const open = (ticket: string, openPrice: number, currentPrice: number): PositionRecord => ({
  ticket,
  symbol: 'EURUSD',
  type: 'BUY',
  volume: 0.1,
  openPrice,
  currentPrice,
  profit: Math.round((currentPrice - openPrice) * 1e6) / 100,
  openTime: at(0),
});
const deal = (licence: string, ticket: string, profit: number) => {
  const record: DealRecord = {
    ticket,
    time: at(5),
    symbol: 'EURUSD',
    type: 'SELL',
    volume: 0.1,
    price: 1.1,
    profit,
    commission: -0.7,
    swap: 0,
    comment: `it's "quoted", {braced}`,
    openTime: ticket === 'T2' ? null : at(1),
  };
  return recorded(`robothistory-${licence}`, {
    type: 'RobotDealReported',
    data: { deal: record, receivedAt: at(6) },
  });
};
const equity = (licence: string, ...seconds: number[]) =>
  recorded(`robothistory-${licence}`, {
    type: 'RobotEquityReported',
    data: {
      samples: seconds.map((s) => ({ time: at(s), balance: 1000, equity: 1000 + s })),
      receivedAt: at(59),
    },
  });

// Two licences interleaved: heartbeats late and tied, positions opening, closing and reopening,
// deals and samples reported twice.
const log = [
  deal(B, 'T9', 3),
  heartbeat(A, 10, '2.4.0'),
  snapshot(A, 10, [open('A1', 1.1, 1.101), open('A2', 1.2, 1.2)]),
  equity(A, 1, 2, 1),
  heartbeat(A, 30, '2.4.1'),
  snapshot(A, 30, [open('A2', 1.2, 1.21), open('A3', 1.3, 1.3)]),
  deal(A, 'T1', 10),
  snapshot(B, 31, [open('B1', 1.5, 1.5)]),
  heartbeat(A, 20, '2.3.9'),
  deal(A, 'T2', 20),
  equity(A, 2, 3),
  snapshot(A, 40, []),
  deal(A, 'T1', 99),
  snapshot(A, 50, [open('A1', 1.9, 1.102)]),
  heartbeat(A, 30, '2.4.2'),
  equity(B, 7),
];

it('leaves the same rows whether a batch holds the whole log or a single event', async () => {
  const { oneByOne, batched } = await rowsPerBatchSize(db, robotProjector, log, [log.length, 2, 3, 5]);
  for (const rows of batched) expect(rows).toEqual(oneByOne);
});

it('changes nothing when the log is replayed', async () => {
  const { once, replayed } = await rowsBeforeAndAfterReplay(db, robotProjector, log);
  expect(replayed).toEqual(once);
});

it('keeps the latest heartbeat, each deal and sample once, and every position as its last snapshot left it', async () => {
  await projectInBatches(db, robotProjector, log, log.length);

  const status = await db.selectFrom('robot_status').selectAll().orderBy('licence_id').execute();
  expect(status).toEqual([
    {
      licence_id: A,
      last_seen: new Date(at(30)),
      ea_version: '2.4.2',
      active_positions: 1,
      balance: 1030,
      equity: 1020,
      deal_count: 2,
      equity_count: 3,
    },
    {
      licence_id: B,
      last_seen: null,
      ea_version: null,
      active_positions: null,
      balance: null,
      equity: null,
      deal_count: 1,
      equity_count: 1,
    },
  ]);
  const positions = await db
    .selectFrom('robot_positions')
    .select(['licence_id', 'ticket', 'status', 'open_price', 'current_price', 'updated_at'])
    .orderBy('ticket')
    .execute();
  expect(positions).toEqual([
    {
      licence_id: A,
      ticket: 'A1',
      status: 'OPEN',
      open_price: 1.1,
      current_price: 1.102,
      updated_at: new Date(at(50)),
    },
    {
      licence_id: A,
      ticket: 'A2',
      status: 'CLOSED',
      open_price: 1.2,
      current_price: 1.21,
      updated_at: new Date(at(40)),
    },
    {
      licence_id: A,
      ticket: 'A3',
      status: 'CLOSED',
      open_price: 1.3,
      current_price: 1.3,
      updated_at: new Date(at(40)),
    },
    {
      licence_id: B,
      ticket: 'B1',
      status: 'OPEN',
      open_price: 1.5,
      current_price: 1.5,
      updated_at: new Date(at(31)),
    },
  ]);
  const deals = await db
    .selectFrom('robot_deals')
    .select(['ticket', 'profit', 'comment', 'open_time'])
    .orderBy('ticket')
    .execute();
  expect(deals).toEqual([
    { ticket: 'T1', profit: 10, comment: `it's "quoted", {braced}`, open_time: new Date(at(1)) },
    { ticket: 'T2', profit: 20, comment: `it's "quoted", {braced}`, open_time: null },
    { ticket: 'T9', profit: 3, comment: `it's "quoted", {braced}`, open_time: new Date(at(1)) },
  ]);
  const samples = await db
    .selectFrom('robot_equity')
    .select(['licence_id', 'time'])
    .orderBy('licence_id')
    .orderBy('time')
    .execute();
  expect(samples.map((sample) => [sample.licence_id, sample.time.toISOString()])).toEqual([
    [A, at(1)],
    [A, at(2)],
    [A, at(3)],
    [B, at(7)],
  ]);
});
