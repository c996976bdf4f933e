// The retention's search for expired events walks its partial index, so a run costs what has expired
// rather than the whole log. (What it removes and keeps: projections/test/robot-live-retention.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { EXPIRED_EVENTS_SQL } from './expiry.js';
import { PostgresEventStore } from './postgres-event-store.js';

let database: TestDatabase;
let store: PostgresEventStore;

/** `count` events of one stream, recorded `age` ago, written straight to the table. */
async function insertEvents(streamId: string, count: number, age: string): Promise<void> {
  await database.pool.query(
    `insert into events (stream_id, stream_revision, event_id, type, data, metadata, recorded_at)
       select $1, revision, gen_random_uuid(), 'TestEvent', '{}', '{}', now() - $3::interval
         from generate_series(0, $2 - 1) revision`,
    [streamId, count, age],
  );
}

/** The plan PostgreSQL makes for the expiry search with these parameters, as text. */
async function planFor(prefix: string): Promise<string> {
  const { rows } = await database.pool.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) ${EXPIRED_EVENTS_SQL}`,
    [prefix, new Date(Date.now() - 86_400_000), 50_000],
  );
  return JSON.stringify(rows[0]!['QUERY PLAN']);
}

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, connectionString: database.url });
  await store.migrate();
  // A log that is mostly history, as a shop's is, with a few robots' live events old and new.
  for (let stream = 0; stream < 20; stream += 1)
    await insertEvents(`robothistory-${stream}`, 1_000, '2 days');
  for (let robot = 0; robot < 3; robot += 1) {
    await insertEvents(`robotlive-old-${robot}`, 20, '2 days');
    await insertEvents(`robotlive-new-${robot}`, 20, '1 minute');
  }
  await database.pool.query('analyze events');
});

afterAll(async () => {
  await store?.close();
  await database?.drop();
});

describe('robot-live expiry search', () => {
  it('walks the live streams index, not the log', async () => {
    const plan = await planFor('robotlive-');
    expect(plan).toContain('events_robot_live_expiry');
    expect(plan).not.toContain('Seq Scan');
  });

  it('finds exactly the expired live events, the newest of each stream left out', async () => {
    const { rows } = await database.pool.query(EXPIRED_EVENTS_SQL, [
      'robotlive-',
      new Date(Date.now() - 86_400_000),
      50_000,
    ]);
    expect(rows).toHaveLength(3 * 19);
  });
});
