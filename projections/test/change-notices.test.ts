// Change notices on the real PostgreSQL: a batch announces the read models it wrote (once per projector,
// after its rows are committed), and a projector whose filter took nothing from the batch stays silent.
import {
  createKysely,
  createLogger,
  type NewEvent,
  newId,
  type PoolClient,
  PostgresEventStore,
} from '@shop/infra';
import { createTestDatabase, eventually, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../src/db/migrate.js';
import type { ReadModels } from '../src/db/schema.js';
import { READ_MODEL_CHANGES_CHANNEL } from '../src/runtime/change-notices.js';
import type { Projector } from '../src/runtime/projector.js';
import { ProjectorRunner } from '../src/runtime/runner.js';
import { createEventLogTable, eventLogProjector } from './fixtures/event-log-projector.js';

const metadata = {
  actor: 'system:test' as const,
  correlationId: newId(),
  causationId: null,
  occurredAt: '2026-11-22T00:00:00Z',
};
const event = (): NewEvent => ({ id: newId(), type: 'Happened', data: {}, metadata });

/** Counts the `b-` streams' events only. */
const onlyB: Projector = {
  id: 'test-notice-b',
  tables: ['test_notice_b'],
  filter: { streamPrefixes: ['b-'] },
  async project(trx, events) {
    await sql`insert into test_notice_b (event_id) select * from unnest(${events.map((e) => e.id)}::uuid[])`.execute(
      trx,
    );
  },
};

interface Notice {
  projectorId: string;
  /** The event-log rows visible the moment the notice arrived. */
  rowsSeen: number;
}

let database: TestDatabase;
let store: PostgresEventStore;
let db: Kysely<ReadModels>;
let listener: PoolClient;
let runner: ProjectorRunner;
const notices: Notice[] = [];

const countRows = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from test_event_log`.execute(db)).rows[0]!.n);

beforeAll(async () => {
  database = await createTestDatabase(10);
  store = new PostgresEventStore({ pool: database.pool, connectionString: database.url, pollIntervalMs: 50 });
  await store.migrate();
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
  await createEventLogTable(db as Kysely<unknown>);
  await sql`create table test_notice_b (event_id uuid primary key)`.execute(db);
  listener = await database.pool.connect();
  listener.on('notification', (message) => {
    void countRows().then((rowsSeen) => notices.push({ projectorId: message.payload ?? '', rowsSeen }));
  });
  await listener.query(`listen ${READ_MODEL_CHANGES_CHANNEL}`);
  runner = new ProjectorRunner({
    projectors: [eventLogProjector, onlyB],
    store,
    db,
    databaseUrl: database.url,
    logger: createLogger({ level: 'silent', pretty: false }),
  });
  runner.start();
});

afterAll(async () => {
  await runner?.stop();
  listener?.release(true);
  await store?.close();
  await database?.drop();
});

const noticesOf = (projectorId: string) => notices.filter((notice) => notice.projectorId === projectorId);

it('announces each read model a batch wrote, after its rows, and not the one that took nothing', async () => {
  await store.append(`a-${newId()}`, [event(), event()], { expectedRevision: 'no_stream' });
  await eventually(() => noticesOf(eventLogProjector.id).length, {
    what: "the event log's notice",
    accept: (count) => count === 1,
  });
  expect(noticesOf(eventLogProjector.id)[0]!.rowsSeen).toBe(2);

  await store.append(`b-${newId()}`, [event()], { expectedRevision: 'no_stream' });
  await eventually(() => noticesOf(onlyB.id).length, {
    what: "the b projector's notice",
    accept: (n) => n > 0,
  });
  await eventually(() => noticesOf(eventLogProjector.id).length, {
    what: "the event log's second notice",
    accept: (count) => count === 2,
  });
  // One notice for the b batch, none for the a batch the b projector's filter left out.
  expect(noticesOf(onlyB.id)).toHaveLength(1);
  expect(noticesOf(eventLogProjector.id)[1]!.rowsSeen).toBe(3);
  expect(notices.every((notice) => [eventLogProjector.id, onlyB.id].includes(notice.projectorId))).toBe(true);
});
