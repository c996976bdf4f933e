// A reactor's reported error lasts only as long as its cause: once its consumer group has joined again
// and the event store answers, `lastError` is cleared, though no event has come since.
import { createKysely, createLogger, createPool, type Pool, PostgresEventStore } from '@shop/infra';
import { createTestDatabase, eventually, type TestDatabase } from '@shop/infra/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReadModels } from '../src/db/schema.js';
import { startReactor } from '../src/runtime/reactor-runner.js';

let control: TestDatabase;
let storeDatabase: TestDatabase;
let storePool: Pool;
let store: PostgresEventStore;

beforeAll(async () => {
  [control, storeDatabase] = await Promise.all([createTestDatabase(2), createTestDatabase(1)]);
  // The reactor's event store on a pool of its own, so only it meets the outage.
  storePool = createPool(storeDatabase.url, { max: 2, applicationName: 'reactor-health' });
  store = new PostgresEventStore({
    pool: storePool,
    connectionString: storeDatabase.url,
    pollIntervalMs: 50,
  });
  await store.migrate();
}, 60_000);

afterAll(async () => {
  await store?.close();
  await storePool?.end();
  await storeDatabase?.drop();
  await control?.drop();
});

it('clears the error once the group has joined again and the store answers', async () => {
  const reactor = startReactor({
    reactor: { id: 'health-probe', eventTypes: ['Probed'], handle: async () => {} },
    store,
    db: createKysely<ReadModels>(control.pool),
    logger: createLogger({ level: 'silent', pretty: false }),
    retryDelayMs: 50,
  });
  try {
    const controlDb = createKysely(control.pool);
    const allowConnections = (allow: boolean) =>
      sql`alter database ${sql.id(storeDatabase.name)} allow_connections ${sql.lit(allow)}`.execute(
        controlDb,
      );
    // The store's database goes away: no new connection, the open ones cut.
    await allowConnections(false);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${storeDatabase.name}`.execute(
      controlDb,
    );
    const failing = await eventually(async () => reactor.status(), {
      what: 'the reactor reporting the failure',
      accept: (status) => status.lastError !== undefined,
    });
    expect(failing.lastError).toMatch(/terminat|not currently accepting connections|Connection/i);

    await allowConnections(true);
    await eventually(async () => reactor.status(), {
      what: 'the reactor running with no error',
      accept: (status) => status.state === 'running' && status.lastError === undefined,
    });
  } finally {
    await reactor.stop();
  }
});
