import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { eventStoreContract } from '../event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase(20);
  store = new PostgresEventStore({
    pool: database.pool,
    connectionString: database.url,
    pollIntervalMs: 200,
  });
  await store.migrate();
});

afterAll(async () => {
  await store?.close();
  await database?.drop();
});

eventStoreContract('PostgreSQL', () => store);
