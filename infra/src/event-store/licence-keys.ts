// A fresh licence key, claimed through its reservation stream so no two licences share one.
import { randomBytes } from 'node:crypto';
import { licenseKeyFromRandom, licenseKeyReservation } from '@shop/domain';
import type { EventMetadata, EventStore } from './event-store.js';
import { claimReservation } from './reservations.js';

/** A collision (about 1 in 2^99) just draws again. */
export async function claimNewLicenseKey(
  store: EventStore,
  licenceId: string,
  metadata: EventMetadata,
): Promise<string> {
  for (;;) {
    const key = licenseKeyFromRandom(randomBytes(64));
    if (key && (await claimReservation(store, licenseKeyReservation(key), licenceId, metadata)).claimed) {
      return key;
    }
  }
}
