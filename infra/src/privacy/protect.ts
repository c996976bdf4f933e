// Puts personal-data protection in front of an event store: the key table is migrated, then every
// read and append goes through ProtectedEventStore. The keys are returned for erasure.
import type { EventStore } from '../event-store/event-store.js';
import type { Pool } from '../postgres/database.js';
import { PersonalDataKeys } from './personal-data-keys.js';
import { ProtectedEventStore } from './protected-event-store.js';

export async function protectPersonalData(
  store: EventStore,
  pool: Pool,
  wrappingKey: Buffer,
  previousWrappingKey?: Buffer,
): Promise<{ store: EventStore; keys: PersonalDataKeys }> {
  const keys = new PersonalDataKeys(pool, wrappingKey, previousWrappingKey);
  await keys.migrate();
  return { store: new ProtectedEventStore(store, keys), keys };
}
