// Finding accounts by email or username, and keeping both unique: each is a reservation stream
// owned by the user id, read consistently from the event store (no read-model lag at login).
import { userDecider, userStream } from '@shop/domain';
import {
  claimReservation,
  type EventMetadata,
  type EventStore,
  emailReservation,
  loadAggregate,
  RESERVATION_CLAIMED,
  RESERVATION_RELEASED,
  releaseReservation,
} from '@shop/infra';

/** A claim older than this whose user never appeared is left over from a crash and may be taken. */
const ABANDONED_CLAIM_MS = 2 * 60_000;

export async function findOwner(store: EventStore, reservation: string): Promise<string | undefined> {
  let owner: string | undefined;
  for await (const event of store.readStream(reservation)) {
    if (event.type === RESERVATION_CLAIMED) owner = (event.data as { ownerId: string }).ownerId;
    if (event.type === RESERVATION_RELEASED) owner = undefined;
  }
  return owner;
}

/** The id of the account registered with this email address, if any. */
export function findByEmail(store: EventStore, email: string): Promise<string | undefined> {
  return findOwner(store, emailReservation(email));
}

export async function loadUser(store: EventStore, userId: string) {
  return (await loadAggregate(store, userStream(userId), userDecider)).state;
}

/** Claims a reservation for a new user; true when it is theirs. */
export async function claimForUser(
  store: EventStore,
  reservation: string,
  userId: string,
  metadata: EventMetadata,
  now: Date,
): Promise<boolean> {
  const outcome = await claimReservation(store, reservation, userId, metadata);
  if (outcome.claimed) return true;
  if (!(await isAbandoned(store, reservation, outcome.ownerId, now))) return false;
  await releaseReservation(store, reservation, outcome.ownerId, metadata);
  return (await claimReservation(store, reservation, userId, metadata)).claimed;
}

async function isAbandoned(
  store: EventStore,
  reservation: string,
  ownerId: string,
  now: Date,
): Promise<boolean> {
  if ((await loadUser(store, ownerId)).status !== 'none') return false;
  let claimedAt = now;
  for await (const event of store.readStream(reservation)) claimedAt = event.recordedAt;
  return now.getTime() - claimedAt.getTime() > ABANDONED_CLAIM_MS;
}
