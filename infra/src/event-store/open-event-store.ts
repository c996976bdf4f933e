// Chooses the event store: EventStoreDB when a URL is given, otherwise the PostgreSQL one; either way
// behind personal-data protection, whose keys always live in PostgreSQL.
import { ROBOT_LIVE_RETENTION_MS, robotLiveStreams } from '@shop/domain';
import type { Pool } from '../postgres/database.js';
import type { PersonalDataKeys } from '../privacy/personal-data-keys.js';
import { protectPersonalData } from '../privacy/protect.js';
import type { EventStore } from './event-store.js';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export interface OpenEventStoreOptions {
  eventStoreUrl: string | undefined;
  databaseUrl: string;
  pool: Pool;
  /** Wraps each person's data key (AppKeys.personalDataKey). */
  personalDataKey: Buffer;
  /** While APP_SECRET is rotated: the previous secret's wrapping key, which still opens. */
  previousPersonalDataKey?: Buffer | undefined;
}

export async function openEventStore({
  eventStoreUrl,
  databaseUrl,
  pool,
  personalDataKey,
  previousPersonalDataKey,
}: OpenEventStoreOptions): Promise<{ store: EventStore; keys: PersonalDataKeys }> {
  if (eventStoreUrl) {
    const store = new EventStoreDbEventStore(eventStoreUrl, {
      [robotLiveStreams.prefix]: ROBOT_LIVE_RETENTION_MS,
    });
    return protectPersonalData(store, pool, personalDataKey, previousPersonalDataKey);
  }
  const store = new PostgresEventStore({ pool, connectionString: databaseUrl });
  await store.migrate();
  return protectPersonalData(store, pool, personalDataKey, previousPersonalDataKey);
}
