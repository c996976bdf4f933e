// Sends the account emails their events ask for: verification and reset links, the notice of a
// Google link, of a sign-up tried with the owner's address and of changes to the account's security
// (security-notices.ts). A link is rebuilt from the event's token id, so a crash between append and
// send still sends; each goes out once (send-once.ts). Expired or superseded links are not sent.
import type { EmailVerificationRequested, GoogleAccountLinked, PasswordResetRequested } from '@shop/domain';
import { type EventStore, issueEmailToken, type Mailer, type RecordedEvent } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import type { Reactor } from '../../runtime/reactor.js';
import { googleLinkedEmail, isLinkToTellTheOwnerAbout } from './google-linked.js';
import { securityNoticeEvents, sendSecurityNotice } from './security-notices.js';
import { sendOnce } from './send-once.js';
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
    const purpose = event.type === 'EmailVerificationRequested' ? 'verify-email' : 'reset-password';
    await sendOnce(deps, recorded, purpose, (user) => {
      const pending = event.type === 'EmailVerificationRequested' ? user.verification : user.reset;
      if (pending?.tokenHash !== event.data.tokenHash) return undefined;
      const { token } = issueEmailToken(deps.emailTokenKey, purpose, user.userId, event.data.tokenId);
      const url = `${deps.publicUrl}/${purpose}?token=${encodeURIComponent(token)}`;
      return purpose === 'verify-email'
        ? verificationEmail(user.email, user.username, url)
        : passwordResetEmail(user.email, user.username, url);
    });
  }

  async function tellOwnerOfGoogleLink(recorded: RecordedEvent) {
    const link = recorded.data as GoogleAccountLinked['data'];
    if (!isLinkToTellTheOwnerAbout(link)) return;
    await sendOnce(deps, recorded, 'google-linked', (user) =>
      googleLinkedEmail(user.email, user.username, link.linkedAt, deps.publicUrl),
    );
  }

  return {
    id: 'account-emails',
    eventTypes: [
      'EmailVerificationRequested',
      'PasswordResetRequested',
      'GoogleAccountLinked',
      'SignUpAttempted',
      ...securityNoticeEvents,
    ],
    async handle(event) {
      if (isTokenEvent(event)) await send(event);
      if (event.type === 'SignUpAttempted') await sendSignUpAttemptEmail(deps, event);
      if (event.type === 'GoogleAccountLinked') await tellOwnerOfGoogleLink(event);
      await sendSecurityNotice(deps, event);
    },
  };
}
