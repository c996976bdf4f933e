import {
  createKysely,
  formatPosition,
  type GlobalPosition,
  newId,
  PostgresEventStore,
  type RecordedEvent,
} from '@shop/infra';
import { createTestDatabase, readAllWhenVisible, type TestDatabase } from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../db/migrate.js';
import type { ReadModels } from '../db/schema.js';
import { loadCheckpoint, resetCheckpoint } from './checkpoints.js';
import type { Projector } from './projector.js';
import { replayLog } from './replay.js';

let database: TestDatabase;
let store: PostgresEventStore;
let db: Kysely<ReadModels>;
let log: RecordedEvent[];

const metadata = {
  actor: 'system:test' as const,
  correlationId: 'c',
  causationId: null,
  occurredAt: '2026-11-25T00:00:00Z',
};

beforeAll(async () => {
  database = await createTestDatabase(6);
  store = new PostgresEventStore({ pool: database.pool, connectionString: database.url });
  await store.migrate();
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
  for (let append = 0; append < 19; append += 1) {
    const stream = append % 2 === 0 ? 'robotlive-1' : `order-${append}`;
    const events = [1, 2, 3].map(() => ({ id: newId(), type: 'Happened', data: {}, metadata }));
    await store.append(stream, events, { expectedRevision: 'any' });
  }
  log = await readAllWhenVisible(store, { commit: 0n, prepare: 0n }, 1_000, 57);
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** Remembers the batches it was given (in memory: what a transaction that committed would hold). */
function recorder(id: string, filter?: Projector['filter'], failOnBatch?: number) {
  const batches: string[][] = [];
  const projector: Projector = {
    id,
    tables: [],
    filter,
    async project(_trx, events) {
      if (batches.length + 1 === failOnBatch) throw new Error(`${id} broke`);
      batches.push(events.map((event) => event.id));
    },
  };
  return { projector, batches };
}

async function startAt(projectors: Projector[]) {
  await db.transaction().execute(async (trx) => {
    for (const projector of projectors) await resetCheckpoint(trx, projector.id);
  });
}

const checkpointOf = async (id: string) => formatPosition(await loadCheckpoint(db, id));
const at = (position: GlobalPosition) => formatPosition(position);

it('gives every projector the whole log once, in order, in both lanes, and moves each checkpoint to its end', async () => {
  const telemetry = recorder('lane-telemetry', { streamPrefixes: ['robotlive-'] });
  const shared = recorder('lane-shared');
  await startAt([telemetry.projector, shared.projector]);
  const progress: number[] = [];

  const report = await replayLog({
    projectors: [shared.projector, telemetry.projector],
    store,
    db,
    batchSize: 10,
    asyncCommit: true,
    onProgress: (events) => progress.push(events),
  });

  const ids = log.map((event) => event.id);
  expect(telemetry.batches.flat()).toEqual(ids);
  expect(shared.batches.flat()).toEqual(ids);
  expect(progress).toEqual([10, 20, 30, 40, 50, 57]);
  expect(report.events).toBe(57);
  expect(at(report.position)).toBe(at(log.at(-1)!.position));
  expect(await checkpointOf('lane-telemetry')).toBe(at(log.at(-1)!.position));
  expect(await checkpointOf('lane-shared')).toBe(at(log.at(-1)!.position));
});

it('stops at a failing projector, with every checkpoint where its projector’s committed batches end', async () => {
  const telemetry = recorder('lane-telemetry', { streamPrefixes: ['robotlive-'] });
  const failing = recorder('lane-failing', undefined, 3);
  await startAt([telemetry.projector, failing.projector]);

  await expect(
    replayLog({ projectors: [failing.projector, telemetry.projector], store, db, batchSize: 10 }),
  ).rejects.toThrow('lane-failing broke');

  const endOf = (batches: string[][]) =>
    at(log.find((event) => event.id === batches.flat().at(-1))!.position);
  expect(failing.batches).toHaveLength(2);
  expect(await checkpointOf('lane-failing')).toBe(endOf(failing.batches));
  expect(await checkpointOf('lane-telemetry')).toBe(endOf(telemetry.batches));
  // Nothing is still writing once the replay has failed.
  const written = telemetry.batches.length;
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(telemetry.batches).toHaveLength(written);
});
