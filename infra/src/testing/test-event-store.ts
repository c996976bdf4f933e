// The event store as the services open it (PostgreSQL behind personal-data protection), on a test database.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { protectPersonalData } from '../privacy/protect.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export async function createTestEventStore(
  database: TestDatabase,
  personalDataKey: Buffer = randomBytes(32),
) {
  const raw = new PostgresEventStore({
    pool: database.pool,
    connectionString: database.url,
    pollIntervalMs: 100,
  });
  await raw.migrate();
  const { store, keys } = await protectPersonalData(raw, database.pool, personalDataKey);
  return { store, personalDataKeys: keys };
}

/**
 * For a test file: a raw PostgreSQL event store on its own test database, made before the file's
 * tests and dropped after them. Call at the top level; read the store through the returned function.
 */
export function usePostgresEventStore(poolSize: number, pollIntervalMs?: number): () => PostgresEventStore {
  let database: TestDatabase | undefined;
  let store: PostgresEventStore | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(poolSize);
    store = new PostgresEventStore({ pool: database.pool, connectionString: database.url, pollIntervalMs });
    await store.migrate();
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });
  return () => store!;
}
