// Which account a passkey belongs to, found by its WebAuthn credential id for a passwordless sign-in:
// a reservation stream per credential (by the id's SHA-256), claimed at registration and released at
// removal. An admin's reset removes passkeys without releasing theirs, so a claim is trusted only while
// its account still holds the credential.
import { createHash } from 'node:crypto';
import { passkeyReservations } from '@shop/domain';
import {
  type ClaimOutcome,
  claimReservation,
  type EventMetadata,
  type EventStore,
  releaseReservation,
} from '@shop/infra';
import { findOwner, loadUser } from '../directory.js';

const reservationOf = (credentialId: string) =>
  passkeyReservations.of(createHash('sha256').update(credentialId).digest('hex'));

export function createPasskeyOwners(store: EventStore) {
  /** The account that holds the credential now, if any. */
  async function accountHolding(credentialId: string) {
    const ownerId = await findOwner(store, reservationOf(credentialId));
    if (!ownerId) return undefined;
    const user = await loadUser(store, ownerId);
    const passkey =
      user.status === 'active'
        ? user.passkeys.find((candidate) => candidate.credentialId === credentialId)
        : undefined;
    return passkey && user.status === 'active' ? { user, passkey } : undefined;
  }

  return {
    accountHolding,

    /** Claims the credential for `userId`, taking it from an account that no longer holds it. */
    async claim(credentialId: string, userId: string, metadata: EventMetadata): Promise<ClaimOutcome> {
      const reservation = reservationOf(credentialId);
      const outcome = await claimReservation(store, reservation, userId, metadata);
      if (outcome.claimed || (await accountHolding(credentialId))) return outcome;
      await releaseReservation(store, reservation, outcome.ownerId, metadata);
      return claimReservation(store, reservation, userId, metadata);
    },

    release(credentialId: string, userId: string, metadata: EventMetadata) {
      return releaseReservation(store, reservationOf(credentialId), userId, metadata);
    },

    reservationOf,
  };
}

export type PasskeyOwners = ReturnType<typeof createPasskeyOwners>;
