// Sends the email one user event asks for, at most once: the sent_emails table makes a restart or a
// replay skip what went out already, and an account no longer active gets nothing.
import { type ActiveUser, userDecider } from '@shop/domain';
import {
  type EventStore,
  loadAggregate,
  type Mailer,
  type MailMessage,
  type RecordedEvent,
} from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';

export interface SendOnceDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  mailer: Mailer;
}

/** `compose` answers the message for the account, or undefined when there is nothing to send. */
export async function sendOnce(
  deps: SendOnceDependencies,
  recorded: RecordedEvent,
  kind: string,
  compose: (user: ActiveUser) => MailMessage | undefined,
): Promise<void> {
  const sent = await deps.db
    .selectFrom('sent_emails')
    .select('event_id')
    .where('event_id', '=', recorded.id)
    .executeTakeFirst();
  if (sent) return;
  const { state: user } = await loadAggregate(deps.store, recorded.streamId, userDecider);
  if (user.status !== 'active') return;
  const message = compose(user);
  if (!message) return;
  await deps.mailer.send(message);
  await deps.db
    .insertInto('sent_emails')
    .values({ event_id: recorded.id, kind })
    .onConflict((c) => c.doNothing())
    .execute();
}
