// Sends the email one user event asks for, at most once: the sent_emails table makes a restart or a
// replay skip what went out already, and an account no longer active gets nothing.
import { type ActiveUser, type User, type UserEvent, userDecider } from '@shop/domain';
import type { EventStore, Mailer, MailMessage, RecordedEvent } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';

export interface SendOnceDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  mailer: Mailer;
}

/**
 * `compose` answers the message for the account as it is now, or undefined when there is nothing to
 * send; `before` is the account as it stood just before the event (what a removal took away).
 */
export async function sendOnce(
  deps: SendOnceDependencies,
  recorded: RecordedEvent,
  kind: string,
  compose: (user: ActiveUser, before: User) => MailMessage | undefined,
): Promise<void> {
  const sent = await deps.db
    .selectFrom('sent_emails')
    .select('event_id')
    .where('event_id', '=', recorded.id)
    .executeTakeFirst();
  if (sent) return;
  const { user, before } = await foldAround(deps.store, recorded);
  if (user.status !== 'active') return;
  const message = compose(user, before);
  if (!message) return;
  await deps.mailer.send(message);
  await deps.db
    .insertInto('sent_emails')
    .values({ event_id: recorded.id, kind })
    .onConflict((c) => c.doNothing())
    .execute();
}

/** The account now and just before `recorded`, from one read of its stream. */
async function foldAround(store: EventStore, recorded: RecordedEvent): Promise<{ user: User; before: User }> {
  let user = userDecider.initialState;
  let before = user;
  for await (const event of store.readStream(recorded.streamId)) {
    if (event.id === recorded.id) before = user;
    user = userDecider.evolve(user, { type: event.type, data: event.data } as UserEvent);
  }
  return { user, before };
}
