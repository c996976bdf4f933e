// A fresh licence key, claimed through its reservation stream so no two licences share one.
import { randomBytes } from 'node:crypto';
import { licenceKeyFromRandom, licenceKeyReservation } from '@shop/domain';
import type { EventMetadata, EventStore } from './event-store.js';
import { claimReservation } from './reservations.js';

/** A collision (about 1 in 2^99) just draws again. */
export async function claimNewLicenceKey(
  store: EventStore,
  licenceId: string,
  metadata: EventMetadata,
): Promise<string> {
  for (;;) {
    const key = licenceKeyFromRandom(randomBytes(64));
    if (key && (await claimReservation(store, licenceKeyReservation(key), licenceId, metadata)).claimed) {
      return key;
    }
  }
}
