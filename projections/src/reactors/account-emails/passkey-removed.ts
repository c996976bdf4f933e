// The notice that a passkey was removed, named as it was just before (the event holds only its id).
import type { ActiveUser, PasskeyRemoved, User } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { securityNoticeEmail } from './security-notice.js';

export function passkeyRemovedEmail(
  user: ActiveUser,
  { passkeyId, removedAt }: PasskeyRemoved['data'],
  publicUrl: string,
  before: User,
): MailMessage {
  const passkeys = before.status === 'active' ? before.passkeys : [];
  const name = passkeys.find((passkey) => passkey.passkeyId === passkeyId)?.name;
  return securityNoticeEmail(user, publicUrl, {
    subject: 'A passkey was removed',
    happened: `${name === undefined ? 'a passkey' : `the passkey "${name}"`} was removed from your account`,
    at: removedAt,
    consequence: 'It can no longer be used to sign in to your account.',
  });
}
