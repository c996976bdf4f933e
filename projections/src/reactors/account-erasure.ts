// What follows a deleted account (GDPR erasure): its email and username become free for a new sign-up,
// its active licences are revoked (nobody can manage them any more), and last its data key is
// destroyed, so every personal field sealed with it reads as erased in the log and in every rebuild.
// Each step is idempotent, so a replay or a crash midway only repeats harmless work.
import {
  licenceDecider,
  licenceStream,
  type UserDeleted,
  type UserRegistered,
  userStreams,
} from '@shop/domain';
import {
  deterministicId,
  type EventStore,
  emailReservation,
  handleCommand,
  type PersonalDataKeys,
  type RecordedEvent,
  releaseReservation,
  usernameReservation,
} from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import type { Reactor } from '../runtime/reactor.js';

export interface AccountErasureDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  keys: PersonalDataKeys;
}

export function accountErasureReactor({ store, db, keys }: AccountErasureDependencies): Reactor {
  async function registrationOf(streamId: string): Promise<UserRegistered['data'] | undefined> {
    for await (const recorded of store.readStream(streamId)) {
      if (recorded.type === 'UserRegistered') return recorded.data as UserRegistered['data'];
    }
    return undefined;
  }

  async function erase(recorded: RecordedEvent) {
    const userId = userStreams.idOf(recorded.streamId);
    const deletedAt = (recorded.data as UserDeleted['data']).deletedAt;
    const metadata = {
      actor: 'system:account-erasure' as const,
      correlationId: recorded.metadata.correlationId,
      causationId: recorded.id,
      occurredAt: deletedAt,
    };
    const registration = await registrationOf(recorded.streamId);
    // Once the key is gone these read as erased: the names were freed before that, in an earlier run.
    if (registration && (await keys.existingKey(userId))) {
      await releaseReservation(store, emailReservation(registration.email), userId, metadata);
      await releaseReservation(store, usernameReservation(registration.username), userId, metadata);
    }
    const active = await db
      .selectFrom('licences')
      .select('licence_id')
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .execute();
    for (const { licence_id } of active) {
      await handleCommand(
        store,
        licenceStream(licence_id),
        licenceDecider,
        { type: 'RevokeLicence', data: { revokedBy: 'system:account-erasure', now: deletedAt } },
        { metadata, eventId: () => deterministicId(`account-erasure:${recorded.id}:${licence_id}`) },
      ).catch((error: unknown) => {
        // Already revoked by someone else meanwhile: nothing left to do for this one.
        if ((error as { code?: string }).code !== 'LICENCE_REVOKED') throw error;
      });
    }
    await keys.destroy(userId);
  }

  return {
    id: 'account-erasure',
    eventTypes: ['UserDeleted'],
    // Every licence issued before the deletion must be in the read model, or it would stay active.
    reads: ['licences'],
    async handle(event) {
      if (userStreams.has(event.streamId)) await erase(event);
    },
  };
}
