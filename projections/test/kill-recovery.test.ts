// TARGETS R1 at CI size: a projector process is killed with SIGKILL again and again during
// catch-up; the read model must still equal a clean rebuild, with nothing lost or doubled.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createKysely, newId, PostgresEventStore } from '@shop/infra';
import { createTestDatabase, eventually, reportFigure, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../src/db/migrate.js';
import type { ReadModels } from '../src/db/schema.js';
import { rebuildReadModels } from '../src/runtime/rebuild.js';
import { createEventLogTable, eventLogProjector, readEventLog } from './fixtures/event-log-projector.js';

const EVENTS = Number(process.env.R1_EVENTS ?? 10_000);
const KILLS = Number(process.env.R1_KILLS ?? 5);
const childScript = fileURLToPath(new URL('./fixtures/projector-process.ts', import.meta.url));

let database: TestDatabase;
let store: PostgresEventStore;
let db: Kysely<ReadModels>;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, connectionString: database.url });
  await store.migrate();
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
  await createEventLogTable(db as Kysely<unknown>);
  await seed();
});

afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** EVENTS events over 100 streams, written in bulk through the store's own table. */
async function seed() {
  const metadata = JSON.stringify({
    actor: 'system:seed',
    correlationId: newId(),
    causationId: null,
    occurredAt: '2026-11-22T00:00:00Z',
  });
  await sql`insert into events (stream_id, stream_revision, event_id, type, data, metadata)
    select 'seed-' || (n % 100), n / 100, gen_random_uuid(), 'Seeded', jsonb_build_object('n', n), ${metadata}::jsonb
    from generate_series(0, ${EVENTS - 1}) as n`.execute(db);
}

function startChild(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=source', childScript], {
    env: { ...process.env, DATABASE_URL: database.url, BATCH_SIZE: '50' },
    stdio: 'ignore',
  });
}

async function processed(): Promise<number> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select('events_processed')
    .where('projector_id', '=', eventLogProjector.id)
    .executeTakeFirst();
  return Number(row?.events_processed ?? 0);
}

it(`R1: ${KILLS} SIGKILLs during a ${EVENTS}-event catch-up lose and double nothing`, async () => {
  let kills = 0;
  while (kills < KILLS) {
    const before = await processed();
    const child = startChild();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Kill only once this incarnation has committed some batches, and well before it is done.
    await eventually(async () => (await processed()) > before + 200, {
      what: `over 200 more events processed than the ${before} before this start`,
      timeoutMs: 60_000,
      intervalMs: 10,
    });
    child.kill('SIGKILL');
    await exited;
    kills += 1;
    expect(await processed()).toBeLessThan(EVENTS);
  }

  const last = startChild();
  const lastExited = new Promise((resolve) => last.once('exit', resolve));
  try {
    await eventually(async () => (await processed()) === EVENTS, {
      what: `all ${EVENTS} events processed`,
      timeoutMs: 120_000,
    });
  } finally {
    last.kill('SIGKILL');
    await lastExited;
  }

  const live = await readEventLog(db as Kysely<unknown>);
  expect(new Set(live).size).toBe(live.length);
  expect(live).toHaveLength(EVENTS);

  const report = await rebuildReadModels({
    projectors: [eventLogProjector],
    store,
    db,
    databaseUrl: database.url,
  });
  expect(report.events).toBe(EVENTS);
  const rebuilt = await readEventLog(db as Kysely<unknown>);
  const lost = EVENTS - new Set(live).size;
  const doubled = live.length - new Set(live).size;
  reportFigure(
    `R1: ${kills} SIGKILLs during a ${EVENTS}-event catch-up, ${lost} lost, ${doubled} doubled, ` +
      `${JSON.stringify(rebuilt) === JSON.stringify(live) ? 'identical to' : 'different from'} a clean rebuild`,
  );
  expect(rebuilt).toEqual(live);
}, 300_000);
