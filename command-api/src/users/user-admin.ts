// Admin use cases on accounts (spec §4 Role change, §6, §7 users): change roles and delete an account,
// never leaving the shop without an admin (see admin-roster.ts).
import { normalizeRoles, type Role, type UserCommand, userError } from '@shop/domain';
import type { EventMetadata, EventStore } from '@shop/infra';
import type { ReadModels } from '@shop/projections';
import type { Kysely } from 'kysely';
import { runOnUser } from './accounts.js';
import { addToRoster, removeFromRoster } from './admin-roster.js';
import { loadUser } from './directory.js';

export interface UserAdminDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  clock: () => Date;
}

export function createUserAdmin({ store, db, clock }: UserAdminDependencies) {
  const onUser = (userId: string, command: UserCommand, metadata: EventMetadata) =>
    runOnUser(store, userId, command, metadata);

  async function activeUser(userId: string) {
    const state = await loadUser(store, userId);
    if (state.status !== 'active') throw userError.notFound();
    return state;
  }

  /**
   * Admin first when granted, user only when taken (spec §4); the last admin keeps the role. Returns
   * the account and where its change landed (undefined when nothing changed).
   */
  async function setRoles(userId: string, roles: Role[], metadata: EventMetadata) {
    const wasAdmin = (await activeUser(userId)).roles.includes('admin');
    const wanted = normalizeRoles(roles);
    const willBeAdmin = wanted.includes('admin');
    if (wasAdmin && !willBeAdmin) await removeFromRoster(store, db, userId, metadata, clock());
    const updated = await onUser(
      userId,
      { type: 'ChangeRoles', data: { roles: wanted, now: clock().toISOString() } },
      metadata,
    );
    if (willBeAdmin) await addToRoster(store, userId, metadata, clock());
    return updated;
  }

  /** Closes the account (the last admin's is refused); returns where the deletion landed. */
  async function deleteAccount(userId: string, metadata: EventMetadata) {
    const current = await activeUser(userId);
    if (current.roles.includes('admin')) await removeFromRoster(store, db, userId, metadata, clock());
    return onUser(userId, { type: 'DeleteUser', data: { now: clock().toISOString() } }, metadata);
  }

  return { setRoles, deleteAccount };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
