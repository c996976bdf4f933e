// The event store as the services open it (PostgreSQL behind personal-data protection), on a test database.
import { randomBytes } from 'node:crypto';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { protectPersonalData } from '../privacy/protect.js';
import type { TestDatabase } from './test-database.js';

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
