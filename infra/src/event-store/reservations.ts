// Uniqueness across aggregates (an email, a username, a transaction hash): a claim is an append
// to a reservation stream that must not exist yet, so the store's own revision check decides
// between concurrent claimers; no read-then-write race is possible.
import { isDomainError } from '@shop/domain';
import { deterministicId } from '../ids.js';
import { ConcurrencyError } from './command-handler.js';
import type { EventMetadata, EventStore, ExpectedRevision } from './event-store.js';

export const RESERVATION_CLAIMED = 'ReservationClaimed';
export const RESERVATION_RELEASED = 'ReservationReleased';

/**
 * `fresh` tells a claim made now from one the owner already held: only a fresh claim may be released
 * when the work it guarded is refused, or a retry would free what the owner still relies on.
 */
export type ClaimOutcome = { claimed: true; fresh: boolean } | { claimed: false; ownerId: string };

/**
 * Claims `streamId` for `ownerId`. Claiming again for the same owner succeeds (idempotent, not
 * fresh); a stream released earlier can be claimed anew.
 */
export async function claimReservation(
  store: EventStore,
  streamId: string,
  ownerId: string,
  metadata: EventMetadata,
): Promise<ClaimOutcome> {
  for (;;) {
    const { holder, expectedRevision, claims } = await readReservation(store, streamId);
    if (holder === ownerId) return { claimed: true, fresh: false };
    if (holder !== undefined) return { claimed: false, ownerId: holder };
    const result = await store.append(
      streamId,
      [
        {
          id: deterministicId(`${streamId}#claim-${claims}#${ownerId}`),
          type: RESERVATION_CLAIMED,
          data: { ownerId },
          metadata,
        },
      ],
      { expectedRevision },
    );
    if (result.ok) return { claimed: true, fresh: true };
    // Someone else appended first: read again to learn who holds it now.
  }
}

/** Frees a reservation held by `ownerId`; returns false when it is not theirs. */
export async function releaseReservation(
  store: EventStore,
  streamId: string,
  ownerId: string,
  metadata: EventMetadata,
): Promise<boolean> {
  for (;;) {
    const { holder, expectedRevision, claims } = await readReservation(store, streamId);
    if (holder !== ownerId) return false;
    const result = await store.append(
      streamId,
      [
        {
          id: deterministicId(`${streamId}#release-${claims}#${ownerId}`),
          type: RESERVATION_RELEASED,
          data: { ownerId },
          metadata,
        },
      ],
      { expectedRevision },
    );
    if (result.ok) return true;
  }
}

/**
 * After the command a reservation was claimed for has failed: frees it only when this very call
 * claimed it (`claim.fresh`: a claim the owner already held still guards what it relies on) and the
 * command surely appended nothing (its rules refused it, or it lost every retry to concurrent
 * writers). After an outage the append may have committed unseen, so the claim stays: a stuck claim
 * costs a support request, a freed one could let a second order or discount take what the first one
 * holds.
 */
export async function releaseAfterRefusal(
  store: EventStore,
  streamId: string,
  ownerId: string,
  claim: ClaimOutcome,
  metadata: EventMetadata,
  error: unknown,
): Promise<void> {
  if (!(claim.claimed && claim.fresh)) return;
  if (isDomainError(error) || error instanceof ConcurrencyError) {
    await releaseReservation(store, streamId, ownerId, metadata);
  }
}

async function readReservation(store: EventStore, streamId: string) {
  let holder: string | undefined;
  let expectedRevision: ExpectedRevision = 'no_stream';
  let claims = 0;
  for await (const event of store.readStream(streamId)) {
    expectedRevision = event.revision;
    if (event.type === RESERVATION_CLAIMED) {
      holder = (event.data as { ownerId: string }).ownerId;
      claims += 1;
    } else if (event.type === RESERVATION_RELEASED) {
      holder = undefined;
    }
  }
  return { holder, expectedRevision, claims };
}
