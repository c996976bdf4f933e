// The projector runner's leadership as an operator sees it: one log line for standing by, for a
// takeover and for a lost lock (no stack trace), and a standby's error cleared once the database answers.
import { createKysely, type LeaderLock, PostgresEventStore, tryAcquireLeaderLocks } from '@shop/infra';
import { createTestDatabase, eventually, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../src/db/migrate.js';
import type { ReadModels } from '../src/db/schema.js';
import { ProjectorRunner } from '../src/runtime/runner.js';
import { createEventLogTable, eventLogProjector } from './fixtures/event-log-projector.js';
import { type LoggedLine, recordingLogger } from './fixtures/recording-logger.js';

let database: TestDatabase;
let store: PostgresEventStore;
let db: Kysely<ReadModels>;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase(10);
  store = new PostgresEventStore({
    pool: database.pool,
    connectionString: database.url,
    pollIntervalMs: 100,
  });
  await store.migrate();
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
  await createEventLogTable(db as Kysely<unknown>);
}, 60_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** A runner whose leader locks live in the database at `lockUrl`, logging into `lines`. */
function startRunner(lockUrl: string) {
  const { logger, lines } = recordingLogger();
  const runner = new ProjectorRunner({
    projectors: [eventLogProjector],
    store,
    db,
    databaseUrl: lockUrl,
    logger,
    retryDelayMs: 50,
  });
  runner.start();
  cleanups.push(() => runner.stop());
  return { runner, lines };
}

/** Another instance's hold on the projector's lock. */
async function holdLock(lockUrl: string): Promise<LeaderLock> {
  const lock = await tryAcquireLeaderLocks(lockUrl, [eventLogProjector.id]);
  if (!lock) throw new Error('the lock is taken');
  cleanups.push(() => lock.release());
  return lock;
}

const said = (lines: LoggedLine[], msg: string) => lines.filter((line) => line.msg === msg);

it('logs one line on standing by, one on taking over and one, without a stack, on losing the lock', async () => {
  const other = await holdLock(database.url);
  const { runner, lines } = startRunner(database.url);
  await eventually(async () => runner.status()[0]!.state === 'standby', { what: 'the runner standing by' });
  // Several lock attempts on standby, one line.
  await eventually(async () => lines.length > 0, { what: 'a line' });
  await other.release();
  await eventually(async () => runner.status()[0]!.state === 'running', { what: 'the runner taking over' });
  expect(said(lines, 'standing by for the projector test-event-log')).toHaveLength(1);
  expect(said(lines, 'took over the projector test-event-log')).toMatchObject([{ level: 'info' }]);

  // Its lock's connection ends, as when PostgreSQL drops it.
  await sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${`leader:${eventLogProjector.id}`} and datname = current_database()`.execute(
    db,
  );
  await eventually(
    async () => said(lines, 'lost the leader lock of the projector test-event-log, standing by').length > 0,
    {
      what: 'the lost lock logged',
    },
  );
  const [lost] = said(lines, 'lost the leader lock of the projector test-event-log, standing by');
  expect(lost).toEqual({
    level: 'warn',
    msg: expect.any(String),
    fields: { projectors: [eventLogProjector.id] },
  });
  // Nobody else wants it: it takes it again, and nothing was an error.
  await eventually(async () => said(lines, 'took over the projector test-event-log').length === 2, {
    what: 'the lock taken again',
  });
  // The line comes as it takes the lock; it runs once its checkpoints are loaded.
  await eventually(async () => runner.status()[0]!.state === 'running', { what: 'the runner running again' });
  expect(runner.status()[0]).toMatchObject({ state: 'running', lastError: undefined });
  expect(lines.filter((line) => line.level === 'error')).toEqual([]);
});

it("clears a standby's error once its database answers again", async () => {
  // The locks live in a database of their own, so only the runner's lock attempts meet the outage.
  const lockDatabase = await createTestDatabase(1);
  cleanups.push(() => lockDatabase.drop());
  await holdLock(lockDatabase.url);
  const { runner } = startRunner(lockDatabase.url);
  await eventually(async () => runner.status()[0]!.state === 'standby', { what: 'the runner standing by' });

  const allowConnections = (allow: boolean) =>
    sql`alter database ${sql.id(lockDatabase.name)} allow_connections ${sql.lit(allow)}`.execute(db);
  await allowConnections(false);
  cleanups.push(async () => void (await allowConnections(true)));
  const failing = await eventually(async () => runner.status()[0]!, {
    what: 'the lock attempts failing',
    accept: (status) => status.state === 'retrying',
  });
  expect(failing.lastError).toMatch(/not currently accepting connections/);

  await allowConnections(true);
  await eventually(async () => runner.status()[0]!, {
    what: 'the runner back on standby with no error',
    accept: (status) => status.state === 'standby' && status.lastError === undefined,
  });
});
