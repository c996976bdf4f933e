// Sends the verification and reset emails their events ask for. The link is rebuilt from the
// event's token id, so a crash between append and send still sends; the sent_emails table makes
// a restart or a replay skip what went out already. Expired or superseded links are not sent.
import {
  type EmailVerificationRequested,
  type GoogleAccountLinked,
  type PasswordResetRequested,
  userDecider,
} from '@shop/domain';
import {
  type EventStore,
  issueEmailToken,
  loadAggregate,
  type Mailer,
  type RecordedEvent,
} from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import type { Reactor } from '../../runtime/reactor.js';
import { googleLinkedEmail, isLinkToTellTheOwnerAbout } from './google-linked.js';
import { sendSignUpAttemptEmail } from './sign-up-attempt.js';
import { passwordResetEmail, verificationEmail } from './templates.js';

export interface AccountEmailsDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  mailer: Mailer;
  emailTokenKey: Buffer;
  publicUrl: string;
  clock: () => Date;
}

type TokenEvent = EmailVerificationRequested | PasswordResetRequested;

const isTokenEvent = (event: RecordedEvent) =>
  event.type === 'EmailVerificationRequested' || event.type === 'PasswordResetRequested';

export function accountEmailsReactor(deps: AccountEmailsDependencies): Reactor {
  async function send(recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as TokenEvent;
    if (Date.parse(event.data.expiresAt) <= deps.clock().getTime()) return;
    const sent = await deps.db
      .selectFrom('sent_emails')
      .select('event_id')
      .where('event_id', '=', recorded.id)
      .executeTakeFirst();
    if (sent) return;
    const { state: user } = await loadAggregate(deps.store, recorded.streamId, userDecider);
    if (user.status !== 'active') return;
    const pending = event.type === 'EmailVerificationRequested' ? user.verification : user.reset;
    if (pending?.tokenHash !== event.data.tokenHash) return;

    const purpose = event.type === 'EmailVerificationRequested' ? 'verify-email' : 'reset-password';
    const { token } = issueEmailToken(deps.emailTokenKey, purpose, user.userId, event.data.tokenId);
    const url = `${deps.publicUrl}/${purpose}?token=${encodeURIComponent(token)}`;
    const message =
      purpose === 'verify-email'
        ? verificationEmail(user.email, user.username, url)
        : passwordResetEmail(user.email, user.username, url);
    await deps.mailer.send(message);
    await deps.db
      .insertInto('sent_emails')
      .values({ event_id: recorded.id, kind: purpose })
      .onConflict((c) => c.doNothing())
      .execute();
  }

  async function tellOwnerOfGoogleLink(recorded: RecordedEvent) {
    const link = recorded.data as GoogleAccountLinked['data'];
    if (!isLinkToTellTheOwnerAbout(link)) return;
    const sent = await deps.db
      .selectFrom('sent_emails')
      .select('event_id')
      .where('event_id', '=', recorded.id)
      .executeTakeFirst();
    if (sent) return;
    const { state: user } = await loadAggregate(deps.store, recorded.streamId, userDecider);
    if (user.status !== 'active') return;
    await deps.mailer.send(googleLinkedEmail(user.email, user.username, link.linkedAt, deps.publicUrl));
    await deps.db
      .insertInto('sent_emails')
      .values({ event_id: recorded.id, kind: 'google-linked' })
      .onConflict((c) => c.doNothing())
      .execute();
  }

  return {
    id: 'account-emails',
    eventTypes: [
      'EmailVerificationRequested',
      'PasswordResetRequested',
      'GoogleAccountLinked',
      'SignUpAttempted',
    ],
    async handle(event) {
      if (isTokenEvent(event)) await send(event);
      if (event.type === 'SignUpAttempted') await sendSignUpAttemptEmail(deps, event);
      if (event.type === 'GoogleAccountLinked') await tellOwnerOfGoogleLink(event);
    },
  };
}
