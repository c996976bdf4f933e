// The retention's walk of the log: each run starts where the previous one stopped and stops at the first
// event not old enough, and a stream's event passed over earlier goes with its next expired one. (What a
// first run removes and keeps, and its transactions' size: projections/test/robot-live-retention.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { expireEvents } from './expiry.js';
import { PostgresEventStore } from './postgres-event-store.js';

const PREFIX = 'robotlive-';
let database: TestDatabase;
let store: PostgresEventStore;

/** `count` more events of one stream, recorded `age` ago, written straight to the table. */
async function insertEvents(streamId: string, count: number, age: string): Promise<void> {
  await database.pool.query(
    `insert into events (stream_id, stream_revision, event_id, type, data, metadata, recorded_at)
       select $1, coalesce((select max(stream_revision) + 1 from events where stream_id = $1), 0) + n,
              gen_random_uuid(), 'TestEvent', '{}', '{}', now() - $3::interval
         from generate_series(0, $2 - 1) n`,
    [streamId, count, age],
  );
}

async function revisionsOf(streamId: string): Promise<number[]> {
  const { rows } = await database.pool.query<{ stream_revision: string }>(
    'select stream_revision from events where stream_id = $1 order by stream_revision',
    [streamId],
  );
  return rows.map((row) => Number(row.stream_revision));
}

const examinedTo = async () =>
  (await database.pool.query<{ examined_to: string }>('select examined_to from event_expiry')).rows[0]
    ?.examined_to;
const dayAgo = () => new Date(Date.now() - 86_400_000);

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, connectionString: database.url });
  await store.migrate();
});

afterAll(async () => {
  await store?.close();
  await database?.drop();
});

describe('robot-live expiry', () => {
  it('walks on from where it stopped, and takes an event it passed over with its stream', async () => {
    await insertEvents('robotlive-c', 3, '2 days');
    await insertEvents('robotlive-a', 5, '2 days');
    await insertEvents('robothistory-a', 3, '2 days');
    await insertEvents('robotlive-b', 2, '1 hour');
    await insertEvents('robotlive-a', 2, '2 days'); // after a fresh event: this run must not reach it

    // c keeps its newest; a loses all it had before b's fresh events (its newest is beyond them).
    expect(await expireEvents(database.pool, PREFIX, dayAgo())).toBe(2 + 5);
    expect(await revisionsOf('robotlive-c')).toEqual([2]);
    expect(await revisionsOf('robotlive-a')).toEqual([5, 6]);
    expect(await revisionsOf('robothistory-a')).toEqual([0, 1, 2]);
    expect(await revisionsOf('robotlive-b')).toEqual([0, 1]);
    const { rows } = await database.pool.query<{ global_position: string }>(
      `select max(global_position)::text as global_position from events where stream_id = 'robothistory-a'`,
    );
    expect(await examinedTo()).toBe(rows[0]!.global_position);

    // A day later, as it were: every event is old now, and c and a each get one more.
    await database.pool.query(`update events set recorded_at = recorded_at - interval '1 day'`);
    await insertEvents('robotlive-c', 1, '2 days');
    await insertEvents('robotlive-a', 1, '2 days');

    // c's old newest goes with its new event, though the walk passed it in the first run.
    expect(await expireEvents(database.pool, PREFIX, dayAgo())).toBe(1 + 1 + 2);
    expect(await revisionsOf('robotlive-c')).toEqual([3]);
    expect(await revisionsOf('robotlive-b')).toEqual([1]);
    expect(await revisionsOf('robotlive-a')).toEqual([7]);
    expect(await revisionsOf('robothistory-a')).toEqual([0, 1, 2]);
    expect(await expireEvents(database.pool, PREFIX, dayAgo())).toBe(0);
  });
});
