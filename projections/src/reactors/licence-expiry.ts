// Appends LicenceExpired when a licence's time has passed. Time, not an event, triggers it, so it
// runs as a periodic task over the read model; the event id comes from the licence and its expiry,
// so two runs or a retry never record one expiry twice.
import { licenceDecider, licenceStream } from '@shop/domain';
import { deterministicId, type EventStore, handleCommand } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { licencesDueForExpiry } from '../read-models/licences/queries.js';

const BATCH = 200;

/** Expires every due licence once; returns how many it expired. */
export async function expireDueLicences({
  store,
  db,
  clock,
}: {
  store: EventStore;
  db: Kysely<ReadModels>;
  clock: () => Date;
}) {
  const now = clock();
  let expired = 0;
  for (const { licence_id: licenceId, expires_at: expiresAt } of await licencesDueForExpiry(db, now, BATCH)) {
    const result = await handleCommand(
      store,
      licenceStream(licenceId),
      licenceDecider,
      { type: 'ExpireLicence', data: { now: now.toISOString() } },
      {
        metadata: {
          actor: 'system:licence-expiry',
          correlationId: `expiry-${licenceId}`,
          causationId: null,
          occurredAt: now.toISOString(),
        },
        eventId: () => deterministicId(`${licenceStream(licenceId)}:expired:${expiresAt?.toISOString()}`),
      },
    );
    expired += result.events.length;
  }
  return expired;
}
