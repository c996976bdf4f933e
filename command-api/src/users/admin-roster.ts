// The admin roster's stream in use: an admin is added after their role is granted and removed before
// it is taken, so a crash in between can only undercount admins (refusing a removal), never overcount
// them (letting the last one go).
import { ADMIN_ROSTER_STREAM, type AdminRosterCommand, adminRosterDecider } from '@shop/domain';
import { type EventMetadata, type EventStore, handleCommand, loadAggregate } from '@shop/infra';
import type { ReadModels } from '@shop/projections';
import { type Kysely, sql } from 'kysely';

function onRoster(store: EventStore, command: AdminRosterCommand, metadata: EventMetadata) {
  return handleCommand(store, ADMIN_ROSTER_STREAM, adminRosterDecider, command, {
    metadata,
    maxAttempts: 20,
  });
}

export async function addToRoster(store: EventStore, userId: string, metadata: EventMetadata, now: Date) {
  await onRoster(store, { type: 'AddAdmin', data: { userId, now: now.toISOString() } }, metadata);
}

/** Throws LAST_ADMIN when `userId` is the only admin left. */
export async function removeFromRoster(
  store: EventStore,
  db: Kysely<ReadModels>,
  userId: string,
  metadata: EventMetadata,
  now: Date,
) {
  const { state } = await loadAggregate(store, ADMIN_ROSTER_STREAM, adminRosterDecider);
  // A shop older than the roster: its admins, as the read model knows them, become the first entries.
  if (!state.seeded) {
    const rows = await db
      .selectFrom('users')
      .select('user_id')
      .where(sql<boolean>`'admin' = any(roles)`)
      .where('deleted_at', 'is', null)
      .execute();
    const admins = rows.map((row) => row.user_id);
    await onRoster(store, { type: 'SeedAdminRoster', data: { admins, now: now.toISOString() } }, metadata);
  }
  await onRoster(store, { type: 'RemoveAdmin', data: { userId, now: now.toISOString() } }, metadata);
}
