// The notice that a passkey, named as its owner named it, can now sign in to the account.
import type { ActiveUser, PasskeyRegistered } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { securityNoticeEmail } from './security-notice.js';

export function passkeyAddedEmail(
  user: ActiveUser,
  { name, registeredAt }: PasskeyRegistered['data'],
  publicUrl: string,
): MailMessage {
  return securityNoticeEmail(user, publicUrl, {
    subject: 'A passkey was added to your account',
    happened: `a passkey named "${name}" was added to your account`,
    at: registeredAt,
    consequence: 'It can now be used to sign in to your account.',
  });
}
