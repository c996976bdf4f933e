// The robot-live retention (heartbeats and position snapshots leave the log after a day): what it
// removes and keeps, and that it removes in small transactions, since every reader of the log waits
// below the oldest running transaction and one long delete would stall every projector meanwhile.
import { ROBOT_LIVE_RETENTION_MS, robotLiveStream, robotLiveStreams } from '@shop/domain';
import { type EventMetadata, newId, PostgresEventStore } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROBOTS = 3;
const EVENTS_PER_ROBOT = 1_000;
let database: TestDatabase;
let store: PostgresEventStore;

const metadata: EventMetadata = {
  actor: 'system:test',
  correlationId: newId(),
  causationId: null,
  occurredAt: '2026-01-01T00:00:00Z',
};

/** `count` events appended to `stream` in one call, as if recorded `ageMs` ago. */
async function appendAged(stream: string, count: number, ageMs: number): Promise<void> {
  const events = Array.from({ length: count }, () => ({
    id: newId(),
    type: 'RobotHeartbeatReceived',
    data: { activePositions: 0 },
    metadata,
  }));
  await store.append(stream, events, { expectedRevision: 'any' });
  await database.pool.query(
    `update events set recorded_at = now() - $2 * interval '1 millisecond' where stream_id = $1`,
    [stream, ageMs],
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, connectionString: database.url });
  await store.migrate();
  // Every delete from the log, counted per transaction.
  await database.pool.query(`
    create table deleted_per_transaction (xid xid8, stream_id text);
    create function count_deleted() returns trigger language plpgsql as $$
      begin insert into deleted_per_transaction values (pg_current_xact_id(), old.stream_id); return old; end $$;
    create trigger count_deleted after delete on events for each row execute function count_deleted();`);
});

afterAll(async () => {
  await store.close();
  await database.drop();
});

describe('robot-live retention', () => {
  it('removes live events older than a day in small transactions, keeping each stream newest and every other stream', async () => {
    const robots = Array.from({ length: ROBOTS }, () => robotLiveStream(newId()));
    for (const stream of robots) await appendAged(stream, EVENTS_PER_ROBOT, 2 * ROBOT_LIVE_RETENTION_MS);
    const fresh = robotLiveStream(newId());
    await appendAged(fresh, 5, 60_000);
    const history = `robothistory-${newId()}`;
    await appendAged(history, 5, 2 * ROBOT_LIVE_RETENTION_MS);

    const removed = await store.expireEvents(
      robotLiveStreams.prefix,
      new Date(Date.now() - ROBOT_LIVE_RETENTION_MS),
    );

    expect(removed).toBe(ROBOTS * (EVENTS_PER_ROBOT - 1));
    const { rows: left } = await database.pool.query<{ stream_id: string; revisions: string[] }>(
      `select stream_id, array_agg(stream_revision::text order by stream_revision) as revisions
         from events group by stream_id`,
    );
    const kept = new Map(left.map((row) => [row.stream_id, row.revisions]));
    for (const stream of robots) expect(kept.get(stream)).toEqual([String(EVENTS_PER_ROBOT - 1)]);
    expect(kept.get(fresh)).toEqual(['0', '1', '2', '3', '4']);
    expect(kept.get(history)).toEqual(['0', '1', '2', '3', '4']);
    const { rows: transactions } = await database.pool.query<{ rows: number }>(
      'select count(*)::int as rows from deleted_per_transaction group by xid',
    );
    expect(transactions.length).toBeGreaterThan(1);
    expect(Math.max(...transactions.map((t) => t.rows))).toBeLessThanOrEqual(1_000);
    // The next append to a trimmed stream still follows its newest revision.
    const next = await store.append(
      robots[0]!,
      [{ id: newId(), type: 'RobotHeartbeatReceived', data: {}, metadata }],
      {
        expectedRevision: BigInt(EVENTS_PER_ROBOT - 1),
      },
    );
    expect(next.ok).toBe(true);
  });
});
