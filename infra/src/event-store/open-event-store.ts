// Chooses the event store: EventStoreDB when a URL is given, otherwise the PostgreSQL one.
import { ROBOT_LIVE_PREFIX, ROBOT_LIVE_RETENTION_MS } from '@shop/domain';
import type { Pool } from '../postgres/database.js';
import type { EventStore } from './event-store.js';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export interface OpenEventStoreOptions {
  eventStoreUrl: string | undefined;
  databaseUrl: string;
  pool: Pool;
}

export async function openEventStore({
  eventStoreUrl,
  databaseUrl,
  pool,
}: OpenEventStoreOptions): Promise<EventStore> {
  if (eventStoreUrl) {
    return new EventStoreDbEventStore(eventStoreUrl, { [ROBOT_LIVE_PREFIX]: ROBOT_LIVE_RETENTION_MS });
  }
  const store = new PostgresEventStore({ pool, connectionString: databaseUrl });
  await store.migrate();
  return store;
}
