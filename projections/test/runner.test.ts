import {
  comparePositions,
  createKysely,
  createLogger,
  formatPosition,
  type GlobalPosition,
  type NewEvent,
  newId,
  PostgresEventStore,
} from '@shop/infra';
import { createTestDatabase, eventually, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from '../src/db/migrate.js';
import type { ReadModels } from '../src/db/schema.js';
import { loadCheckpoint, resetCheckpoint } from '../src/runtime/checkpoints.js';
import type { Projector } from '../src/runtime/projector.js';
import { ProjectorRunner } from '../src/runtime/runner.js';
import { createEventLogTable, eventLogProjector, readEventLog } from './fixtures/event-log-projector.js';

const logger = createLogger({ level: 'silent', pretty: false });
const metadata = {
  actor: 'system:test' as const,
  correlationId: newId(),
  causationId: null,
  occurredAt: '2026-11-22T00:00:00Z',
};
const event = (type = 'Happened'): NewEvent => ({ id: newId(), type, data: {}, metadata });

let database: TestDatabase;
let store: PostgresEventStore;
let db: Kysely<ReadModels>;
const runners: ProjectorRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase(20);
  store = new PostgresEventStore({
    pool: database.pool,
    connectionString: database.url,
    pollIntervalMs: 100,
  });
  await store.migrate();
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
  await createEventLogTable(db as Kysely<unknown>);
  await sql`create table test_event_log_b (seq bigserial primary key, event_id uuid not null)`.execute(db);
});

/** A second non-idempotent projector, of the `b-` streams only. */
const onlyB: Projector = {
  id: 'test-event-log-b',
  tables: ['test_event_log_b'],
  filter: { streamPrefixes: ['b-'] },
  async project(trx, events) {
    await sql`insert into test_event_log_b (event_id) select * from unnest(${events.map((e) => e.id)}::uuid[])`.execute(
      trx,
    );
  },
};

async function readOnlyB(): Promise<string[]> {
  const { rows } = await sql<{
    event_id: string;
  }>`select event_id from test_event_log_b order by seq`.execute(db);
  return rows.map((row) => row.event_id);
}

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await sql`truncate test_event_log, test_event_log_b, projection_checkpoints`.execute(db);
});

afterAll(async () => {
  await store?.close();
  await database?.drop();
});

function startRunner(projectors: Projector[] = [eventLogProjector]) {
  const runner = new ProjectorRunner({
    projectors,
    store,
    db,
    databaseUrl: database.url,
    logger,
    batchSize: 10,
    retryDelayMs: 50,
  });
  runners.push(runner);
  runner.start();
  return runner;
}

async function allEventIds(): Promise<string[]> {
  const { rows } = await sql<{
    event_id: string;
  }>`select event_id::text from events order by transaction_id, global_position`.execute(db);
  return rows.map((row) => row.event_id);
}

describe('projector runner', () => {
  it('catches up, then follows live appends, with rows and checkpoint in step', async () => {
    for (let i = 0; i < 25; i += 1)
      await store.append(`a-${newId()}`, [event()], { expectedRevision: 'no_stream' });
    startRunner();
    await eventually(async () => (await readEventLog(db as Kysely<unknown>)).length === 25, {
      what: 'the 25 events projected',
    });

    const stream = `b-${newId()}`;
    await store.append(stream, [event(), event()], { expectedRevision: 'no_stream' });
    await eventually(async () => (await readEventLog(db as Kysely<unknown>)).length === 27, {
      what: 'the 2 live events projected',
    });

    const expected = await allEventIds();
    expect(await readEventLog(db as Kysely<unknown>)).toEqual(expected);
    const checkpoint = await loadCheckpoint(db, eventLogProjector.id);
    expect(checkpoint).toEqual(await store.headPosition());
  });

  it('R2: an append held open in a slow transaction is neither skipped nor overtaken', async () => {
    const earlier = await allEventIds();
    startRunner();
    await eventually(async () => (await readEventLog(db as Kysely<unknown>)).length === earlier.length, {
      what: 'the earlier events projected',
    });
    const slow = await database.pool.connect();
    try {
      await slow.query('begin');
      const slowId = newId();
      await slow.query(
        `insert into events (stream_id, stream_revision, event_id, type, data, metadata) values ($1, 0, $2, 'Slow', '{}', $3)`,
        [`slow-${newId()}`, slowId, JSON.stringify(metadata)],
      );
      const later = [event('Later1'), event('Later2')];
      for (const e of later) await store.append(`fast-${newId()}`, [e], { expectedRevision: 'no_stream' });
      await new Promise((resolve) => setTimeout(resolve, 400));
      // The later appends are committed, yet not delivered: the slow one comes first.
      expect(await readEventLog(db as Kysely<unknown>)).toEqual(earlier);

      await slow.query('select pg_sleep(0.2)');
      await slow.query('commit');
      await eventually(
        async () => (await readEventLog(db as Kysely<unknown>)).length === earlier.length + 3,
        { what: 'the slow append and the later ones projected' },
      );
      expect(await readEventLog(db as Kysely<unknown>)).toEqual([
        ...earlier,
        slowId,
        ...later.map((e) => e.id),
      ]);
    } finally {
      slow.release();
    }
  });

  it('runs one instance per projector: a second one stands by and takes over when the first stops', async () => {
    const first = startRunner();
    await eventually(async () => first.status()[0]!.state === 'running', {
      what: 'the first runner running',
    });
    const second = startRunner();
    await eventually(async () => second.status()[0]!.state === 'standby', {
      what: 'the second runner on standby',
    });

    await first.stop();
    await eventually(async () => second.status()[0]!.state === 'running', {
      what: 'the second runner taking over',
    });
    await store.append(`c-${newId()}`, [event()], { expectedRevision: 'no_stream' });
    const total = (await allEventIds()).length;
    await eventually(async () => (await readEventLog(db as Kysely<unknown>)).length === total, {
      what: 'the new event projected by the second runner',
    });
    expect(await readEventLog(db as Kysely<unknown>)).toEqual(await allEventIds());
  });

  it('commits nothing when the checkpoint moved under it (compare-and-set)', async () => {
    const existing = (await allEventIds()).length;
    const runner = startRunner();
    // Caught up first: 'running' is reported before the catch-up batches have committed.
    await eventually(
      async () =>
        runner.status()[0]!.state === 'running' &&
        (await readEventLog(db as Kysely<unknown>)).length === existing,
      { what: 'the runner running and caught up' },
    );
    const before = await readEventLog(db as Kysely<unknown>);
    await db.updateTable('projection_checkpoints').set({ position: '0/1' }).execute();

    await store.append(`d-${newId()}`, [event()], { expectedRevision: 'no_stream' });
    await eventually(async () => runner.status()[0]!.state === 'retrying', { what: 'the runner retrying' });
    expect(runner.status()[0]!.lastError).toMatch(/moved under us/);
    expect(await readEventLog(db as Kysely<unknown>)).toEqual(before);
  });

  it('runs a group in one subscription: each projector from its own checkpoint, with its own filter', async () => {
    const appended = [];
    for (const prefix of ['a-', 'b-', 'a-', 'b-', 'b-', 'a-']) {
      const one = event();
      const result = await store.append(`${prefix}${newId()}`, [one], { expectedRevision: 'no_stream' });
      if (!result.ok) throw new Error('append failed');
      appended.push({ prefix, id: one.id, position: result.position });
    }
    // The filtered projector already holds the log up to the second of these (a `b-` one).
    await db.transaction().execute((trx) => resetCheckpoint(trx, onlyB.id));
    await db
      .updateTable('projection_checkpoints')
      .set({ position: formatPosition(appended[1]!.position) })
      .where('projector_id', '=', onlyB.id)
      .execute();

    const runner = startRunner([eventLogProjector, onlyB]);
    const everything = await allEventIds();
    await eventually(async () => (await readEventLog(db as Kysely<unknown>)).length === everything.length, {
      what: 'every event projected',
    });
    await eventually(async () => (await readOnlyB()).length === 2, {
      what: 'the two b- events projected by the filtered projector',
    });
    expect(await readEventLog(db as Kysely<unknown>)).toEqual(everything);
    expect(await readOnlyB()).toEqual([appended[3]!.id, appended[4]!.id]);

    const liveB = event();
    await store.append(`b-${newId()}`, [liveB], { expectedRevision: 'no_stream' });
    await store.append(`a-${newId()}`, [event()], { expectedRevision: 'no_stream' });
    const head = await store.headPosition();
    const atHead = (position: GlobalPosition | undefined) =>
      position !== undefined && comparePositions(position, head) === 0;
    await eventually(async () => runner.status().every((projector) => atHead(projector.position)), {
      what: 'both projectors at the head',
    });
    expect(await readEventLog(db as Kysely<unknown>)).toEqual(await allEventIds());
    expect(await readOnlyB()).toEqual([appended[3]!.id, appended[4]!.id, liveB.id]);
    expect(await loadCheckpoint(db, onlyB.id)).toEqual(head);
    expect(await loadCheckpoint(db, eventLogProjector.id)).toEqual(head);
  });

  it('a projector that fails sits out and tries again; the others go on without it', async () => {
    let broken = true;
    const fragile: Projector = {
      ...onlyB,
      async project(trx, events) {
        if (broken) throw new Error('fragile broke');
        await onlyB.project(trx, events);
      },
    };
    const runner = startRunner([eventLogProjector, fragile]);
    const kept = event();
    await store.append(`b-${newId()}`, [kept], { expectedRevision: 'no_stream' });
    const everything = await allEventIds();
    await eventually(async () => (await readEventLog(db as Kysely<unknown>)).length === everything.length, {
      what: 'every event projected',
    });
    const byId = () => new Map(runner.status().map((projector) => [projector.id, projector]));
    await eventually(async () => byId().get(fragile.id)?.state === 'retrying', {
      what: 'the fragile projector retrying',
    });
    expect(byId().get(fragile.id)?.lastError).toBe('test-event-log-b: fragile broke');
    expect(byId().get(eventLogProjector.id)?.state).toBe('running');
    expect(await readOnlyB()).toEqual([]);

    // Still going for the others meanwhile.
    await store.append(`a-${newId()}`, [event()], { expectedRevision: 'no_stream' });
    const more = await allEventIds();
    await eventually(async () => (await readEventLog(db as Kysely<unknown>)).length === more.length, {
      what: 'the new event projected by the others',
    });

    broken = false;
    await eventually(async () => (await readOnlyB()).includes(kept.id), {
      what: 'the fragile projector catching up',
    });
    await eventually(async () => byId().get(fragile.id)?.state === 'running', {
      what: 'the fragile projector running again',
    });
    expect(await readEventLog(db as Kysely<unknown>)).toEqual(more);
    expect(await loadCheckpoint(db, fragile.id)).toEqual(await store.headPosition());
  });
});
